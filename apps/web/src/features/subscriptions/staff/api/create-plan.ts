import { planEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** The members' plan list and the figures follow (the endpoint says which resources it changes). */
export const useCreatePlan = () => useEndpointMutation(planEndpoints.createPlan);
