import { languages, type Allergen } from '@vitalia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeSentences } from '../../../lib/language-model/gated-answer';
import { coachMember, restrictions } from '../coach-arbitraries';
import { energyTargetsOf } from '../energy-targets';
import { dayNoteCheck, engineDayNote } from './day-note';
import { foodTable } from '../../../data/foods';
import { planWeekBending } from './meal-bends';
import { MealPlanInfeasible } from './meal-planner';
import { rulesOf, weekView } from './meal-weeks';

describe('the coach’s day note checks (issue 16)', () => {
  it('lets the engine’s own note through, in every language, for any member', () => {
    fc.assert(
      fc.property(
        coachMember(),
        restrictions(),
        fc.constantFrom(...languages),
        (member, restricted, language) => {
          const plan = {
            userId: 'u',
            language,
            targets: energyTargetsOf(member),
            diets: restricted.diets,
            allergies: restricted.allergies,
          };
          const rules = rulesOf(plan);
          let days;
          try {
            days = planWeekBending({ rules, seed: 'note', foods: foodTable }).days;
          } catch (error) {
            if (error instanceof MealPlanInfeasible) return;
            throw error;
          }
          const week = weekView(
            '2026-11-23',
            { inputsKey: '', days, swaps: 0, bends: [] },
            rules,
            language,
            null,
          );
          // Tuesday: its lunch is often Monday's dinner again, which the note says.
          const day = week.days[1]!;
          const check = dayNoteCheck(day, week.targets, restricted.allergies as Allergen[], language);
          for (const sentence of completeSentences(engineDayNote(day, week.targets, language), true)
            .sentences) {
            expect(check(sentence), sentence).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('says why a dish is on the day where the list cannot: last night’s dinner again, or cooked for tomorrow', () => {
    const plan = {
      userId: 'u',
      language: 'en' as const,
      targets: energyTargetsOf({
        ageYears: 34,
        gender: 'female',
        heightCm: 166,
        weightKg: 61,
        activity: 'light',
        goal: 'keep',
        sessionsPerWeek: 3,
      }),
      diets: ['vegetarian' as const],
      allergies: ['nuts' as const],
    };
    const rules = rulesOf(plan);
    const { days } = planWeekBending({ rules, seed: 'u:1', foods: foodTable });
    const week = weekView('2026-11-23', { inputsKey: '', days, swaps: 0, bends: [] }, rules, 'en', null);
    const leftoverDay = week.days.findIndex((day) => day.meals.some((meal) => meal.dish?.isLeftover));
    expect(leftoverDay).toBeGreaterThan(0);
    const lunch = week.days[leftoverDay]!.meals.find((meal) => meal.slot === 'lunch')!;
    expect(engineDayNote(week.days[leftoverDay]!, week.targets, 'en')).toContain(
      `Lunch: ${lunch.dish!.name}: `,
    );
    expect(engineDayNote(week.days[leftoverDay]!, week.targets, 'en')).toContain('last night’s dinner again');
    expect(engineDayNote(week.days[leftoverDay - 1]!, week.targets, 'en')).toContain(
      'enough for tomorrow’s lunch',
    );
  });

  it('refuses a number the day does not give, in words as in digits, in each language', () => {
    const plan = {
      userId: 'u',
      language: 'en' as const,
      targets: energyTargetsOf({
        ageYears: 40,
        gender: 'male',
        heightCm: 180,
        weightKg: 80,
        activity: 'moderate',
        goal: 'keep',
        sessionsPerWeek: 3,
      }),
      diets: [],
      allergies: [],
    };
    const rules = rulesOf(plan);
    const { days } = planWeekBending({ rules, seed: 'words', foods: foodTable });
    const week = weekView('2026-11-23', { inputsKey: '', days, swaps: 0, bends: [] }, rules, 'en', null);
    const day = week.days[0]!;
    const says = {
      en: 'Today gives you about three thousand nine hundred calories.',
      fr: 'Cette journée vous apporte environ trois mille neuf cents calories.',
      ar: 'يمنحك هذا اليوم نحو ثلاثة آلاف وتسعمئة سعرة حرارية.',
    } as const;
    const plain = {
      en: 'This day suits your goal.',
      fr: 'Cette journée convient à votre objectif.',
      ar: 'هذا اليوم يناسب هدفك.',
    } as const;
    for (const language of languages) {
      const check = dayNoteCheck(day, week.targets, [], language);
      expect(check(says[language]), says[language]).toBe(false);
      expect(check(plain[language]), plain[language]).toBe(true);
    }
  });
});
