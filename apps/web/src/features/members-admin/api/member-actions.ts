import { membersAdminEndpoints } from '@vitalia/contracts';
import { useEndpointMutation } from '../../../lib/endpoint-queries';

/**
 * What staff do for a member. Each is written to the audit log with the change; on success the member's page, the
 * list and the audit log refresh (the endpoints declare the resources they change).
 */
export const useChangeRole = () => useEndpointMutation(membersAdminEndpoints.changeRole);
export const useGrantComplimentary = () =>
  useEndpointMutation(membersAdminEndpoints.grantComplimentaryPremium);
export const useRevokeComplimentary = () =>
  useEndpointMutation(membersAdminEndpoints.revokeComplimentaryPremium);
export const useSignOutEverywhere = () => useEndpointMutation(membersAdminEndpoints.signOutEverywhere);
export const useResendReceipt = () => useEndpointMutation(membersAdminEndpoints.resendReceipt);
export const useStartDeletion = () => useEndpointMutation(membersAdminEndpoints.startDeletion);
