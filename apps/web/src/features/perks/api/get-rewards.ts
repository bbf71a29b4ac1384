import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberReward, RewardCategory } from '@vitalia/contracts';
import { api, apiErrorOf } from '../../../lib/api-client';
import { usePerksScope, type PerksScope } from './perks-scope';

/** Every category's list sits under this key, so a claim can update all of them at once. */
export const rewardsKey = (scope: PerksScope) => [...scope, 'rewards'] as const;

/** D7: the active rewards a Premium member can claim (or already holds); a free member is answered 4003. */
export async function getRewards(category: RewardCategory | null): Promise<MemberReward[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  return (await api.get<{ data: MemberReward[] }>(`/rewards${query}`)).data;
}

export const rewardsQuery = (scope: PerksScope, category: RewardCategory | null) =>
  queryOptions({
    queryKey: [...rewardsKey(scope), category ?? 'all'] as const,
    queryFn: () => getRewards(category),
    // Access denied will not change on a second try; the screen offers Premium instead.
    retry: (count, error) => apiErrorOf(error).code !== '4003' && count < 1,
  });

export function useRewards(category: RewardCategory | null, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...rewardsQuery(usePerksScope(), category), enabled: isEnabled });
}
