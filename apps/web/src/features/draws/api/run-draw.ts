import { drawEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../lib/endpoint-queries';

/**
 * Picks the winners, reveals the seed and emails each winner a code from the prize reward; the stock, the statistics
 * and the members' draws and rewards follow (the endpoint says which resources it changes).
 */
export const useRunDraw = () => useEndpointMutation(drawEndpoints.runDraw);
