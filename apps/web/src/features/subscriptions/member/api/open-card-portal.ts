import { subscriptionEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** Stripe only (`canManageCard`): its customer portal is where the card changes. */
export const useOpenCardPortal = () =>
  useEndpointMutation(subscriptionEndpoints.openCardPortal, {
    onSuccess: ({ data }) => window.location.assign(data.url),
  });
