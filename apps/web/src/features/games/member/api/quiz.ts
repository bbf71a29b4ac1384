import { useMutation, useQuery } from '@tanstack/react-query';
import { gameEndpoints, type AnswerOf, type QuizAnswerInput } from '@vitalia/contracts';
import { call } from '../../../../lib/endpoint-client';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';
import { awardReads, useStoreGameState } from './games-cache';
import { retriesUnlessDenied } from './retry';

const { quizOf, showNextQuestion, answerQuestion } = gameEndpoints;
const stateOf = (answer: AnswerOf<typeof quizOf>) => answer.data;

/** This week's quiz as the member plays it: the question on screen, the answers given, the score. */
export function useQuiz({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery(quizOf, useCallerScope()),
    select: stateOf,
    enabled: isEnabled,
    retry: retriesUnlessDenied,
  });
}

/**
 * Shows the next question: the server starts its timer now. The answer is the quiz with that question on screen; the
 * moment it arrived is kept with it, since the countdown runs from there on this device's clock.
 */
export function useShowNextQuestion() {
  const store = useStoreGameState();
  return useMutation({
    mutationFn: async () => ({ answer: await call(showNextQuestion), receivedAt: Date.now() }),
    onSuccess: ({ answer }) => store(quizOf, answer),
  });
}

/** Answers the question on screen, once; the result (right or not, the explanation) comes back with the quiz. */
export function useAnswerQuestion() {
  const store = useStoreGameState();
  return useMutation({
    mutationFn: (body: QuizAnswerInput) => call(answerQuestion, { body }),
    onSuccess: (answer) =>
      store(quizOf, { data: answer.data.quiz }, { stale: awardReads, changes: answerQuestion.changes }),
  });
}
