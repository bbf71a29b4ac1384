import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

export const paymentsKey = (uid: string | undefined) => ['payments', uid ?? null] as const;

/** The member's payments, newest first. */
export async function getPayments(): Promise<Payment[]> {
  return (await api.get<{ data: Payment[] }>('/payments')).data;
}

export const paymentsQuery = (uid: string | undefined) =>
  queryOptions({ queryKey: paymentsKey(uid), queryFn: getPayments });

export function usePayments() {
  const uid = useAuthStore((state) => state.user?.uid);
  return useQuery(paymentsQuery(uid));
}
