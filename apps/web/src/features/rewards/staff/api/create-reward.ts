import { rewardEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** A new reward, without codes yet; the catalogue, the stock and the members' rewards follow. */
export const useCreateReward = () => useEndpointMutation(rewardEndpoints.createReward);
