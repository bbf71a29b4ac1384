import { supportEndpoints, type SupportStatus } from '@vitalia/contracts';
import { useEndpointData, useEndpointMutation } from '../../../../lib/endpoint-queries';

/** The requests in one status, oldest first as the API answers: the longest waiting member comes first. */
export const useSupportInbox = (status: SupportStatus) =>
  useEndpointData(supportEndpoints.supportInbox, { query: { status } });

/** One request with its conversation, the member, who has it and the notes staff keep among themselves. */
export const useSupportRequest = (requestId: string) =>
  useEndpointData(supportEndpoints.supportRequestForStaff, { params: { requestId } });

/**
 * What staff do on a request. Replies, assignments and status changes are audited; on success the request, the inbox
 * and the audit log refresh (the endpoints declare the resources they change).
 */
export const useReplyToRequest = () => useEndpointMutation(supportEndpoints.replyToSupportRequest);
export const useNoteRequest = () => useEndpointMutation(supportEndpoints.noteSupportRequest);
export const useTakeRequest = () => useEndpointMutation(supportEndpoints.assignSupportRequest);
export const useSetRequestStatus = () => useEndpointMutation(supportEndpoints.setSupportStatus);
