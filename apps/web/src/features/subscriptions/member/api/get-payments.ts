import { subscriptionEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** The member's payments, newest first. */
export const usePayments = () => useEndpointData(subscriptionEndpoints.listPayments);
