import { useQuery } from '@tanstack/react-query';
import { coachEndpoints, type AnswerOf } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';
import { retriesUnlessFinal } from './retry';

const { shoppingListOf } = coachEndpoints;
const listOf = (answer: AnswerOf<typeof shoppingListOf>) => answer.data;

/** What to buy for the week starting on `week`, by aisle, weighed as bought. */
export function useShoppingList(week: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(shoppingListOf, useCallerScope(), { query: { week } }),
    select: listOf,
    enabled: isEnabled,
    retry: retriesUnlessFinal,
  });
}
