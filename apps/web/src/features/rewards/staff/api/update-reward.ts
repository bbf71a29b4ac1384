import { rewardEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** Any of the reward's fields; `{ isActive }` alone activates or deactivates it. */
export const useUpdateReward = () => useEndpointMutation(rewardEndpoints.updateReward);
