import { planEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** Every plan, inactive ones included, in the order members see them. */
export const useAdminPlans = () => useEndpointData(planEndpoints.listAdminPlans);
