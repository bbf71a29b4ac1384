import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type AnswerOf, type LeaderboardPeriod } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';
import { retriesUnlessDenied } from './retry';

const { leaderboardOf } = gameEndpoints;
const boardOf = (answer: AnswerOf<typeof leaderboardOf>) => answer.data;

/** The top 50 of the month or of all time, and the member's own place. */
export function useLeaderboard(
  period: LeaderboardPeriod,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({
    ...endpointQuery(leaderboardOf, useCallerScope(), { query: { period } }),
    select: boardOf,
    enabled: isEnabled,
    retry: retriesUnlessDenied,
    // Switching period keeps the last board on screen (dimmed) until the other arrives.
    placeholderData: keepPreviousData,
  });
}
