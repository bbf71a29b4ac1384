import { subscriptionEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/**
 * Opens the provider's checkout for a paid plan and goes there (a full page load): the sandbox's own page, or
 * Stripe's. The provider brings the member back to the dashboard, or to `from` when they leave without paying.
 */
export const useStartCheckout = () =>
  useEndpointMutation(subscriptionEndpoints.startCheckout, {
    onSuccess: ({ data }) => window.location.assign(data.url),
  });
