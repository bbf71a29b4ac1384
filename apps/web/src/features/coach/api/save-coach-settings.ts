import { coachEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../lib/endpoint-queries';

/** Answers the coach's questions; the state it reads is refreshed before the save settles, targets included. */
export const useSaveCoachSettings = () => useEndpointMutation(coachEndpoints.saveCoachSettings);
