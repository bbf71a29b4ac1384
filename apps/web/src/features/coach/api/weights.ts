import { useQuery } from '@tanstack/react-query';
import { coachEndpoints, type AnswerOf } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';
import { retriesUnlessFinal } from './retry';

const { weightsOf } = coachEndpoints;
const entriesOf = (answer: AnswerOf<typeof weightsOf>) => answer.data;

/** The weights the member logged over the last year, oldest first, each with the energy target it gave. */
export function useWeights({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(weightsOf, useCallerScope()),
    select: entriesOf,
    enabled: isEnabled,
    retry: retriesUnlessFinal,
  });
}
