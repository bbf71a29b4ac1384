import { rewardEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** Spec §3 stock summary: one line per reward. */
export const useRewardStock = () => useEndpointData(rewardEndpoints.rewardStock);
