import { subscriptionEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** Where the card changes (`canManageCard`): Stripe's customer portal, or the sandbox's card page. */
export const useOpenCardPortal = () =>
  useEndpointMutation(subscriptionEndpoints.openCardPortal, {
    onSuccess: ({ data }) => window.location.assign(data.url),
  });
