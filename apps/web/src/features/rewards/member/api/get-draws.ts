import { drawEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../../lib/endpoint-queries';

/** The monthly draws, latest first, with this member's entry and result (any signed-in member may look). */
export const useDraws = () => useEndpointData(drawEndpoints.listMemberDraws);
