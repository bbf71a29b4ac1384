import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rewardEndpoints, type AnswerOf, type PromoCodeFilter } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';

/** What the code list and its CSV export share, so the file holds what the screen shows. */
export interface PromoCodeFilters {
  status: PromoCodeFilter;
  search: string;
}

const { listPromoCodes } = rewardEndpoints;
const pageOf = (answer: AnswerOf<typeof listPromoCodes>) => answer.data;

export function usePromoCodes(rewardId: string, filters: PromoCodeFilters, page: number) {
  const scope = useCallerScope();
  return useQuery({
    ...endpointQuery(listPromoCodes, scope, {
      params: { rewardId },
      query: { ...filters, page },
    }),
    select: pageOf,
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
