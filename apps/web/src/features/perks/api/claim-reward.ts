import { useMutation } from '@tanstack/react-query';
import type { MemberClaim } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useClaimsChanged } from './use-claims-changed';

/**
 * D7: one code per member per reward. Claiming again answers the same code (200), so a double tap or a retry after
 * a lost answer never spends a second code. Errors: 7506 out of stock, 7507 reward no longer offered.
 */
export async function claimReward(rewardId: string): Promise<MemberClaim> {
  return (await api.post<{ data: MemberClaim }>(`/rewards/${encodeURIComponent(rewardId)}/claim`)).data;
}

export function useClaimReward() {
  const onChanged = useClaimsChanged();
  return useMutation({ mutationFn: claimReward, onSuccess: onChanged });
}
