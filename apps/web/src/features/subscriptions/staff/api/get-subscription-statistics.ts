import { planEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** The statistics tab reads the same endpoint, so both share one cache entry. */
export const useSubscriptionStatistics = () => useEndpointData(planEndpoints.subscriptionFigures);
