import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  coachEndpoints,
  type AnswerOf,
  type SessionLogInput,
  type SessionUnlogQuery,
} from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, resourceKey, useCallerScope } from '../../../lib/endpoint-queries';
import type { TrainingWeekQuery } from './training-plan';

const { logSession, unlogSession, trainingPlanOf } = coachEndpoints;

/**
 * A change to the sessions of the week on show (`shown`). The answer is the whole week as it now stands, so it
 * replaces the cached week rather than the week being read again. Nothing else of the coach changes: a week is
 * decided once, when it begins, and a week ahead is previewed as if this one goes to plan, so unlike
 * `useEndpointMutation` this does not refresh the whole `coach` resource. The games count the session (issue 38):
 * their reads are marked stale, read again when next shown.
 */
function useSessionChange<Input>(
  shown: TrainingWeekQuery,
  send: (input: Input) => Promise<AnswerOf<typeof trainingPlanOf>>,
) {
  const queryClient = useQueryClient();
  const scope = useCallerScope();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      const weekKey = keyOf(trainingPlanOf, scope, { query: shown });
      // A read of the week already under way would otherwise land after the answer and take the change away.
      await queryClient.cancelQueries({ queryKey: weekKey });
      queryClient.setQueryData(weekKey, answer);
      await queryClient.invalidateQueries({ queryKey: resourceKey('games'), refetchType: 'none' });
    },
  });
}

/** Logs a planned session with how it felt (again replaces the rating). */
export const useLogSession = (shown: TrainingWeekQuery) =>
  useSessionChange(shown, (body: SessionLogInput) => call(logSession, { body }));

/** Takes a logged session back. */
export const useUnlogSession = (shown: TrainingWeekQuery) =>
  useSessionChange(shown, (query: SessionUnlogQuery) => call(unlogSession, { query }));
