import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { memberRewardEndpoints, type ImportResult, type MemberReward, type Reward } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client';
import { useEndpointData } from '../../../../lib/endpoint-queries';
import { useImportPromoCodes } from './import-promo-codes';
import { useUpdateReward } from './update-reward';

afterEach(() => vi.restoreAllMocks());

const memberReward: MemberReward = {
  id: 'r1',
  name: { text: 'Running shoes −20%', language: 'en' },
  category: 'sport',
  partner: 'Stride',
  description: { text: '', language: 'en' },
  inStock: true,
  claimId: null,
};

const reward: Reward = {
  id: 'r1',
  name: 'Running shoes −20%',
  category: 'sport',
  partner: 'Stride',
  description: '',
  isActive: false,
  lowStockThreshold: 10,
  writtenIn: 'en',
  translations: { name: {}, description: {} },
};

const imported: ImportResult = {
  importId: 'i1',
  rewardId: 'r1',
  format: 'csv',
  imported: 1,
  total: 1,
  skipped: 0,
  skippedBy: { duplicate_in_file: 0, already_in_stock: 0, expired: 0, invalid: 0 },
  errors: [],
  expiredCodes: [],
  validCodes: ['RUN-1'],
  ignoredColumns: [],
  listsTruncated: false,
  message: '1 of 1 codes imported.',
};

/**
 * Issue 14: a member's rewards were cached apart from the admin's, so a change made in the rewards area never
 * reached them in the same tab. Both are now the `rewards` resource.
 */
describe('a change in the rewards area refreshes a member’s rewards', () => {
  /** Each change, as the rewards area makes it. */
  function useRewardUpdated(): () => Promise<unknown> {
    const update = useUpdateReward();
    return () => update.mutateAsync({ params: { rewardId: 'r1' }, body: { isActive: false } });
  }
  function useCodesImported(): () => Promise<unknown> {
    const importCodes = useImportPromoCodes(() => undefined);
    const file = new File(['code\nRUN-1'], 'codes.csv');
    return () => importCodes.mutateAsync({ params: { rewardId: 'r1' }, file });
  }

  it.each([
    ['a reward updated', useRewardUpdated],
    ['codes imported', useCodesImported],
  ])('%s', async (_name, useChange) => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [memberReward] });
    vi.spyOn(api, 'patch').mockResolvedValue({ data: reward });
    vi.spyOn(api, 'upload').mockResolvedValue({ data: imported });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        perks: useEndpointData(memberRewardEndpoints.listMemberRewards, { query: { category: 'sport' } }),
        change: useChange(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.perks.isSuccess).toBe(true));
    expect(get).toHaveBeenCalledTimes(1);

    await act(() => result.current.change());

    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('/rewards?category=sport');
  });
});
