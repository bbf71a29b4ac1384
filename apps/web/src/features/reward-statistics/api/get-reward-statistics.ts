import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardStatistics } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

/** The key the promo-code tab invalidates after an import or a reward change. */
export const rewardStatisticsKey = ['admin', 'statistics', 'rewards'] as const;

export async function getRewardStatistics(): Promise<RewardStatistics> {
  return (await api.get<{ data: RewardStatistics }>('/admin/statistics/rewards')).data;
}

export const rewardStatisticsQuery = queryOptions({
  queryKey: rewardStatisticsKey,
  queryFn: getRewardStatistics,
});

export const useRewardStatistics = () => useQuery(rewardStatisticsQuery);
