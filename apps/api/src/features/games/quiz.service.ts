import {
  ErrorCode,
  quizQuestionsPerWeek,
  quizTimeLimitSeconds,
  resolveText,
  translationsBeside,
  type Language,
  type QuizAnswerInput,
  type QuizResult,
  type QuizState,
  type StaffQuestion,
  type StaffQuestionInput,
  type TextPerLanguage,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { addDays } from '../../lib/calendar-days';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { GamesContext } from './games-context';
import type { QuizPlayRow, StaffQuestionRow } from './games.repository';
import { quizPoints } from './points-rules';
import { weekQuestionsOf, type WeekQuestion } from './quiz-week';

const timeLimitMs = quizTimeLimitSeconds * 1000;
/**
 * An answer sent in the timer's last moment spends some of it on the way: answers arriving this much later still
 * count (right, with no speed bonus); anything later is refused (7900).
 */
const networkGraceMs = 1500;

/** Staff text (D9): the written language's text is required; translations blank or in that language are dropped. */
function staffText(
  writtenIn: Language,
  texts: Partial<Record<Language, string>>,
  field: string,
): TextPerLanguage {
  const written = texts[writtenIn]?.trim();
  if (!written) throw new AppError(ErrorCode.quizTextRequired, [{ field, code: ErrorCode.quizTextRequired }]);
  return { writtenIn, texts: { ...translationsBeside(writtenIn, texts), [writtenIn]: written } };
}

/** The weekly quiz, timed by the server, and the questions staff write for the weeks to come (decision 034). */
export function quizService(context: GamesContext) {
  const { repository, memberOf, now, thisWeek, award } = context;

  async function weekQuestions(weekStart: string): Promise<WeekQuestion[]> {
    return weekQuestionsOf(weekStart, await repository.staffQuestionsOf(weekStart));
  }

  const isExpired = (play: QuizPlayRow, at: Date) =>
    play.answeredAt === null && at.getTime() - play.shownAt.getTime() > timeLimitMs + networkGraceMs;

  function resultOf(play: QuizPlayRow, question: WeekQuestion, language: Language): QuizResult {
    return {
      position: play.position,
      prompt: resolveText(question.prompt, language),
      choices: question.choices.map((choice) => resolveText(choice, language)),
      chosenIndex: play.chosenIndex,
      correctIndex: question.correctIndex,
      isCorrect: play.isCorrect ?? false,
      answeredInMs: play.answeredAt ? play.answeredAt.getTime() - play.shownAt.getTime() : null,
      points: play.points ?? 0,
      explanation: resolveText(question.explanation, language),
    };
  }

  async function quizStateOf(userId: string, language: Language): Promise<QuizState> {
    const weekStart = thisWeek();
    const [questions, plays] = await Promise.all([
      weekQuestions(weekStart),
      repository.playsOf(userId, weekStart),
    ]);
    const at = now();
    const done = plays.filter((play) => play.answeredAt !== null || isExpired(play, at));
    const open = plays.find((play) => play.answeredAt === null && !isExpired(play, at));
    const openQuestion = open ? questions[open.position] : undefined;
    return {
      weekStart,
      closesAt: new Date(`${addDays(weekStart, 7)}T00:00:00Z`).toISOString(),
      questionCount: questions.length,
      timeLimitSeconds: quizTimeLimitSeconds,
      current:
        open && openQuestion
          ? {
              position: open.position,
              prompt: resolveText(openQuestion.prompt, language),
              choices: openQuestion.choices.map((choice) => resolveText(choice, language)),
              shownAt: open.shownAt.toISOString(),
              expiresAt: new Date(open.shownAt.getTime() + timeLimitMs).toISOString(),
            }
          : null,
      results: done.map((play) => resultOf(play, questions[play.position]!, language)),
      score: done.reduce((sum, play) => sum + (play.points ?? 0), 0),
      isComplete: done.length >= questions.length,
    };
  }

  function staffQuestionOf(row: StaffQuestionRow): StaffQuestion {
    return {
      id: row.id,
      week: row.weekStart,
      prompt: row.prompt,
      choices: row.choices,
      correctIndex: row.correctIndex,
      explanation: row.explanation,
      createdAt: row.createdAt.toISOString(),
      isLocked: row.weekStart <= thisWeek(),
    };
  }

  function questionValues(input: StaffQuestionInput) {
    if (input.week <= thisWeek()) throw new AppError(ErrorCode.quizWeekBegun);
    if (input.correctIndex >= input.choices.length) {
      throw new AppError(ErrorCode.quizCorrectChoiceInvalid, [
        { field: 'correctIndex', code: ErrorCode.quizCorrectChoiceInvalid },
      ]);
    }
    return {
      weekStart: input.week,
      prompt: staffText(input.writtenIn, input.prompt, 'prompt'),
      choices: input.choices.map((choice, index) => staffText(input.writtenIn, choice, `choices.${index}`)),
      correctIndex: input.correctIndex,
      explanation: staffText(input.writtenIn, input.explanation, 'explanation'),
    };
  }

  async function editableQuestion(questionId: string): Promise<StaffQuestionRow> {
    const row = isUuid(questionId) ? await repository.staffQuestion(questionId) : undefined;
    if (!row) throw new AppError(ErrorCode.notFound);
    if (row.weekStart <= thisWeek()) throw new AppError(ErrorCode.quizWeekBegun);
    return row;
  }

  return {
    async quiz(caller: Caller): Promise<QuizState> {
      const member = await memberOf(caller);
      return quizStateOf(member.id, member.language);
    },
    /** Shows the next question and starts its timer; while one runs, the same one. 7904 once all are done. */
    async showNext(caller: Caller): Promise<QuizState> {
      const member = await memberOf(caller);
      const state = await quizStateOf(member.id, member.language);
      if (state.current) return state;
      if (state.isComplete) throw new AppError(ErrorCode.quizComplete);
      // A concurrent request may show it first: the primary key keeps one, and both answer with it.
      await repository.insertPlay({
        userId: member.id,
        weekStart: state.weekStart,
        position: state.results.length,
        shownAt: now(),
      });
      return quizStateOf(member.id, member.language);
    },
    /**
     * Answers the question on screen. Refused, scoring nothing: another week (7902), a question not shown (7903),
     * answered already (7901, also for the losers of concurrent requests), after the timer (7900).
     */
    async answer(caller: Caller, input: QuizAnswerInput): Promise<{ result: QuizResult; quiz: QuizState }> {
      const member = await memberOf(caller);
      const weekStart = thisWeek();
      if (input.week !== weekStart) throw new AppError(ErrorCode.quizWeekNotCurrent);
      const questions = await weekQuestions(weekStart);
      const question = questions[input.position];
      const play = (await repository.playsOf(member.id, weekStart)).find(
        (row) => row.position === input.position,
      );
      if (!question || !play) throw new AppError(ErrorCode.quizQuestionNotShown);
      if (play.answeredAt !== null) throw new AppError(ErrorCode.quizAlreadyAnswered);
      const at = now();
      if (isExpired(play, at)) throw new AppError(ErrorCode.quizAnswerTooLate);
      if (input.choiceIndex >= question.choices.length) throw new AppError(ErrorCode.invalidRequest);
      const isCorrect = input.choiceIndex === question.correctIndex;
      const answeredInMs = Math.min(at.getTime() - play.shownAt.getTime(), timeLimitMs);
      const key = { userId: member.id, weekStart, position: input.position };
      const answered = await repository.transaction(async (tx) => {
        await tx.lock(`member:${member.id}`);
        const row = await tx.answerPlay(key, {
          answeredAt: at,
          chosenIndex: input.choiceIndex,
          isCorrect,
          points: 0,
        });
        if (!row) throw new AppError(ErrorCode.quizAlreadyAnswered);
        const points = await award(tx, {
          userId: member.id,
          source: 'quiz',
          awardKey: `quiz:${weekStart}:${input.position}`,
          wanted: quizPoints({ isCorrect, answeredInMs, timeLimitMs }),
        });
        if (points > 0) await tx.setPlayPoints(key, points);
        return { ...row, points };
      });
      return {
        result: resultOf(answered, question, member.language),
        quiz: await quizStateOf(member.id, member.language),
      };
    },
    async staffQuestions(week: string): Promise<StaffQuestion[]> {
      return (await repository.staffQuestionsOf(week)).map(staffQuestionOf);
    },
    async createQuestion(caller: Caller, input: StaffQuestionInput): Promise<StaffQuestion> {
      const member = await memberOf(caller);
      const values = questionValues(input);
      const row = await repository.transaction(async (tx) => {
        // One writer per week at a time, so two staff adding the 10th question at once cannot make 11.
        await tx.lock(`quiz-week:${input.week}`);
        if ((await tx.countStaffQuestions(input.week)) >= quizQuestionsPerWeek)
          throw new AppError(ErrorCode.quizWeekFull);
        return tx.insertStaffQuestion({ ...values, createdBy: member.id });
      });
      return staffQuestionOf(row);
    },
    async updateQuestion(questionId: string, input: StaffQuestionInput): Promise<StaffQuestion> {
      const existing = await editableQuestion(questionId);
      const row = await repository.transaction(async (tx) => {
        // Moving a question into another week writes one there: counted under that week's lock, as a new one is, so
        // moves made at once cannot make 11 either.
        if (input.week !== existing.weekStart) {
          await tx.lock(`quiz-week:${input.week}`);
          if ((await tx.countStaffQuestions(input.week)) >= quizQuestionsPerWeek)
            throw new AppError(ErrorCode.quizWeekFull);
        }
        return tx.updateStaffQuestion(questionId, questionValues(input));
      });
      if (!row) throw new AppError(ErrorCode.notFound);
      return staffQuestionOf(row);
    },
    async deleteQuestion(questionId: string): Promise<void> {
      await editableQuestion(questionId);
      await repository.deleteStaffQuestion(questionId);
    },
  };
}
