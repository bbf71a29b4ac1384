import { boughtName } from '../../../data/foods/bought-name';
import type { Language, MealDish } from '@vitalia/contracts';
import { recipesById } from '../../../data/recipes';
import type { FoodLookup, PlannedDay, PlannedMeal } from './meal-rules';

const dishIdOf = (day: PlannedDay | undefined, slot: PlannedMeal['slot']) =>
  day?.meals.find((meal) => meal.slot === slot)?.dish;

/**
 * A meal's dish as the member reads it: its name and steps in their language, its foods raw for their servings, and
 * whether it is last night's dinner again or feeds tomorrow's lunch. Null for a meal of foods, or a dish the library
 * no longer holds (the week is then planned again: the library's version is part of its key).
 */
export function dishView(
  days: readonly PlannedDay[],
  dayIndex: number,
  meal: PlannedMeal,
  food: FoodLookup,
  language: Language,
): MealDish | null {
  const recipe = meal.dish && recipesById.get(meal.dish.recipeId);
  if (!meal.dish || !recipe) return null;
  const { portion } = meal.dish;
  const tomorrowLunch = dishIdOf(days[dayIndex + 1], 'lunch');
  const isCookedForTomorrow = meal.slot === 'dinner' && tomorrowLunch?.recipeId === recipe.id;
  return {
    recipeId: recipe.id,
    name: recipe.names[language],
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    portion,
    isLeftover: meal.slot === 'lunch' && dishIdOf(days[dayIndex - 1], 'dinner')?.recipeId === recipe.id,
    tomorrowPortion: isCookedForTomorrow ? tomorrowLunch.portion : null,
    ingredients: recipe.ingredients.map(({ foodId, grams }) => ({
      foodId,
      name: boughtName(food(foodId), language),
      grams: Math.round((grams * portion) / recipe.servings),
    })),
    steps: [...recipe.steps[language]],
  };
}
