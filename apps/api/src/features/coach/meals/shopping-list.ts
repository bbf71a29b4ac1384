import { shopAisles, type Language, type ShoppingList } from '@vitalia/contracts';
import type { FoodLookup, PlannedDay } from './meal-rules';

/** Amounts are rounded up to what a shop sells: 10 g steps for small amounts, then 50 g, then 100 g. */
const roundedUp = (grams: number) => {
  const step = grams < 100 ? 10 : grams < 1000 ? 50 : 100;
  return Math.ceil(grams / step) * step;
};

/** The week's shopping: each food once, weighed as bought (cooked foods counted raw), by aisle. */
export function shoppingListOf(
  weekStart: string,
  days: readonly PlannedDay[],
  food: FoodLookup,
  language: Language,
): ShoppingList {
  const gramsByFood = new Map<string, number>();
  for (const item of days.flatMap((day) => day.meals.flatMap((meal) => meal.items))) {
    gramsByFood.set(
      item.foodId,
      (gramsByFood.get(item.foodId) ?? 0) + item.grams * food(item.foodId).purchaseRatio,
    );
  }
  const collator = new Intl.Collator(language);
  const items = [...gramsByFood].map(([foodId, grams]) => ({
    foodId,
    name: food(foodId).names[language],
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
