import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberDraw } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { usePerksScope, type PerksScope } from './perks-scope';

export const drawsKey = (scope: PerksScope) => [...scope, 'draws'] as const;

/** The monthly draws, latest first, with this member's entry and result (any signed-in member may look). */
export async function getDraws(): Promise<MemberDraw[]> {
  return (await api.get<{ data: MemberDraw[] }>('/draws')).data;
}

export const drawsQuery = (scope: PerksScope) =>
  queryOptions({ queryKey: drawsKey(scope), queryFn: getDraws });

export function useDraws() {
  return useQuery(drawsQuery(usePerksScope()));
}
