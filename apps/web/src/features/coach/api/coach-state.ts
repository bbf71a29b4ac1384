import { useQuery } from '@tanstack/react-query';
import { coachEndpoints, type AnswerOf } from '@vitalia/contracts';
import { apiErrorOf } from '../../../lib/api-client';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';

const { coachStateOf } = coachEndpoints;
const stateOf = (answer: AnswerOf<typeof coachStateOf>) => answer.data;

/** The coach's answers, what it still needs and the day's targets; a Free member is answered 4003 (D4). */
export function useCoachState({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(coachStateOf, useCallerScope()),
    select: stateOf,
    enabled: isEnabled,
    // Access denied will not change on a second try; the screen offers Premium instead.
    retry: (count, error) => apiErrorOf(error).code !== '4003' && count < 1,
  });
}
