import { useQuery } from '@tanstack/react-query';
import { coachEndpoints, type AnswerOf } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';
import { retriesUnlessFinal } from './retry';

const { coachStateOf } = coachEndpoints;
const stateOf = (answer: AnswerOf<typeof coachStateOf>) => answer.data;

/** The coach's answers, what it still needs and the day's targets; a Free member is answered 4003 (D4). */
export function useCoachState({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(coachStateOf, useCallerScope()),
    select: stateOf,
    enabled: isEnabled,
    // Access denied (4003) will not change on a second try; the screen offers Premium instead.
    retry: retriesUnlessFinal,
  });
}
