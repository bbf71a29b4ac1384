import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberClaim } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { usePerksScope, type PerksScope } from './perks-scope';

export const myRewardsKey = (scope: PerksScope) => [...scope, 'mine'] as const;

/** The codes a member claimed or won, newest first. Any signed-in member: a lapsed one keeps what they were given. */
export async function getMyRewards(): Promise<MemberClaim[]> {
  return (await api.get<{ data: MemberClaim[] }>('/rewards/mine')).data;
}

export const myRewardsQuery = (scope: PerksScope) =>
  queryOptions({ queryKey: myRewardsKey(scope), queryFn: getMyRewards });

export function useMyRewards() {
  return useQuery(myRewardsQuery(usePerksScope()));
}
