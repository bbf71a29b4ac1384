import { useQueryClient } from '@tanstack/react-query';
import type { MemberClaim, MemberReward } from '@vitalia/contracts';
import { useCallback } from 'react';
import { rewardsKey } from './get-rewards';
import { myRewardsKey } from './get-my-rewards';
import { usePerksScope } from './perks-scope';

/**
 * A claim or a replacement code is the server's answer: it goes straight into "My rewards" (newest first) and marks
 * its reward as held in every category's list, so the card shows the code without another round trip.
 */
export function useClaimsChanged() {
  const queryClient = useQueryClient();
  const scope = usePerksScope();
  return useCallback(
    (claim: MemberClaim) => {
      queryClient.setQueryData<MemberClaim[]>(myRewardsKey(scope), (claims) =>
        claims ? [claim, ...claims.filter((existing) => existing.id !== claim.id)] : claims,
      );
      if (claim.source === 'claim') {
        queryClient.setQueriesData<MemberReward[]>({ queryKey: rewardsKey(scope) }, (rewards) =>
          rewards?.map((reward) =>
            reward.id === claim.rewardId ? { ...reward, claimId: claim.id } : reward,
          ),
        );
      }
    },
    [queryClient, scope],
  );
}

/** A reward found empty while claiming: every list shows it out of stock until the next read. */
export function useRewardOutOfStock() {
  const queryClient = useQueryClient();
  const scope = usePerksScope();
  return useCallback(
    (rewardId: string) =>
      queryClient.setQueriesData<MemberReward[]>({ queryKey: rewardsKey(scope) }, (rewards) =>
        rewards?.map((reward) => (reward.id === rewardId ? { ...reward, inStock: false } : reward)),
      ),
    [queryClient, scope],
  );
}
