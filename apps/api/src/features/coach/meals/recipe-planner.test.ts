import type { DietaryPreference, MealSlot } from '@vitalia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foodTable } from '../../../data/foods';
import { recipesById, recipeTable } from '../../../data/recipes';
import { coachMember, commonRestrictions } from '../coach-arbitraries';
import { energyTargetsOf, type EnergyInput } from '../energy-targets';
import { planWeekBending } from './meal-bends';
import { lookupIn, MealPlanInfeasible, type MealPlanInput } from './meal-planner';
import { dayViolations, mealTargetsOf, type MealRules, type PlannedDay } from './meal-rules';
import { itemsOf, portionStepsFor } from './recipe-portions';
import { isRecipeAllowed, planWeekFromRecipes, swapDish } from './recipe-planner';
import { shoppingListOf } from './shopping-list';

const food = lookupIn(foodTable);

function inputFor(
  member: EnergyInput,
  restrictions: Pick<MealRules, 'diets' | 'allergies'>,
  seed: string,
): MealPlanInput {
  const rules = { ...restrictions, targets: mealTargetsOf(energyTargetsOf(member), restrictions.diets) };
  return { rules, seed, foods: foodTable };
}

const member = {
  ageYears: 34,
  gender: 'female',
  heightCm: 166,
  weightKg: 61,
  activity: 'light',
  goal: 'keep',
  sessionsPerWeek: 3,
} as const;
const vegetarianNutFree = {
  diets: ['vegetarian'] as DietaryPreference[],
  allergies: ['nuts' as const, 'peanuts' as const],
};

const shoppingLines = (days: readonly PlannedDay[]) =>
  shoppingListOf('2026-11-30', days, food, 'en').aisles.reduce((sum, aisle) => sum + aisle.items.length, 0);
const dishOf = (day: PlannedDay, slot: MealSlot) => day.meals.find((meal) => meal.slot === slot)!.dish;

describe('a week of named dishes (issue 38)', () => {
  // Thousands of generated members: seconds alone, far longer beside a browser run on a 2-core machine.
  it('names a dish for every meal of common profiles, fits each to the member, and keeps the list under 36 lines', () => {
    const lines: number[] = [];
    const tally = { weeks: 0, byFoods: 0, byFoodsNotLowCarb: 0 };
    fc.assert(
      fc.property(coachMember(), commonRestrictions(), fc.nat(520), (generated, restrictions, week) => {
        const input = inputFor(generated, restrictions, `member:${week}`);
        const { days, rules } = planWeekBending(input);
        tally.weeks += 1;
        if (days.some((day) => day.meals.some((meal) => !meal.dish))) {
          tally.byFoods += 1;
          if (!rules.diets.includes('low_carb')) tally.byFoodsNotLowCarb += 1;
          return;
        }
        const steps = portionStepsFor(rules.targets);
        for (const day of days) {
          expect(dayViolations(day, rules, food)).toEqual([]);
          for (const meal of day.meals) {
            const recipe = recipesById.get(meal.dish!.recipeId)!;
            expect(isRecipeAllowed(recipe, rules, food)).toBe(true);
            expect(recipe.allergens.filter((allergen) => rules.allergies.includes(allergen))).toEqual([]);
            expect(steps).toContain(meal.dish!.portion);
            // The stored foods are the dish's, for the servings eaten.
            expect(meal.items).toEqual(itemsOf(recipe, meal.dish!.portion, food));
          }
        }
        lines.push(shoppingLines(days));
      }),
      { numRuns: 600 },
    );
    lines.sort((a, b) => a - b);
    console.log('600 members with common restrictions:', tally, 'shopping lines per week:', {
      min: lines[0],
      median: lines[Math.floor(lines.length / 2)],
      max: lines.at(-1),
    });
    // Every common profile gets named dishes; the food planner stays for rarer stacks of restrictions (measured: 0
    // of 600 once the library held low-carb dishes for each meal).
    expect(tally.byFoodsNotLowCarb).toBe(0);
    expect(tally.byFoods / tally.weeks).toBeLessThan(0.02);
    expect(Math.max(...lines)).toBeLessThanOrEqual(35);
  }, 120_000);

  it('cooks a dinner that keeps once and serves it again for the next day’s lunch', () => {
    const days = planWeekFromRecipes(inputFor(member, vegetarianNutFree, 'u:1'));
    let leftovers = 0;
    days.slice(1).forEach((day, index) => {
      const lunch = dishOf(day, 'lunch')!;
      if (lunch.recipeId !== dishOf(days[index]!, 'dinner')!.recipeId) return;
      leftovers += 1;
      expect(recipesById.get(lunch.recipeId)!.keepsForNextDay).toBe(true);
    });
    expect(leftovers).toBeGreaterThanOrEqual(3);
    expect(shoppingLines(days)).toBeLessThanOrEqual(35);
  });

  it('gives the same week for the same seed and another week another', () => {
    const input = inputFor(member, vegetarianNutFree, 'u:1');
    expect(planWeekFromRecipes(input)).toEqual(planWeekFromRecipes(input));
    expect(planWeekFromRecipes({ ...input, seed: 'u:2' })).not.toEqual(planWeekFromRecipes(input));
  });

  it('refuses at once, for the food planner to take over, when a meal has no dish the member may eat', () => {
    const breakfastsOnly = recipeTable
      .filter((recipe) => recipe.meals.includes('breakfast'))
      .map((recipe) => ({ ...recipe, meals: ['breakfast' as const] }));
    const input = { ...inputFor(member, vegetarianNutFree, 'u:1'), recipes: breakfastsOnly };
    expect(() => planWeekFromRecipes(input)).toThrow(
      expect.objectContaining({ emptySlot: 'lunch', emptyRole: null }),
    );
    const { days } = planWeekBending(input);
    expect(days.flatMap((day) => day.meals).every((meal) => meal.dish === undefined)).toBe(true);
  });

  it('swaps a meal for another dish of the same meal that fits the member, and keeps the day valid', () => {
    fc.assert(
      fc.property(
        coachMember(),
        commonRestrictions(),
        fc.constantFrom<MealSlot>('breakfast', 'lunch', 'dinner', 'snack'),
        fc.nat(50),
        (generated, restrictions, slot, swapNumber) => {
          const { days, rules } = planWeekBending(inputFor(generated, restrictions, 'u:3'));
          const input = { ...inputFor(generated, restrictions, 'u:3'), rules };
          let swapped: PlannedDay | null;
          try {
            swapped = swapDish(input, days[2]!, slot, swapNumber);
          } catch (error) {
            expect(error).toBeInstanceOf(MealPlanInfeasible);
            return;
          }
          if (days[2]!.meals.some((meal) => !meal.dish)) {
            expect(swapped).toBeNull();
            return;
          }
          expect(dayViolations(swapped!, rules, food)).toEqual([]);
          const dish = dishOf(swapped!, slot)!;
          expect(dish.recipeId).not.toBe(dishOf(days[2]!, slot)!.recipeId);
          expect(recipesById.get(dish.recipeId)!.meals).toContain(slot);
          expect(isRecipeAllowed(recipesById.get(dish.recipeId)!, rules, food)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('leaves a day planned by foods to the food swap', () => {
    const input = inputFor(member, vegetarianNutFree, 'u:1');
    const [day] = planWeekFromRecipes(input);
    const byFoods = { meals: day!.meals.map(({ slot, items }) => ({ slot, items })) };
    expect(swapDish(input, byFoods, 'lunch', 0)).toBeNull();
  });
});
