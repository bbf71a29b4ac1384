import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberClaim } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

export const myRewardsKey = (uid: string | undefined) => ['perks', uid ?? null, 'mine'] as const;

/** The codes a member claimed or won, newest first. Any signed-in member: a lapsed one keeps what they were given. */
export async function getMyRewards(): Promise<MemberClaim[]> {
  return (await api.get<{ data: MemberClaim[] }>('/rewards/mine')).data;
}

export const myRewardsQuery = (uid: string | undefined) =>
  queryOptions({ queryKey: myRewardsKey(uid), queryFn: getMyRewards });

export function useMyRewards() {
  const uid = useAuthStore((state) => state.user?.uid);
  return useQuery(myRewardsQuery(uid));
}
