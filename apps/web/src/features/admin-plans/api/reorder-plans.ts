import { useMutation } from '@tanstack/react-query';
import type { Plan } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { usePlansChanged } from './use-plans-changed';

/** The full order, every plan once (the server refuses anything else). */
export async function reorderPlans(planIds: string[]): Promise<Plan[]> {
  return (await api.put<{ data: Plan[] }>('/admin/plans/order', { planIds })).data;
}

export function useReorderPlans() {
  const onChanged = usePlansChanged();
  return useMutation({ mutationFn: reorderPlans, onSuccess: (ordered) => onChanged(() => ordered) });
}
