import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthProfile } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** Keyed by identity: the cache outlives a sign-out, and the next person in this tab must not see it. */
export const healthProfileKey = (uid: string | undefined) => ['health-profile', uid ?? null] as const;

export async function getHealthProfile(): Promise<HealthProfile | null> {
  return (await api.get<{ data: HealthProfile | null }>('/users/me/health')).data;
}

export const healthProfileQuery = (uid: string | undefined) =>
  queryOptions({ queryKey: healthProfileKey(uid), queryFn: getHealthProfile });

export function useHealthProfile() {
  const uid = useAuthStore((state) => state.user?.uid);
  return useQuery(healthProfileQuery(uid));
}
