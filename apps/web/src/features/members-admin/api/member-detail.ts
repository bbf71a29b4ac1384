import { membersAdminEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../lib/endpoint-queries';

/** A member as staff see them: profile, billing, claims and wins, moderation, sign-in methods. */
export const useMemberDetail = (memberId: string) =>
  useEndpointData(membersAdminEndpoints.memberById, { params: { memberId } });
