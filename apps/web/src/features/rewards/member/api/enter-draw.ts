import { drawEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../../lib/endpoint-queries';

/** D7: the free way in (no purchase necessary). Errors: 7513 closed, 7514 staff and the ambassador. */
export const useEnterDraw = () => useEndpointMutation(drawEndpoints.enterDraw);
