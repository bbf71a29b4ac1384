import { drawEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../lib/endpoint-queries';

/** Opens a month's draw: the server keeps the seed secret and publishes its commitment. */
export const useCreateDraw = () => useEndpointMutation(drawEndpoints.createDraw);
