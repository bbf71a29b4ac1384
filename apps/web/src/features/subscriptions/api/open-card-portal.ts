import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Stripe only (`canManageCard`): its customer portal is where the card changes. */
export async function openCardPortal(): Promise<{ url: string }> {
  return (await api.post<{ data: { url: string } }>('/subscription/portal')).data;
}

export const useOpenCardPortal = () =>
  useMutation({ mutationFn: openCardPortal, onSuccess: ({ url }) => window.location.assign(url) });
