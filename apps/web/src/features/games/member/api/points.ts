import { useQuery } from '@tanstack/react-query';
import { gameEndpoints, type AnswerOf } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';
import { retriesUnlessDenied } from './retry';

const { pointsOf } = gameEndpoints;
const summaryOf = (answer: AnswerOf<typeof pointsOf>) => answer.data;

/** The member's points: the month day by day, all time, draw entries and the latest awards. */
export function usePoints() {
  return useQuery({
    ...endpointQuery(pointsOf, useCallerScope()),
    select: summaryOf,
    retry: retriesUnlessDenied,
  });
}
