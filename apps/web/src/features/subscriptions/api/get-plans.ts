import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

/** The plans a member may choose, in the order the admins set (D4). The same for everyone. */
export const plansKey = ['plans'] as const;

export async function getPlans(): Promise<Plan[]> {
  return (await api.get<{ data: Plan[] }>('/plans')).data;
}

export const plansQuery = queryOptions({ queryKey: plansKey, queryFn: getPlans });

export const usePlans = () => useQuery(plansQuery);
