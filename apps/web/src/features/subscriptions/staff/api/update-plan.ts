import { planEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** Name, price or availability. A new price is what new subscribers pay; current ones keep their period's price. */
export const useUpdatePlan = () => useEndpointMutation(planEndpoints.updatePlan);
