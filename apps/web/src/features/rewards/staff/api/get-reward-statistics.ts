import { rewardEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** Stock per reward and category, claims and winners by month; refreshed whenever rewards or claims change. */
export const useRewardStatistics = () => useEndpointData(rewardEndpoints.getRewardStatistics);
