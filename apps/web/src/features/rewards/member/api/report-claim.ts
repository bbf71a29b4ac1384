import { useMutation } from '@tanstack/react-query';
import { memberRewardEndpoints, type InputOf } from '@vitalia/contracts';
import { call } from '../../../../lib/endpoint-client';
import { useClaimsChanged } from './use-claims-changed';

const { reportClaim } = memberRewardEndpoints;

/**
 * A code that does not work is flagged to the team and replaced by one fresh code, once per claim.
 * Errors: 7508 already reported, 7506 no fresh code left.
 */
export function useReportClaim() {
  const claimsChanged = useClaimsChanged();
  return useMutation({
    mutationFn: (input: InputOf<typeof reportClaim>) => call(reportClaim, input),
    onSuccess: ({ data }) => claimsChanged(data, reportClaim.changes),
  });
}
