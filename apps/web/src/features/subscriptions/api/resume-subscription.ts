import { useMutation } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useSubscriptionChanged } from '../hooks/use-subscription-changed';

export async function resumeSubscription(): Promise<SubscriptionDetails> {
  return (await api.post<{ data: SubscriptionDetails }>('/subscription/resume')).data;
}

export function useResumeSubscription() {
  const onChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: resumeSubscription, onSuccess: onChanged });
}
