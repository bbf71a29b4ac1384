import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberDraw } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

export const drawsKey = (uid: string | undefined) => ['perks', uid ?? null, 'draws'] as const;

/** The monthly draws, latest first, with this member's entry and result (any signed-in member may look). */
export async function getDraws(): Promise<MemberDraw[]> {
  return (await api.get<{ data: MemberDraw[] }>('/draws')).data;
}

export const drawsQuery = (uid: string | undefined) =>
  queryOptions({ queryKey: drawsKey(uid), queryFn: getDraws });

export function useDraws() {
  const uid = useAuthStore((state) => state.user?.uid);
  return useQuery(drawsQuery(uid));
}
