import { useMutation } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useSubscriptionChanged } from '../hooks/use-subscription-changed';

/** D4: cancelling takes effect at the end of the paid period, and can be resumed until then. */
export async function cancelSubscription(): Promise<SubscriptionDetails> {
  return (await api.post<{ data: SubscriptionDetails }>('/subscription/cancel')).data;
}

export function useCancelSubscription() {
  const onChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: onChanged });
}
