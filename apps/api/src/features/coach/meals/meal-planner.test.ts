import { adultAge, allergens, type Allergen, type DietaryPreference } from '@vitalia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coachMember, restrictions } from '../coach-arbitraries';
import type { Food, FoodOrigin } from '../../../data/foods/food-types';
import { energyTargetsOf, type EnergyInput } from '../energy-targets';
import { foodTable } from '../../../data/foods';
import { lookupIn, MealPlanInfeasible, mealTemplates, planWeek, swapMeal } from './meal-planner';
import { dayViolations, mealTargetsOf, nutrientsOf, type MealRules, type PlannedDay } from './meal-rules';

const food = lookupIn(foodTable);

/** The diets restated from what they mean, apart from the engine's own table of them. */
const forbiddenOrigins: Partial<Record<DietaryPreference, readonly FoodOrigin[]>> = {
  vegetarian: ['fish', 'shellfish', 'poultry', 'meat', 'pork'],
  vegan: ['egg', 'dairy', 'fish', 'shellfish', 'poultry', 'meat', 'pork'],
  pescatarian: ['poultry', 'meat', 'pork'],
  halal: ['pork'],
};
const forbiddenAllergen: Partial<Record<DietaryPreference, Allergen>> = {
  gluten_free: 'gluten',
  lactose_free: 'milk',
};

function breaksRestrictions(
  entry: Food,
  diets: readonly DietaryPreference[],
  allergies: readonly Allergen[],
) {
  return (
    entry.allergens.some((allergen) => allergies.includes(allergen)) ||
    diets.some(
      (diet) =>
        forbiddenOrigins[diet]?.includes(entry.origin) ||
        entry.allergens.includes(forbiddenAllergen[diet] as Allergen),
    )
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
    return { targets, rules, input, days: planWeek(input) };
  } catch (error) {
    if (error instanceof MealPlanInfeasible) return { targets, rules, input, days: null };
    throw error;
  }
}

const itemsOf = (day: PlannedDay) => day.meals.flatMap((meal) => meal.items);

describe('the week of meals (issue 16)', () => {
  it('never holds a declared allergen, never breaks a diet, never goes under the floor, never a deficit for a minor', () => {
    const tally = { lowCarb: { planned: 0, refused: 0 }, other: { planned: 0, refused: 0 } };
    fc.assert(
      fc.property(profile, (generated) => {
        const { targets, rules, days } = planFor(generated);
        const group = tally[rules.targets.isLowCarb ? 'lowCarb' : 'other'];
        group.planned += 1;
        if (!days) {
          group.refused += 1;
          return;
        }
        expect(days).toHaveLength(7);
        for (const day of days) {
          expect(dayViolations(day, rules, food)).toEqual([]);
          for (const item of itemsOf(day)) {
            expect(breaksRestrictions(food(item.foodId), rules.diets, rules.allergies)).toBe(false);
          }
          const { kcal } = nutrientsOf(itemsOf(day), food);
          expect(kcal).toBeGreaterThanOrEqual(targets.floorKcal);
          expect(Math.abs(kcal - targets.energyKcal)).toBeLessThanOrEqual(targets.energyKcal * 0.1 + 1e-9);
          if (generated.member.ageYears < adultAge)
            expect(kcal).toBeGreaterThanOrEqual(targets.maintenanceKcal);
        }
      }),
      { numRuns: 1500 },
    );
    // Refusals are honest (the member is told why, 7801) but must stay rare: heavy combinations of restrictions, and
    // low-carb days for the largest bodies, whose energy few low-carb foods can carry.
    console.log(tally);
    expect(tally.other.refused / tally.other.planned).toBeLessThan(0.02);
    expect(tally.lowCarb.refused / tally.lowCarb.planned).toBeLessThan(0.15);
  });

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
    const foodsOfDay = (day: PlannedDay) => itemsOf(day).map((item) => item.foodId);
    for (const day of first.days!) expect(new Set(foodsOfDay(day)).size).toBe(foodsOfDay(day).length);
    for (const day of first.days!)
      for (const meal of day.meals) expect(meal.items).toHaveLength(mealTemplates[meal.slot].length);
  });

  it('puts one main protein in a meal, not beans beside beans', () => {
    fc.assert(
      fc.property(
        coachMember(),
        fc.constantFrom<DietaryPreference[]>([], ['vegetarian'], ['vegan']),
        fc.nat(520),
        (member, diets, week) => {
          const { days } = planFor({ member, restrictions: { diets, allergies: [] }, week });
          for (const meal of (days ?? []).flatMap((day) => day.meals)) {
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
    expect(() => planWeek({ rules, seed: 'x', foods: foodTable })).toThrow(MealPlanInfeasible);
  });
});
