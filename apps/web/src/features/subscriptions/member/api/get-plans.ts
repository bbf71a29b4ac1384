import { subscriptionEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** The plans a member may choose, in the order the admins set (D4). */
export const usePlans = () => useEndpointData(subscriptionEndpoints.listPlans);
