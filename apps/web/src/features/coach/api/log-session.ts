import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachEndpoints, type SessionLogInput } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, useCallerScope } from '../../../lib/endpoint-queries';

const { logSession, trainingPlanOf } = coachEndpoints;

/**
 * Logs a planned session with how it felt (again replaces the rating). The answer is the whole week as it now
 * stands, so it replaces the cached week rather than the week being read again. Nothing else changes: a week is
 * decided once, when it begins, and a week ahead is previewed as if this one goes to plan, so unlike
 * `useEndpointMutation` this does not refresh the whole `coach` resource.
 */
export function useLogSession() {
  const queryClient = useQueryClient();
  const scope = useCallerScope();
  return useMutation({
    mutationFn: (body: SessionLogInput) => call(logSession, { body }),
    onSuccess: async (answer, { week }) => {
      const weekKey = keyOf(trainingPlanOf, scope, { query: { week } });
      // A read of the week already under way would otherwise land after the answer and take the rating away.
      await queryClient.cancelQueries({ queryKey: weekKey });
      queryClient.setQueryData(weekKey, answer);
    },
  });
}
