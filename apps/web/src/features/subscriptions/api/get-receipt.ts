import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@vitalia/contracts';
import { api, apiErrorOf } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

export async function getReceipt(paymentId: string): Promise<Receipt> {
  return (await api.get<{ data: Receipt }>(`/payments/${encodeURIComponent(paymentId)}/receipt`)).data;
}

export const receiptQuery = (uid: string | undefined, paymentId: string) =>
  queryOptions({
    queryKey: ['receipt', uid ?? null, paymentId] as const,
    queryFn: () => getReceipt(paymentId),
    // A receipt never changes once issued; someone else's (4004) will not appear on a second try.
    staleTime: Infinity,
    retry: (count, error) => apiErrorOf(error).code !== '4004' && count < 1,
  });

export function useReceipt(paymentId: string) {
  const uid = useAuthStore((state) => state.user?.uid);
  return useQuery(receiptQuery(uid, paymentId));
}
