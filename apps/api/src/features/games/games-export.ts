import { resolveText, type Language } from '@vitalia/contracts';
import type { GamesRepository } from './games.repository';
import { weekQuestionsOf } from './quiz-week';

/**
 * The games' part of a member's data export (decision 046): the repository's rows, with each quiz answer given the
 * question's words and the chosen answer's in the member's language, as the quiz showed them. The right answer of a
 * question the member has not answered is never given.
 */
export function gamesExport(repository: Pick<GamesRepository, 'exportFor' | 'staffQuestionsOf'>) {
  return async (userId: string, language: Language) => {
    const { quizAnswers, ...rest } = await repository.exportFor(userId);
    const weeks = new Map<string, ReturnType<typeof weekQuestionsOf>>();
    for (const week of new Set(quizAnswers.map((answer) => answer.week)))
      weeks.set(week, weekQuestionsOf(week, await repository.staffQuestionsOf(week)));
    return {
      ...rest,
      quizAnswers: quizAnswers.map(({ week, position, chosenIndex, ...answer }) => {
        const question = weeks.get(week)?.[position];
        const chosen = chosenIndex === null ? undefined : question?.choices[chosenIndex];
        return {
          week,
          position,
          question: question ? resolveText(question.prompt, language).text : null,
          yourAnswer: chosen ? resolveText(chosen, language).text : null,
          ...answer,
        };
      }),
    };
  };
}
