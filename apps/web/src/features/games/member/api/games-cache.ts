import { hashKey, useQueryClient } from '@tanstack/react-query';
import { endpointName, gameEndpoints, type AnswerOf, type Endpoint, type Resource } from '@vitalia/contracts';
import { useCallback } from 'react';
import { keyOf, resourceKey, useCallerScope } from '../../../../lib/endpoint-queries';

/** The member's reads whose totals follow every award: points, ranks and draw entries. */
export const awardReads = [gameEndpoints.pointsOf, gameEndpoints.leaderboardOf] as const;

/**
 * After a change whose answer is a whole state (the quiz, the challenge, the streak): that answer replaces the cached
 * read, so the screen moves on without a second request, and only the reads the change affects are read again (a quiz
 * answer changes points and ranks, not the streak). Other resources the change declares (draws) are refreshed too.
 */
export function useStoreGameState() {
  const queryClient = useQueryClient();
  const scope = useCallerScope();
  return useCallback(
    async <E extends Endpoint>(
      read: E,
      answer: AnswerOf<E>,
      { stale = [], changes = [] }: { stale?: readonly Endpoint[]; changes?: readonly Resource[] } = {},
    ) => {
      const key = keyOf(read, scope);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, answer);
      const staleNames = new Set(stale.map(endpointName));
      const kept = hashKey(key);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: resourceKey('games'),
          predicate: (query) => query.queryHash !== kept && staleNames.has(String(query.queryKey[3])),
        }),
        ...changes
          .filter((resource) => resource !== 'games')
          .map((resource) => queryClient.invalidateQueries({ queryKey: resourceKey(resource) })),
      ]);
    },
    [queryClient, scope],
  );
}
