import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockSummary } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { adminRewardsRootKey } from './get-admin-rewards';

export const rewardStockKey = [...adminRewardsRootKey, 'stock'] as const;

/** Spec §3 stock summary: one line per reward. */
export async function getRewardStock(): Promise<StockSummary[]> {
  return (await api.get<{ data: StockSummary[] }>('/admin/rewards/stock')).data;
}

export const rewardStockQuery = queryOptions({ queryKey: rewardStockKey, queryFn: getRewardStock });

export const useRewardStock = () => useQuery(rewardStockQuery);
