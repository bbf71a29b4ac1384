import { allergens, languages, muscleGroups } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { exerciseTable } from '../../data/exercises';
import { foodsById } from '../../data/foods';
import type { Food } from '../../data/foods/food-types';
import { allergenNameStems, generatedQuestions, quizKinds, type QuizQuestion } from './quiz-generator';

const dayMs = 86_400_000;
const firstMonday = Date.parse('2024-01-01T00:00:00Z');
const mondays = Array.from({ length: 200 }, (_, week) =>
  new Date(firstMonday + week * 7 * dayMs).toISOString().slice(0, 10),
);
const perWeek = 10;
const weeks = mondays.map((monday) => ({ monday, questions: generatedQuestions(monday, perWeek) }));
const allQuestions = weeks.flatMap(({ questions }) => questions);
const ofKind = <K extends QuizQuestion['kind']>(kind: K) =>
  allQuestions.filter((question): question is QuizQuestion & { kind: K } => question.kind === kind);

const nutrientQuestions = [
  ...ofKind('most-protein'),
  ...ofKind('more-protein'),
  ...ofKind('fewest-kcal'),
  ...ofKind('most-fibre'),
];

const exercisesById = new Map(exerciseTable.map((exercise) => [exercise.id, exercise]));
const foodOf = (id: string): Food => {
  const food = foodsById.get(id);
  if (!food) throw new Error(`No food ${id} in the table`);
  return food;
};
const arabicLetter = /\p{Script=Arabic}/u;
/** A number as written, not part of a longer one. */
const shownAlone = (number: string) =>
  new RegExp(`(?<![\\d.,])${number.replace('.', '\\.')}(?![\\d.,]\\d)`, 'u');
/** Recomputed here rather than imported: a larger value at least 10 % above a smaller one, and above it at all. */
const isTenPercentAbove = (larger: number, smaller: number) =>
  larger > smaller && larger >= smaller * 1.1 - 1e-9;

describe('the weekly quiz’s generated questions (issue 17)', () => {
  it('answers every nutrient question as the food table does, every other choice 10 % or more away', () => {
    expect(nutrientQuestions.length).toBeGreaterThan(500);
    const expected = {
      'most-protein': { nutrient: 'proteinG', direction: 'most', choices: 4 },
      'more-protein': { nutrient: 'proteinG', direction: 'most', choices: 2 },
      'fewest-kcal': { nutrient: 'kcal', direction: 'fewest', choices: 4 },
      'most-fibre': { nutrient: 'fiberG', direction: 'most', choices: 4 },
    } as const;
    for (const question of nutrientQuestions) {
      const rule = expected[question.kind];
      expect(question.facts, question.id).toMatchObject({
        nutrient: rule.nutrient,
        direction: rule.direction,
      });
      const foods = question.facts.foods.map(({ foodId }) => foodOf(foodId));
      expect(foods, question.id).toHaveLength(rule.choices);
      expect(question.choices, question.id).toEqual(foods.map((food) => food.names));
      const values = foods.map((food) => food.per100g[rule.nutrient]);
      expect(
        question.facts.foods.map(({ value }) => value),
        question.id,
      ).toEqual(values);
      const best = rule.direction === 'most' ? Math.max(...values) : Math.min(...values);
      expect(values.indexOf(best), question.id).toBe(question.correctIndex);
      values.forEach((value, index) => {
        if (index === question.correctIndex) return;
        const isApart =
          rule.direction === 'most' ? isTenPercentAbove(best, value) : isTenPercentAbove(value, best);
        expect(isApart, `${question.id}: ${best} against ${value}`).toBe(true);
      });
    }
  });

  it('shows each value in the explanation as the table keeps it, in each language’s notation', () => {
    for (const question of nutrientQuestions) {
      for (const { value } of question.facts.foods) {
        // One decimal at most and under 1,000: a point in English and Arabic (Western digits), a comma in French.
        expect(question.explanation.en, question.id).toMatch(shownAlone(String(value)));
        expect(question.explanation.ar, question.id).toMatch(shownAlone(String(value)));
        expect(question.explanation.fr, question.id).toMatch(shownAlone(String(value).replace('.', ',')));
      }
    }
  });

  it('asks for an exercise’s first primary muscle, offering none of the muscles it works besides', () => {
    const muscleQuestions = ofKind('first-muscle');
    expect(muscleQuestions.length).toBeGreaterThan(200);
    for (const question of muscleQuestions) {
      const exercise = exercisesById.get(question.facts.exerciseId);
      expect(exercise, question.id).toBeDefined();
      const { muscles } = question.facts;
      expect(muscles, question.id).toHaveLength(4);
      expect(new Set(muscles).size, question.id).toBe(4);
      for (const group of muscles) expect(muscleGroups, question.id).toContain(group);
      expect(muscles[question.correctIndex], question.id).toBe(exercise!.primaryMuscles[0]);
      const worked = new Set([...exercise!.primaryMuscles, ...exercise!.secondaryMuscles]);
      const distractors = muscles.filter((_, index) => index !== question.correctIndex);
      expect(
        distractors.filter((group) => worked.has(group)),
        question.id,
      ).toEqual([]);
      for (const language of languages) {
        expect(question.prompt[language], question.id).toContain(exercise!.names[language]);
      }
    }
  });

  it('offers exactly one food that carries the allergen asked about; the others carry no allergen', () => {
    const allergenQuestions = ofKind('contains-allergen');
    expect(allergenQuestions.length).toBeGreaterThan(200);
    for (const question of allergenQuestions) {
      expect(allergens, question.id).toContain(question.facts.allergen);
      const foods = question.facts.foodIds.map(foodOf);
      expect(foods, question.id).toHaveLength(4);
      expect(question.choices, question.id).toEqual(foods.map((food) => food.names));
      const carriers = foods.flatMap((food, index) =>
        food.allergens.includes(question.facts.allergen) ? [index] : [],
      );
      expect(carriers, question.id).toEqual([question.correctIndex]);
      const others = foods.filter((_, index) => index !== question.correctIndex);
      expect(
        others.flatMap((food) => food.allergens),
        question.id,
      ).toEqual([]);
      const answerName = foods[question.correctIndex]!.names.en.toLowerCase();
      expect(answerName, question.id).not.toContain(allergenNameStems[question.facts.allergen]);
    }
  });

  it('never offers pork: everyone gets the same questions, and many keep halal', () => {
    const foodIds = [
      ...nutrientQuestions.flatMap((question) => question.facts.foods.map(({ foodId }) => foodId)),
      ...ofKind('contains-allergen').flatMap((question) => question.facts.foodIds),
    ];
    expect(foodIds.filter((id) => foodOf(id).origin === 'pork')).toEqual([]);
  });

  it('gives the same questions for the same week, and other questions another week', () => {
    for (const { monday, questions } of weeks.slice(0, 20)) {
      expect(generatedQuestions(monday, perWeek)).toEqual(questions);
    }
    const weekIds = weeks.map(({ questions }) => questions.map((question) => question.id).join('|'));
    expect(new Set(weekIds).size).toBe(weeks.length);
    for (let index = 1; index < weeks.length; index += 1) {
      const before = new Set(weeks[index - 1]!.questions.map((question) => question.id));
      const shared = weeks[index]!.questions.filter((question) => before.has(question.id));
      expect(shared, weeks[index]!.monday).toEqual([]);
    }
  });

  it('mixes every kind into a week of 10, without asking the same thing twice', () => {
    for (const { monday, questions } of weeks) {
      expect(questions, monday).toHaveLength(perWeek);
      expect(new Set(questions.map((question) => question.kind)).size, monday).toBe(quizKinds.length);
      expect(new Set(questions.map((question) => question.id)).size, monday).toBe(perWeek);
    }
  });

  it('puts the answer at every place, not always first', () => {
    for (const choiceCount of [2, 4]) {
      const places = new Set(
        allQuestions
          .filter((question) => question.choices.length === choiceCount)
          .map((question) => question.correctIndex),
      );
      expect([...places].sort()).toEqual(Array.from({ length: choiceCount }, (_, index) => index));
    }
  });

  it('writes every prompt, choice and explanation in English, French and Arabic, Arabic in Arabic letters', () => {
    for (const question of allQuestions) {
      for (const texts of [question.prompt, question.explanation, ...question.choices]) {
        for (const language of languages) {
          expect(texts[language].trim(), `${question.id} ${language}`).not.toBe('');
        }
        expect(texts.ar, question.id).toMatch(arabicLetter);
        expect(texts.en, question.id).not.toMatch(arabicLetter);
        expect(texts.fr, question.id).not.toMatch(arabicLetter);
      }
      for (const language of languages) {
        const labels = question.choices.map((choice) => choice[language]);
        expect(new Set(labels).size, `${question.id} ${language}`).toBe(labels.length);
      }
    }
  });

  it('formats numbers per language, with Western digits in Arabic', () => {
    const question = ofKind('most-protein')[0]!;
    const value = question.facts.foods[question.correctIndex]!.value;
    expect(question.prompt.fr).toMatch(/pour 100\sg\s\?$/u);
    expect(question.prompt.ar).toContain('100 غرام');
    expect(question.explanation.ar).not.toMatch(/[\u0660-\u0669]/);
    if (!Number.isInteger(value)) {
      expect(question.explanation.fr).toContain(String(value).replace('.', ','));
      expect(question.explanation.ar).toContain(String(value));
    }
  });

  it('refuses a week that is no Monday, and a count out of range', () => {
    expect(() => generatedQuestions('2024-01-02', 10)).toThrow(RangeError);
    expect(() => generatedQuestions('next week', 10)).toThrow(RangeError);
    expect(() => generatedQuestions('2024-01-01', 2.5)).toThrow(RangeError);
    expect(() => generatedQuestions('2024-01-01', 31)).toThrow(RangeError);
    expect(generatedQuestions('2024-01-01', 30)).toHaveLength(30);
  });
});
