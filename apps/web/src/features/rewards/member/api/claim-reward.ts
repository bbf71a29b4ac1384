import { useMutation } from '@tanstack/react-query';
import { memberRewardEndpoints, type InputOf } from '@vitalia/contracts';
import { call } from '../../../../lib/endpoint-client';
import { useClaimsChanged } from './use-claims-changed';

const { claimReward } = memberRewardEndpoints;

/**
 * D7: one code per member per reward. Claiming again answers the same code (200), so a double tap or a retry after
 * a lost answer never spends a second code. Errors: 7506 out of stock, 7507 reward no longer offered.
 */
export function useClaimReward() {
  const claimsChanged = useClaimsChanged();
  return useMutation({
    mutationFn: (input: InputOf<typeof claimReward>) => call(claimReward, input),
    onSuccess: ({ data }) => claimsChanged(data, claimReward.changes),
  });
}
