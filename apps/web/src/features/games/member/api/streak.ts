import { useMutation, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type AnswerOf } from '@vitalia/contracts';
import { call } from '../../../../lib/endpoint-client';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';
import { awardReads, useStoreGameState } from './games-cache';
import { retriesUnlessDenied } from './retry';

const { streakOf, checkIn } = gameEndpoints;
const stateOf = (answer: AnswerOf<typeof streakOf>) => answer.data;

/** The member's daily check-in streak. */
export function useStreak({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(streakOf, useCallerScope()),
    select: stateOf,
    enabled: isEnabled,
    retry: retriesUnlessDenied,
  });
}

/** Today's check-in (a UTC day); the answer says how many points it gave. */
export function useCheckIn() {
  const store = useStoreGameState();
  return useMutation({
    mutationFn: () => call(checkIn),
    onSuccess: (answer) => store(streakOf, answer, { stale: awardReads, changes: checkIn.changes }),
  });
}
