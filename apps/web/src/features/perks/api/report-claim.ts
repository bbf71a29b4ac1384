import { useMutation } from '@tanstack/react-query';
import type { MemberClaim } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useClaimsChanged } from './use-claims-changed';

/**
 * A code that does not work is flagged to the team and replaced by one fresh code, once per claim.
 * Errors: 7508 already reported, 7506 no fresh code left.
 */
export async function reportClaim(claimId: string): Promise<MemberClaim> {
  return (await api.post<{ data: MemberClaim }>(`/rewards/claims/${encodeURIComponent(claimId)}/report`))
    .data;
}

export function useReportClaim() {
  const onChanged = useClaimsChanged();
  return useMutation({ mutationFn: reportClaim, onSuccess: onChanged });
}
