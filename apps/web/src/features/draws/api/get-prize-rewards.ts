import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReward } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

/**
 * The same call and key as the promo-code tab's catalogue, so both tabs share one cache entry and a change made there
 * (a new reward, an import) shows here without a second request.
 */
export const prizeRewardsKey = ['admin', 'rewards', 'catalogue'] as const;

export async function getPrizeRewards(): Promise<AdminReward[]> {
  return (await api.get<{ data: AdminReward[] }>('/admin/rewards')).data;
}

export const prizeRewardsQuery = queryOptions({ queryKey: prizeRewardsKey, queryFn: getPrizeRewards });

/** Only active rewards can be a prize; the form lists them with their stock. */
export const usePrizeRewards = () =>
  useQuery({ ...prizeRewardsQuery, select: (rewards) => rewards.filter((reward) => reward.isActive) });
