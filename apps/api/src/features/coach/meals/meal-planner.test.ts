import { adultAge, allergens, type Allergen, type DietaryPreference } from '@vitalia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coachMember, restrictions } from '../coach-arbitraries';
import type { Food, FoodOrigin } from '../../../data/foods/food-types';
import { energyTargetsOf, type EnergyInput } from '../energy-targets';
import { foodTable } from '../../../data/foods';
import { planWeekBending } from './meal-bends';
import { lookupIn, MealPlanInfeasible, mealTemplates, planWeek, swapMeal } from './meal-planner';
import { dayViolations, mealTargetsOf, nutrientsOf, type MealRules, type PlannedDay } from './meal-rules';

const food = lookupIn(foodTable);

/** The diets restated from what they mean, apart from the engine's own table of them: by origin and by allergen. */
const forbiddenOrigins: Partial<Record<DietaryPreference, readonly FoodOrigin[]>> = {
  vegetarian: ['fish', 'shellfish', 'poultry', 'meat', 'pork'],
  vegan: ['egg', 'dairy', 'fish', 'shellfish', 'poultry', 'meat', 'pork'],
  pescatarian: ['poultry', 'meat', 'pork'],
  halal: ['pork'],
};
const forbiddenAllergens: Partial<Record<DietaryPreference, readonly Allergen[]>> = {
  vegetarian: ['fish', 'crustaceans', 'molluscs'],
  vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
  gluten_free: ['gluten'],
  lactose_free: ['milk'],
};

function breaksRestrictions(
  entry: Food,
  diets: readonly DietaryPreference[],
  allergies: readonly Allergen[],
) {
  const avoided = [...allergies, ...diets.flatMap((diet) => forbiddenAllergens[diet] ?? [])];
  return (
    entry.allergens.some((allergen) => avoided.includes(allergen)) ||
    diets.some((diet) => forbiddenOrigins[diet]?.includes(entry.origin)) ||
    // A free-from food only for those who avoid what it is free from.
    (entry.freeFrom !== undefined && !avoided.includes(entry.freeFrom))
  );
}

const profile = fc.record({ member: coachMember(), restrictions: restrictions(), week: fc.nat(520) });

interface Profile {
  member: EnergyInput;
  restrictions: { diets: DietaryPreference[]; allergies: Allergen[] };
  week: number;
}

function planFor({ member, restrictions: { diets, allergies }, week }: Profile) {
  const targets = energyTargetsOf(member);
  const rules: MealRules = { diets, allergies, targets: mealTargetsOf(targets, diets) };
  const input = { rules, seed: `member:${week}`, foods: foodTable };
  try {
    const { days, rules: keptRules, bends } = planWeekBending(input);
    return { targets, rules: keptRules, input: { ...input, rules: keptRules }, days, bends, error: null };
  } catch (error) {
    if (error instanceof MealPlanInfeasible) return { targets, rules, input, days: null, bends: [], error };
    throw error;
  }
}

const itemsOf = (day: PlannedDay) => day.meals.flatMap((meal) => meal.items);

const sampleMember = {
  ageYears: 34,
  gender: 'female',
  heightCm: 168,
  weightKg: 64,
  activity: 'light',
  goal: 'keep',
  sessionsPerWeek: 3,
} as const;

describe('the week of meals (issues 16 and 38)', () => {
  // Thousands of generated members: seconds alone, far longer beside a browser run on a 2-core machine.
  it('keeps every promise over thousands of members: no allergen, no diet broken, ±10 % of the energy, the protein cap, no deficit for a minor', () => {
    const tally = { planned: 0, refused: 0, bent: 0 };
    fc.assert(
      fc.property(profile, (generated) => {
        const { targets, rules, days, bends, error } = planFor(generated);
        tally.planned += 1;
        if (!days) {
          // The one refusal left: a part of a meal with no food at all that keeps every restriction.
          expect(error?.emptyRole).toEqual(expect.any(String));
          tally.refused += 1;
          return;
        }
        if (bends.length > 0) tally.bent += 1;
        expect(days).toHaveLength(7);
        for (const bend of bends) {
          expect(bend).toMatchObject({
            target: 'protein',
            fromG: targets.proteinG,
            toG: rules.targets.proteinG,
          });
          expect(bend.toG).toBeGreaterThanOrEqual(Math.round(targets.proteinG * 0.6));
        }
        // The energy and its floor never bend.
        expect(rules.targets).toMatchObject({ kcal: targets.energyKcal, floorKcal: targets.floorKcal });
        // Every broken promise of the week, named, so that one assertion says them all.
        const broken = days.flatMap((day, index) => {
          const { kcal, proteinG } = nutrientsOf(itemsOf(day), food);
          const checks = {
            validators: dayViolations(day, rules, food).length === 0,
            restrictions: itemsOf(day).every(
              (item) => !breaksRestrictions(food(item.foodId), rules.diets, rules.allergies),
            ),
            floor: kcal >= targets.floorKcal,
            energy: Math.abs(kcal - targets.energyKcal) <= targets.energyKcal * 0.1 + 1e-9,
            proteinCap: (proteinG * 4) / kcal <= 0.35,
            proteinFloor: proteinG >= rules.targets.proteinG * 0.8,
            noMinorDeficit: generated.member.ageYears >= adultAge || kcal >= targets.maintenanceKcal,
          };
          return Object.entries(checks)
            .filter(([, isKept]) => !isKept)
            .map(([promise]) => `day ${index}: ${promise}`);
        });
        expect(broken).toEqual([]);
      }),
      { numRuns: 3000 },
    );
    // Refusals are for heavy stacks of restrictions only (vegan, low-carb, without soy and gluten: no main protein
    // is left in the table); their rate was 0.08 % when measured (3 in 4,000).
    console.log('3,000 generated members:', tally);
    expect(tally.refused / tally.planned).toBeLessThan(0.005);
  }, 120_000);

  it('never plans a day under maintenance for a member aged 13 to 17, whatever their goal and restrictions', () => {
    const minor = fc.record({
      member: coachMember({ min: 13, max: adultAge - 1 }),
      restrictions: restrictions(),
      week: fc.nat(520),
    });
    fc.assert(
      fc.property(minor, (generated) => {
        const { targets, days } = planFor(generated);
        expect(targets.energyKcal).toBeGreaterThanOrEqual(targets.maintenanceKcal);
        for (const day of days ?? [])
          expect(nutrientsOf(itemsOf(day), food).kcal).toBeGreaterThanOrEqual(targets.maintenanceKcal);
      }),
      { numRuns: 500 },
    );
  });

  it('plans every member who declares nothing', () => {
    fc.assert(
      fc.property(coachMember(), fc.nat(520), (member, week) => {
        const plan = planFor({ member, restrictions: { diets: [], allergies: [] }, week });
        expect(plan.days).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same week for the same member and week, and another week another plan', () => {
    const member = {
      ageYears: 34,
      gender: 'female',
      heightCm: 168,
      weightKg: 64,
      activity: 'light',
      goal: 'keep',
      sessionsPerWeek: 3,
    } as const;
    const restrictions = { diets: ['vegetarian'] as DietaryPreference[], allergies: ['nuts'] as Allergen[] };
    const first = planFor({ member, restrictions, week: 1 });
    expect(planFor({ member, restrictions, week: 1 }).days).toEqual(first.days);
    expect(planFor({ member, restrictions, week: 2 }).days).not.toEqual(first.days);
  });

  it('plans by foods, where no dish fits, one food per part of a meal and no food twice in a day', () => {
    const { input } = planFor({
      member: sampleMember,
      restrictions: { diets: ['vegetarian'], allergies: [] },
      week: 1,
    });
    const days = planWeek(input);
    expect(planWeek(input)).toEqual(days);
    const foodsOfDay = (day: PlannedDay) => itemsOf(day).map((item) => item.foodId);
    for (const day of days) expect(new Set(foodsOfDay(day)).size).toBe(foodsOfDay(day).length);
    for (const day of days)
      for (const meal of day.meals) {
        expect(meal.items).toHaveLength(mealTemplates[meal.slot].length);
        expect(meal.dish).toBeUndefined();
      }
  });

  it('puts one main protein in a meal of foods, not beans beside beans', () => {
    fc.assert(
      fc.property(
        coachMember(),
        fc.constantFrom<DietaryPreference[]>([], ['vegetarian'], ['vegan']),
        fc.nat(520),
        (member, diets, week) => {
          const { input } = planFor({ member, restrictions: { diets, allergies: [] }, week });
          let days: PlannedDay[];
          try {
            days = planWeek(input);
          } catch (error) {
            expect(error).toBeInstanceOf(MealPlanInfeasible);
            return;
          }
          for (const meal of days.flatMap((day) => day.meals)) {
            const proteins = meal.items.filter((item) => food(item.foodId).roles.includes('main-protein'));
            expect(proteins.length).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('swaps a meal for other foods and keeps the day valid', () => {
    fc.assert(
      fc.property(
        profile,
        fc.constantFrom('breakfast', 'lunch', 'dinner', 'snack' as const),
        fc.nat(50),
        (generated, slot, swapNumber) => {
          const { rules, input, days } = planFor(generated);
          if (!days) return;
          let swapped: PlannedDay;
          try {
            swapped = swapMeal(input, days[0]!, slot, swapNumber);
          } catch (error) {
            expect(error).toBeInstanceOf(MealPlanInfeasible);
            return;
          }
          expect(dayViolations(swapped, rules, food)).toEqual([]);
          const before = days[0]!.meals.find((meal) => meal.slot === slot)!.items.map((item) => item.foodId);
          const after = swapped.meals.find((meal) => meal.slot === slot)!.items.map((item) => item.foodId);
          expect(after).not.toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers with the part of a meal it has no food for when the restrictions leave none', () => {
    const member = {
      ageYears: 30,
      gender: 'male',
      heightCm: 180,
      weightKg: 80,
      activity: 'moderate',
      goal: 'keep',
      sessionsPerWeek: 3,
    } as const;
    const everything = [...allergens];
    const targets = energyTargetsOf(member);
    const diets: DietaryPreference[] = ['vegan', 'low_carb'];
    const rules = { diets, allergies: everything, targets: mealTargetsOf(targets, diets) };
    // No step of the protein target can help: the refusal names the part of a meal left without food.
    expect(() => planWeekBending({ rules, seed: 'x', foods: foodTable })).toThrow(
      expect.objectContaining({ emptyRole: expect.any(String) }),
    );
  });
});
