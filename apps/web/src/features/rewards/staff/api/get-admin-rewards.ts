import { rewardEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** Every reward, active and inactive, each with its stock. */
export const useAdminRewards = () => useEndpointData(rewardEndpoints.listAdminRewards);
