import { useQueryClient } from '@tanstack/react-query';
import { personaEndpoints, type ReviewedAnswer, type ReviewFilter } from '@vitalia/contracts';
import { useCallback } from 'react';
import { resourceKey, useEndpointData, useEndpointMutation } from '../../../lib/endpoint-queries';

/** Flagged answers (oldest flag first), a sample of the last week's, or the questions no entry answers yet. */
export const useReviewQueue = (filter: ReviewFilter) =>
  useEndpointData(personaEndpoints.reviewQueue, { query: { filter } });

/**
 * The decision's answer, in every cached list that shows it: the card changes at once, whatever the refresh that
 * follows says (a decided answer may leave the flagged list then).
 */
function useKeepReviewed() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ data }: { data: ReviewedAnswer }) =>
      queryClient.setQueriesData<{ data: ReviewedAnswer[] }>(
        { queryKey: resourceKey('persona-review') },
        (current) =>
          current && Array.isArray(current.data)
            ? { data: current.data.map((each) => (each.id === data.id ? data : each)) }
            : current,
      ),
    [queryClient],
  );
}

export function useApproveAnswer() {
  return useEndpointMutation(personaEndpoints.approveAnswer, { onSuccess: useKeepReviewed() });
}

export function useCorrectAnswer() {
  return useEndpointMutation(personaEndpoints.correctAnswer, { onSuccess: useKeepReviewed() });
}

export function useHideAnswer() {
  return useEndpointMutation(personaEndpoints.hideAnswer, { onSuccess: useKeepReviewed() });
}
