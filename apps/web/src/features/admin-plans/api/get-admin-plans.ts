import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

/** Every plan, inactive ones included, in the order members see them. */
export const adminPlansKey = ['admin', 'plans'] as const;

export async function getAdminPlans(): Promise<Plan[]> {
  return (await api.get<{ data: Plan[] }>('/admin/plans')).data;
}

export const adminPlansQuery = queryOptions({ queryKey: adminPlansKey, queryFn: getAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQuery);
