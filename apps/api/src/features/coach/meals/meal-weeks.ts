import { createHash } from 'node:crypto';
import {
  ErrorCode,
  type Allergen,
  type DietaryPreference,
  type EnergyTargets,
  type Language,
  type MealSwap,
  type MealTargetBend,
  type MealWeek,
  type MealWeekRebuild,
  type NutrientTotals,
  type ShoppingList,
} from '@vitalia/contracts';
import { AppError } from '../../../lib/errors';
import type { CoachRepository, StoredMealWeek } from '../coach.repository';
import { addDays, checkReachable, dayIndexIn } from '../coach-weeks';
import { foodTable } from '../../../data/foods';
import { recipeTable } from '../../../data/recipes';
import { dishView } from './dish-view';
import { planWeekBending, withProtein } from './meal-bends';
import { lookupIn, MealPlanInfeasible, swapMeal, type MealPlanInput } from './meal-planner';
import { mealTargetsOf, nutrientsOf, type MealRules, type Nutrients, type PlannedItem } from './meal-rules';
import { swapDish } from './recipe-planner';
import { shoppingListOf } from './shopping-list';

/** What a week of meals is planned for: the member, their day's targets and what they may not eat. */
export interface MealPlanFor {
  userId: string;
  language: Language;
  targets: EnergyTargets;
  diets: readonly DietaryPreference[];
  allergies: readonly Allergen[];
}

/** Tries when another swap of the same week lands between our read and our write. */
const swapRetries = 3;

const food = lookupIn(foodTable);
/**
 * A change to the food table or the recipe library is a change of inputs: stored weeks are planned again from the new
 * ones. Weeks stored before the library (meals of foods) are so planned again as dishes.
 */
const foodTableVersion = createHash('sha256')
  .update(JSON.stringify({ foodTable, recipeTable }))
  .digest('hex')
  .slice(0, 12);

const rounded = (totals: Nutrients): NutrientTotals => ({
  kcal: Math.round(totals.kcal),
  proteinG: Math.round(totals.proteinG),
  fatG: Math.round(totals.fatG),
  carbsG: Math.round(totals.carbsG),
});

export function rulesOf(plan: MealPlanFor): MealRules {
  return {
    diets: [...plan.diets].sort(),
    allergies: [...plan.allergies].sort(),
    targets: mealTargetsOf(plan.targets, plan.diets),
  };
}

const bentBy = (rules: MealRules, bend: MealTargetBend): MealRules => ({
  ...rules,
  targets: withProtein(rules.targets, bend.toG),
});

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

/**
 * What a stored week was planned from: the member's rules, then the food table and recipe library (`<rules>.<library>`),
 * so that a week planned again can say why. A key of another shape (weeks before issue 39) is read as the library's.
 */
const inputsKeyOf = (rules: MealRules) => `${hashOf(rules)}.${foodTableVersion.slice(0, 12)}`;

function rebuiltBecause(storedKey: string, freshKey: string): MealWeekRebuild {
  const [storedRules] = storedKey.split('.');
  const [freshRules] = freshKey.split('.');
  return storedKey.includes('.') && storedRules !== freshRules ? 'answers' : 'library';
}

export function weekView(
  weekStart: string,
  stored: StoredMealWeek,
  rules: MealRules,
  language: Language,
  rebuilt: MealWeekRebuild | null,
): MealWeek {
  const itemView = (item: PlannedItem) => ({
    foodId: item.foodId,
    name: food(item.foodId).names[language],
    grams: item.grams,
    ...rounded(nutrientsOf([item], food)),
  });
  return {
    state: 'planned',
    weekStart,
    days: stored.days.map((day, index) => ({
      date: addDays(weekStart, index),
      meals: day.meals.map((meal) => ({
        slot: meal.slot,
        dish: dishView(stored.days, index, meal, food, language),
        items: meal.items.map(itemView),
        totals: rounded(nutrientsOf(meal.items, food)),
      })),
      totals: rounded(
        nutrientsOf(
          day.meals.flatMap((meal) => meal.items),
          food,
        ),
      ),
    })),
    targets: rules.targets,
    diets: [...rules.diets],
    allergies: [...rules.allergies],
    wasRebuilt: rebuilt !== null,
    rebuiltBecause: rebuilt,
    bends: stored.bends,
  };
}

function planned(input: MealPlanInput) {
  try {
    return planWeekBending(input);
  } catch (error) {
    if (error instanceof MealPlanInfeasible)
      throw new AppError(ErrorCode.mealPlanImpossible, undefined, { cause: error });
    throw error;
  }
}

/** Weeks of meals: planned once per member and week, kept (with their swaps) until the targets or restrictions change. */
export function mealWeeks(repository: CoachRepository) {
  async function storedWeek(plan: MealPlanFor, weekStart: string, today: Date) {
    checkReachable(weekStart, today);
    const rules = rulesOf(plan);
    const inputsKey = inputsKeyOf(rules);
    const input = { rules, seed: `${plan.userId}:${weekStart}`, foods: foodTable };
    const stored = await repository.mealWeekOf(plan.userId, weekStart);
    if (stored?.inputsKey === inputsKey) {
      // A swap keeps to the targets the week was planned at, bent ones included.
      const bentRules = stored.bends.reduce(bentBy, rules);
      return { stored, rules: bentRules, input: { ...input, rules: bentRules }, rebuilt: null };
    }
    const week = planned(input);
    const fresh = { inputsKey, days: week.days, swaps: 0, bends: week.bends };
    await repository.saveMealWeek(plan.userId, weekStart, fresh);
    return {
      stored: fresh,
      rules: week.rules,
      input: { ...input, rules: week.rules },
      rebuilt: stored ? rebuiltBecause(stored.inputsKey, inputsKey) : null,
    };
  }

  return {
    async week(plan: MealPlanFor, weekStart: string, today = new Date()): Promise<MealWeek> {
      const { stored, rules, rebuilt } = await storedWeek(plan, weekStart, today);
      return weekView(weekStart, stored, rules, plan.language, rebuilt);
    },

    /** Another dish for one meal (other foods on a day of foods); the day is fitted again so it keeps every rule. */
    async swap(plan: MealPlanFor, { week, date, slot }: MealSwap, today = new Date()): Promise<MealWeek> {
      const dayIndex = dayIndexIn(week, date);
      for (let attempt = 0; attempt < swapRetries; attempt += 1) {
        const { stored, rules, input } = await storedWeek(plan, week, today);
        let day;
        try {
          const current = stored.days[dayIndex]!;
          // A day of dishes swaps a dish; a day of foods (no dish fitted it) swaps foods.
          day = swapDish(input, current, slot, stored.swaps) ?? swapMeal(input, current, slot, stored.swaps);
        } catch (error) {
          if (error instanceof MealPlanInfeasible)
            throw new AppError(ErrorCode.mealSwapImpossible, undefined, { cause: error });
          throw error;
        }
        const days = stored.days.map((each, index) => (index === dayIndex ? day : each));
        if (await repository.saveSwap(plan.userId, week, stored.swaps, days)) {
          return weekView(week, { ...stored, days, swaps: stored.swaps + 1 }, rules, plan.language, null);
        }
      }
      throw new AppError(ErrorCode.mealSwapImpossible);
    },

    async shoppingList(plan: MealPlanFor, weekStart: string, today = new Date()): Promise<ShoppingList> {
      const { stored } = await storedWeek(plan, weekStart, today);
      return shoppingListOf(weekStart, stored.days, food, plan.language);
    },
  };
}
