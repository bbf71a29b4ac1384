import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDraw } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

export const adminDrawsKey = ['admin', 'draws'] as const;

/** Every monthly draw, newest month first (the server's order). */
export async function getAdminDraws(): Promise<AdminDraw[]> {
  return (await api.get<{ data: AdminDraw[] }>('/admin/draws')).data;
}

export const adminDrawsQuery = queryOptions({ queryKey: adminDrawsKey, queryFn: getAdminDraws });

export const useAdminDraws = () => useQuery(adminDrawsQuery);
