import { quizQuestionsPerWeek, type TextPerLanguage } from '@vitalia/contracts';
import { generatedQuestions, type Texts } from './quiz-generator';
import type { StaffQuestionRow } from './games.repository';

/** A question of the week, whoever wrote it: the staff's in their languages, ours in all three. */
export interface WeekQuestion {
  prompt: TextPerLanguage;
  choices: TextPerLanguage[];
  correctIndex: number;
  explanation: TextPerLanguage;
}

const everyLanguage = (texts: Texts): TextPerLanguage => ({ writtenIn: 'en', texts: { ...texts } });

/** Generated weeks never change: computed once per week and kept (a few KB each). */
const generatedWeeks = new Map<string, WeekQuestion[]>();

function generatedWeek(weekStart: string): WeekQuestion[] {
  let week = generatedWeeks.get(weekStart);
  if (!week) {
    week = generatedQuestions(weekStart, quizQuestionsPerWeek).map((question) => ({
      prompt: everyLanguage(question.prompt),
      choices: question.choices.map(everyLanguage),
      correctIndex: question.correctIndex,
      explanation: everyLanguage(question.explanation),
    }));
    generatedWeeks.set(weekStart, week);
  }
  return week;
}

/**
 * The week's ten: the questions staff wrote for it first, in the order written, then generated ones. Staff write only
 * for weeks to come, so once a week begins its questions and their positions are fixed.
 */
export function weekQuestionsOf(
  weekStart: string,
  staffQuestions: readonly StaffQuestionRow[],
): WeekQuestion[] {
  const written = staffQuestions.slice(0, quizQuestionsPerWeek).map((row) => ({
    prompt: row.prompt,
    choices: row.choices,
    correctIndex: row.correctIndex,
    explanation: row.explanation,
  }));
  return [...written, ...generatedWeek(weekStart).slice(0, quizQuestionsPerWeek - written.length)];
}
