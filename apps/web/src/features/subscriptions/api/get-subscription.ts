import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** Keyed by identity: the cache outlives a sign-out, and the next person in this tab must not see it. */
export const subscriptionKey = (uid: string | undefined) => ['subscription', uid ?? null] as const;

export async function getSubscription(): Promise<SubscriptionDetails | null> {
  return (await api.get<{ data: SubscriptionDetails | null }>('/subscription')).data;
}

export const subscriptionQuery = (uid: string | undefined) =>
  queryOptions({ queryKey: subscriptionKey(uid), queryFn: getSubscription });

export function useSubscription() {
  const uid = useAuthStore((state) => state.user?.uid);
  return useQuery(subscriptionQuery(uid));
}
