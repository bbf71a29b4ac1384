import { describe, expect, it } from 'vitest';
import type { StaffQuestionRow } from './games.repository';
import { weekQuestionsOf } from './quiz-week';

const staffQuestion = (n: number): StaffQuestionRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  weekStart: '2026-03-09',
  prompt: { writtenIn: 'fr', texts: { fr: `Question ${n} ?`, ar: `سؤال ${n}؟` } },
  choices: [
    { writtenIn: 'fr', texts: { fr: 'Oui' } },
    { writtenIn: 'fr', texts: { fr: 'Non' } },
  ],
  correctIndex: 1,
  explanation: { writtenIn: 'fr', texts: { fr: 'Parce que.' } },
  createdBy: null,
  createdAt: new Date('2026-03-01T10:00:00Z'),
});

describe('a week of quiz questions (issue 17)', () => {
  it('puts the questions staff wrote first, in the order written, and fills the ten with generated ones', () => {
    const week = weekQuestionsOf('2026-03-09', [staffQuestion(1), staffQuestion(2), staffQuestion(3)]);
    expect(week).toHaveLength(10);
    expect(week.slice(0, 3).map((question) => question.prompt.texts.fr)).toEqual([
      'Question 1 ?',
      'Question 2 ?',
      'Question 3 ?',
    ]);
    // The generated ones speak every language.
    for (const question of week.slice(3))
      expect(Object.keys(question.prompt.texts).sort()).toEqual(['ar', 'en', 'fr']);
  });

  it('is the same for everyone that week and changes the next', () => {
    const prompts = (weekStart: string) =>
      weekQuestionsOf(weekStart, []).map((question) => question.prompt.texts.en);
    expect(prompts('2026-03-09')).toEqual(prompts('2026-03-09'));
    expect(prompts('2026-03-16')).not.toEqual(prompts('2026-03-09'));
  });

  it('keeps ten when staff wrote ten', () => {
    const week = weekQuestionsOf(
      '2026-03-09',
      Array.from({ length: 10 }, (_, n) => staffQuestion(n % 10)),
    );
    expect(week.every((question) => question.prompt.writtenIn === 'fr')).toBe(true);
  });
});
