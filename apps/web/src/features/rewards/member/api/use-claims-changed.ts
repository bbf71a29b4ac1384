import { useQueryClient } from '@tanstack/react-query';
import { memberRewardEndpoints, type AnswerOf, type MemberClaim, type Resource } from '@vitalia/contracts';
import { useCallback } from 'react';
import { keyOf, useCallerScope, useResourcesChanged } from '../../../../lib/endpoint-queries';

const { listMemberRewards, listMyClaims } = memberRewardEndpoints;
type Rewards = AnswerOf<typeof listMemberRewards>;
type Claims = AnswerOf<typeof listMyClaims>;

/**
 * A claim or a replacement code is the server's answer, so it is written at once into "My rewards" (newest first)
 * and marks its reward held in every category's list: the code shows without waiting for a read. What the change
 * touched is then read again, as after any change.
 */
export function useClaimsChanged() {
  const queryClient = useQueryClient();
  const scope = useCallerScope();
  const resourcesChanged = useResourcesChanged();
  return useCallback(
    async (claim: MemberClaim, changes: readonly Resource[] = []) => {
      queryClient.setQueryData<Claims>(
        keyOf(listMyClaims, scope),
        (mine) => mine && { data: [claim, ...mine.data.filter((existing) => existing.id !== claim.id)] },
      );
      if (claim.source === 'claim') {
        // The key without a category matches every category's list.
        queryClient.setQueriesData<Rewards>(
          { queryKey: keyOf(listMemberRewards, scope) },
          (rewards) =>
            rewards && {
              data: rewards.data.map((reward) =>
                reward.id === claim.rewardId ? { ...reward, claimId: claim.id } : reward,
              ),
            },
        );
      }
      await resourcesChanged(changes);
    },
    [queryClient, scope, resourcesChanged],
  );
}

/**
 * A reward found empty while claiming: every list shows it out of stock until the next read. Not read again now: the
 * server leaves an empty reward out, and the card would vanish with the words that explain it.
 */
export function useRewardOutOfStock() {
  const queryClient = useQueryClient();
  const scope = useCallerScope();
  return useCallback(
    (rewardId: string) =>
      queryClient.setQueriesData<Rewards>(
        { queryKey: keyOf(listMemberRewards, scope) },
        (rewards) =>
          rewards && {
            data: rewards.data.map((reward) =>
              reward.id === rewardId ? { ...reward, inStock: false } : reward,
            ),
          },
      ),
    [queryClient, scope],
  );
}
