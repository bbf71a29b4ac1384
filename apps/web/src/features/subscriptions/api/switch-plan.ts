import { useMutation } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useSubscriptionChanged } from '../hooks/use-subscription-changed';

/**
 * D4: monthly → yearly applies now (charged at once, 7400 when the card is declined); yearly → monthly waits for
 * the period end. Switching to the current plan again undoes a scheduled switch.
 */
export async function switchPlan(planId: string): Promise<SubscriptionDetails> {
  return (await api.post<{ data: SubscriptionDetails }>('/subscription/switch', { planId })).data;
}

export function useSwitchPlan() {
  const onChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: switchPlan, onSuccess: onChanged });
}
