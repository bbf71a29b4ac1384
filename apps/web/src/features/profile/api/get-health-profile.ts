import { healthProfileEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../lib/endpoint-queries';

/** The member's health data, or null before they consent (D6). */
export const useHealthProfile = () => useEndpointData(healthProfileEndpoints.readHealthProfile);
