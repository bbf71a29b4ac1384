import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReward } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

/** The root of every admin rewards query: invalidating it refreshes the catalogue, the stock and the code lists. */
export const adminRewardsRootKey = ['admin', 'rewards'] as const;
export const adminRewardsKey = [...adminRewardsRootKey, 'catalogue'] as const;

/** Every reward, active and inactive, each with its stock. */
export async function getAdminRewards(): Promise<AdminReward[]> {
  return (await api.get<{ data: AdminReward[] }>('/admin/rewards')).data;
}

export const adminRewardsQuery = queryOptions({ queryKey: adminRewardsKey, queryFn: getAdminRewards });

export const useAdminRewards = () => useQuery(adminRewardsQuery);
