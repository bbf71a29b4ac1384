import { gameEndpoints } from '@vitalia/contracts';
import { useEndpointData, useEndpointMutation } from '../../../../lib/endpoint-queries';

/** The challenges of the last 12 months and those set ahead, newest first, with participation. */
export const useStaffChallenges = () => useEndpointData(gameEndpoints.staffChallengesOf);
export const useSetChallenge = () => useEndpointMutation(gameEndpoints.setChallenge);
