import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, personaEndpoints, type AnswerOf, type PersonaAnswer } from '@vitalia/contracts';
import { useCallback } from 'react';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { endpointQuery, useCallerScope, useEndpointMutation } from '../../../lib/endpoint-queries';

const answersOf = (answer: AnswerOf<typeof personaEndpoints.myAnswers>) => answer.data;

/** Refusals that a second try cannot change: the screen says so (or offers Premium) at once. */
export const retriesUnlessFinal = (failures: number, error: unknown) =>
  failures < 2 &&
  !isCode(apiErrorOf(error).code, ErrorCode.notAuthorized, ErrorCode.accessDenied, ErrorCode.notFound);

/** The caller's recent questions and answers, oldest first (the API's order), as a chat reads them. */
export const usePersonaAnswers = () =>
  useQuery({
    ...endpointQuery(personaEndpoints.myAnswers, useCallerScope()),
    select: answersOf,
    retry: retriesUnlessFinal,
  });

/** Puts an answer into the history as it stands (a new one last; a flagged one in its place), without a read. */
export function useKeepAnswer() {
  const queryClient = useQueryClient();
  const scope = useCallerScope();
  return useCallback(
    (answer: PersonaAnswer) => {
      const { queryKey } = endpointQuery(personaEndpoints.myAnswers, scope);
      queryClient.setQueryData<{ data: PersonaAnswer[] }>(queryKey, (current) => {
        const answers = current?.data ?? [];
        const index = answers.findIndex((each) => each.id === answer.id);
        if (index === -1) return { data: [...answers, answer] };
        return { data: answers.map((each) => (each.id === answer.id ? answer : each)) };
      });
    },
    [queryClient, scope],
  );
}

export function useFlagAnswer() {
  const keep = useKeepAnswer();
  return useEndpointMutation(personaEndpoints.flagPersonaAnswer, { onSuccess: ({ data }) => keep(data) });
}
