import { subscriptionEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** The member's subscription with its plan and card; null before a plan is chosen. */
export const useSubscription = () => useEndpointData(subscriptionEndpoints.mySubscription);
