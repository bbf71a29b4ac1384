import { supportEndpoints } from '@vitalia/contracts';
import { useEndpointData, useEndpointMutation } from '../../../../lib/endpoint-queries';

/** The member's own requests, newest first, each with its conversation (never the team's internal notes). */
export const useMySupportRequests = () => useEndpointData(supportEndpoints.mySupportRequests);

/**
 * A new request, acknowledged by email; writing again on one (it goes back to the team as new). On success the
 * member's list and the staff inbox refresh (the endpoints declare the resources they change).
 */
export const useSendSupportRequest = () => useEndpointMutation(supportEndpoints.sendSupportRequest);
export const useFollowUpSupportRequest = () => useEndpointMutation(supportEndpoints.followUpSupportRequest);
