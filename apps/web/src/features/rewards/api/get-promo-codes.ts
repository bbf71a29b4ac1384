import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoCodeFilter, PromoCodePage } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { adminRewardsRootKey } from './get-admin-rewards';

export interface PromoCodeFilters {
  status: PromoCodeFilter;
  search: string;
}

/** The query string the code list and its CSV export share, so the file holds what the screen shows. */
export function promoCodeSearch({ status, search }: PromoCodeFilters, page?: number): string {
  const params = new URLSearchParams({ status });
  if (search.trim()) params.set('search', search.trim());
  if (page !== undefined) params.set('page', String(page));
  return params.toString();
}

export async function getPromoCodes(
  rewardId: string,
  filters: PromoCodeFilters,
  page: number,
): Promise<PromoCodePage> {
  const path = `/admin/rewards/${encodeURIComponent(rewardId)}/codes?${promoCodeSearch(filters, page)}`;
  return (await api.get<{ data: PromoCodePage }>(path)).data;
}

export const promoCodesQuery = (rewardId: string, filters: PromoCodeFilters, page: number) =>
  queryOptions({
    queryKey: [...adminRewardsRootKey, rewardId, 'codes', { ...filters, page }] as const,
    queryFn: () => getPromoCodes(rewardId, filters, page),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const usePromoCodes = (rewardId: string, filters: PromoCodeFilters, page: number) =>
  useQuery(promoCodesQuery(rewardId, filters, page));
