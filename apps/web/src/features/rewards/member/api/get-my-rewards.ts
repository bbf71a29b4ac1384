import { memberRewardEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** The codes a member claimed or won, newest first. Any signed-in member: a lapsed one keeps what they were given. */
export const useMyRewards = () => useEndpointData(memberRewardEndpoints.listMyClaims);
