import { useQuery } from '@tanstack/react-query';
import { coachEndpoints, type AnswerOf } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';
import { retriesUnlessFinal } from './retry';

const { mealWeekOf } = coachEndpoints;
const weekOf = (answer: AnswerOf<typeof mealWeekOf>) => answer.data;

/** The week of meals starting on `week` (the member's own Monday); planned by the API on first read. */
export function useMealWeek(week: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(mealWeekOf, useCallerScope(), { query: { week } }),
    select: weekOf,
    enabled: isEnabled,
    retry: retriesUnlessFinal,
  });
}
