import { useMutation } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useSubscriptionChanged } from '../hooks/use-subscription-changed';

/** D4: Free is active at once, no payment involved. */
export async function chooseFreePlan(): Promise<SubscriptionDetails> {
  return (await api.post<{ data: SubscriptionDetails }>('/subscription/free')).data;
}

export function useChooseFreePlan() {
  const onChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: chooseFreePlan, onSuccess: onChanged });
}
