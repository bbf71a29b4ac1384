import { healthProfileEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../lib/endpoint-queries';

/** Saves the health data with its consent; the card reads it again once saved. */
export const useSaveHealthProfile = () => useEndpointMutation(healthProfileEndpoints.saveHealthProfile);
