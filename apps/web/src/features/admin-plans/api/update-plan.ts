import { useMutation } from '@tanstack/react-query';
import type { Plan, PlanUpdate } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { usePlansChanged } from './use-plans-changed';

/** Name, price or availability. A new price is what new subscribers pay; current ones keep their period's price. */
export async function updatePlan({ id, changes }: { id: string; changes: PlanUpdate }): Promise<Plan> {
  return (await api.patch<{ data: Plan }>(`/admin/plans/${encodeURIComponent(id)}`, changes)).data;
}

export function useUpdatePlan() {
  const onChanged = usePlansChanged();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: (updated) =>
      onChanged((plans) => plans.map((plan) => (plan.id === updated.id ? updated : plan))),
  });
}
