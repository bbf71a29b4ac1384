import { drawEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../lib/endpoint-queries';

/** Every monthly draw, newest month first (the server's order). */
export const useAdminDraws = () => useEndpointData(drawEndpoints.listAdminDraws);
