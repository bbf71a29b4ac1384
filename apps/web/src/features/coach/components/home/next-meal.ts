import type { Meal, MealDay, MealSlot } from '@vitalia/contracts';

/** Until when, in the member's hours, each meal is the one to come: past 18:00 it is dinner until the day ends. */
const slotUntilHour: Readonly<Record<MealSlot, number>> = { breakfast: 10, lunch: 15, snack: 18, dinner: 24 };

/**
 * The meal of the day the member eats next at `hour` (0–23): the first whose time has not passed. A day without that
 * meal (no snack planned) gives the one after it; a day whose meals have all passed gives its last.
 */
export function nextMealOf(day: MealDay, hour: number): Meal | null {
  const ahead = day.meals.filter((meal) => hour < slotUntilHour[meal.slot]);
  const byTime = (a: Meal, b: Meal) => slotUntilHour[a.slot] - slotUntilHour[b.slot];
  return [...ahead].sort(byTime)[0] ?? [...day.meals].sort(byTime).at(-1) ?? null;
}
