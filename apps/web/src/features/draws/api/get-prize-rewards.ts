import { useQuery } from '@tanstack/react-query';
import { rewardEndpoints, type AnswerOf } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';

const { listAdminRewards } = rewardEndpoints;

/** Only active rewards can be a prize; the form lists them with their stock. */
const activeRewards = (answer: AnswerOf<typeof listAdminRewards>) =>
  answer.data.filter((reward) => reward.isActive);

/**
 * The promo-code tab's catalogue, under the same key: both tabs share one cache entry, and a change made there (a new
 * reward, an import) shows here without a second request.
 */
export const usePrizeRewards = () =>
  useQuery({ ...endpointQuery(listAdminRewards, useCallerScope()), select: activeRewards });
