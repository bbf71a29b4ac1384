import { useQuery } from '@tanstack/react-query';
import { ErrorCode, memberRewardEndpoints, type AnswerOf, type RewardCategory } from '@vitalia/contracts';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';

const { listMemberRewards } = memberRewardEndpoints;
const rewardsOf = (answer: AnswerOf<typeof listMemberRewards>) => answer.data;

/** D7: the active rewards a Premium member can claim (or already holds); a free member is answered 4003. */
export function useRewards(category: RewardCategory | null, { isEnabled }: { isEnabled: boolean }) {
  const query = endpointQuery(listMemberRewards, useCallerScope(), {
    query: { category: category ?? undefined },
  });
  return useQuery({
    ...query,
    select: rewardsOf,
    enabled: isEnabled,
    // Access denied will not change on a second try; the screen offers Premium instead.
    retry: (count, error) => !isCode(apiErrorOf(error).code, ErrorCode.accessDenied) && count < 1,
  });
}
