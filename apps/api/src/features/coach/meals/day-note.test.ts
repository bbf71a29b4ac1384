import { languages, type Allergen } from '@vitalia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeSentences } from '../../../lib/language-model/gated-answer';
import { coachMember, restrictions } from '../coach-arbitraries';
import { energyTargetsOf } from '../energy-targets';
import { dayNoteCheck, engineDayNote } from './day-note';
import { foodTable } from '../../../data/foods';
import { MealPlanInfeasible, planWeek } from './meal-planner';
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
            days = planWeek({ rules, seed: 'note', foods: foodTable });
          } catch (error) {
            if (error instanceof MealPlanInfeasible) return;
            throw error;
          }
          const week = weekView(
            '2026-11-23',
            { inputsKey: '', days, swaps: 0, bends: [] },
            rules,
            language,
            false,
          );
          const day = week.days[0]!;
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
});
