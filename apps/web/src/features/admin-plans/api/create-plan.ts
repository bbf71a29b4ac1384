import { useMutation } from '@tanstack/react-query';
import type { Plan, PlanCreate } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { usePlansChanged } from './use-plans-changed';

export async function createPlan(input: PlanCreate): Promise<Plan> {
  return (await api.post<{ data: Plan }>('/admin/plans', input)).data;
}

export function useCreatePlan() {
  const onChanged = usePlansChanged();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: (created) => onChanged((plans) => [...plans, created]),
  });
}
