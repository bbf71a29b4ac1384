import { planEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** The full order, every plan once (the server refuses anything else). */
export const useReorderPlans = () => useEndpointMutation(planEndpoints.reorderPlans);
