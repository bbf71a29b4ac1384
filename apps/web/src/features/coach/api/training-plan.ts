import { useQuery } from '@tanstack/react-query';
import { coachEndpoints, type AnswerOf } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';
import { retriesUnlessFinal } from './retry';

const { trainingPlanOf } = coachEndpoints;
const planOf = (answer: AnswerOf<typeof trainingPlanOf>) => answer.data;

/** The week of training starting on `week` (the member's own Monday), with the sessions logged in it. */
export function useTrainingPlan(week: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(trainingPlanOf, useCallerScope(), { query: { week } }),
    select: planOf,
    enabled: isEnabled,
    retry: retriesUnlessFinal,
  });
}
