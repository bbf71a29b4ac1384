import { planEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** The plans admin reads the same endpoint: one cache entry, refreshed when a plan changes there. */
export const useSubscriptionFigures = () => useEndpointData(planEndpoints.subscriptionFigures);
