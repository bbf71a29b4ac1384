import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

/**
 * Opens the provider's checkout for a paid plan and goes there (a full page load): the sandbox's own page, or
 * Stripe's. The provider brings the member back to the dashboard, or to `from` when they leave without paying.
 */
export async function startCheckout(request: CheckoutRequest): Promise<{ url: string }> {
  return (await api.post<{ data: { url: string } }>('/subscription/checkout', request)).data;
}

export const useStartCheckout = () =>
  useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => window.location.assign(url) });
