import { useMutation, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type ActivityInput, type AnswerOf } from '@vitalia/contracts';
import { call } from '../../../../lib/endpoint-client';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';
import { awardReads, useStoreGameState } from './games-cache';
import { retriesUnlessDenied } from './retry';

const { challengeOf, logActivity, changeActivity, removeActivity } = gameEndpoints;
const stateOf = (answer: AnswerOf<typeof challengeOf>) => answer.data;

/** This month's challenge with the member's progress and activities, and the badges earned. */
export function useChallenge({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery(challengeOf, useCallerScope()),
    select: stateOf,
    enabled: isEnabled,
    retry: retriesUnlessDenied,
  });
}

/** Every change to an activity answers with the whole challenge; a milestone reached gives points. */
function useActivityChange<Input>(
  send: (input: Input) => Promise<AnswerOf<typeof challengeOf>>,
  changes: typeof logActivity.changes,
) {
  const store = useStoreGameState();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => store(challengeOf, answer, { stale: awardReads, changes }),
  });
}

export const useLogActivity = () =>
  useActivityChange((body: ActivityInput) => call(logActivity, { body }), logActivity.changes);

export const useChangeActivity = () =>
  useActivityChange(
    ({ activityId, body }: { activityId: string; body: ActivityInput }) =>
      call(changeActivity, { params: { activityId }, body }),
    changeActivity.changes,
  );

export const useRemoveActivity = () =>
  useActivityChange(
    (activityId: string) => call(removeActivity, { params: { activityId } }),
    removeActivity.changes,
  );
