import { useQuery } from '@tanstack/react-query';
import { coachEndpoints, type AnswerOf, type TrainingWeekChoice } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';
import { retriesUnlessFinal } from './retry';

const { trainingPlanOf } = coachEndpoints;
const planOf = (answer: AnswerOf<typeof trainingPlanOf>) => answer.data;

/** Which of the member's training weeks, on which of their days: the read's query, and its cache key's. */
export interface TrainingWeekQuery {
  today: string;
  week: TrainingWeekChoice;
}

/**
 * Last, this or next week of the member's training, on their `today`: weeks run from the day their plan began, which
 * only the API knows, so the week is asked by choice and its days come back with it.
 */
export function useTrainingPlan(query: TrainingWeekQuery, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(trainingPlanOf, useCallerScope(), { query }),
    select: planOf,
    enabled: isEnabled,
    retry: retriesUnlessFinal,
  });
}
