import { shopAisles, type Language, type ShoppingList } from '@vitalia/contracts';
import { boughtName } from '../../../data/foods/bought-name';
import { recipesById } from '../../../data/recipes';
import type { FoodLookup, PlannedDay, PlannedMeal } from './meal-rules';

/** Amounts are rounded up to what a shop sells: 10 g steps for small amounts, then 50 g, then 100 g. */
const roundedUp = (grams: number) => {
  const step = grams < 100 ? 10 : grams < 1000 ? 50 : 100;
  return Math.ceil(grams / step) * step;
};

/**
 * Grams bought for a meal, per food: a dish's are its recipe's raw grams for the servings eaten; a meal of foods (or a
 * dish the library no longer holds) counts its foods as bought.
 */
function boughtFor(meal: PlannedMeal, food: FoodLookup): { foodId: string; grams: number }[] {
  const recipe = meal.dish && recipesById.get(meal.dish.recipeId);
  if (meal.dish && recipe) {
    const { portion } = meal.dish;
    return recipe.ingredients.map(({ foodId, grams }) => ({
      foodId,
      grams: (grams * portion) / recipe.servings,
    }));
  }
  return meal.items.map(({ foodId, grams }) => ({ foodId, grams: grams * food(foodId).purchaseRatio }));
}

/** The week's shopping: each food once, weighed as bought (cooked foods counted raw), by aisle. */
export function shoppingListOf(
  weekStart: string,
  days: readonly PlannedDay[],
  food: FoodLookup,
  language: Language,
): ShoppingList {
  const gramsByFood = new Map<string, number>();
  for (const item of days.flatMap((day) => day.meals.flatMap((meal) => boughtFor(meal, food)))) {
    gramsByFood.set(item.foodId, (gramsByFood.get(item.foodId) ?? 0) + item.grams);
  }
  const collator = new Intl.Collator(language);
  const items = [...gramsByFood].map(([foodId, grams]) => ({
    foodId,
    name: boughtName(food(foodId), language),
    grams: roundedUp(grams),
    aisle: food(foodId).aisle,
  }));
  return {
    state: 'planned',
    weekStart,
    aisles: shopAisles
      .map((aisle) => ({
        aisle,
        items: items
          .filter((item) => item.aisle === aisle)
          .sort((a, b) => collator.compare(a.name, b.name))
          .map(({ foodId, name, grams }) => ({ foodId, name, grams })),
      }))
      .filter((aisle) => aisle.items.length > 0),
  };
}
