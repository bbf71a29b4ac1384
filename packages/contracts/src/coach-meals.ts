import { z } from 'zod';
import { coachNeeds } from './coach';
import { allergens, dietaryPreferences } from './health-profile';

/**
 * The coach's week of meals (issue 16): built by our engine from a curated USDA food table, checked by hard
 * validators before a member sees it (docs/decisions/030-coach-meal-plans.md).
 */
export const mealSlots = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealSlot = (typeof mealSlots)[number];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A Monday, `YYYY-MM-DD`: weeks run Monday to Sunday in the member's own calendar. */
export const weekStart = z
  .string('4000')
  .regex(isoDate, '4000')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && day.getUTCDay() === 1;
  }, '4000');

export const mealWeekQuery = z.object({ week: weekStart });

export const nutrientTotals = z.object({
  kcal: z.number().int(),
  proteinG: z.number().int(),
  fatG: z.number().int(),
  carbsG: z.number().int(),
});
export type NutrientTotals = z.infer<typeof nutrientTotals>;

export const mealItem = nutrientTotals.extend({
  foodId: z.string(),
  /** In the member's language. */
  name: z.string(),
  grams: z.number().int(),
});
export type MealItem = z.infer<typeof mealItem>;

/** A dish's food for the member's servings, raw and as bought (dry rice, meat on the bone). */
export const dishIngredient = z.object({
  foodId: z.string(),
  name: z.string(),
  grams: z.number().int(),
});

/** The named dish a meal is (issue 38), in the member's language, with what it takes to cook it. */
export const mealDish = z.object({
  recipeId: z.string(),
  name: z.string(),
  prepMinutes: z.number().int(),
  cookMinutes: z.number().int(),
  /** Servings of the recipe the member eats, in quarters (1.5: one and a half servings). */
  portion: z.number(),
  /** Last night's dinner, cooked once and eaten again today. */
  isLeftover: z.boolean(),
  /** Tomorrow's lunch is this dish too: cook `portion` plus tomorrow's. */
  tomorrowPortion: z.number().nullable(),
  ingredients: z.array(dishIngredient),
  steps: z.array(z.string()),
});
export type MealDish = z.infer<typeof mealDish>;

export const meal = z.object({
  slot: z.enum(mealSlots),
  /** Null when no dish of the library fitted the day and the meal is made of foods (and on weeks planned before dishes). */
  dish: mealDish.nullable(),
  items: z.array(mealItem),
  totals: nutrientTotals,
});
export type Meal = z.infer<typeof meal>;

export const mealDay = z.object({
  date: z.string(),
  meals: z.array(meal),
  totals: nutrientTotals,
});
export type MealDay = z.infer<typeof mealDay>;

/** What the plan aims at, with the plan's own change to the day's targets (a low-carb diet moves carbs to fat). */
export const mealTargets = nutrientTotals.extend({
  /** No day goes below this. */
  floorKcal: z.number().int(),
  isLowCarb: z.boolean(),
});
export type MealTargets = z.infer<typeof mealTargets>;

/** Why the engine bent a target: facts the web words in the member's language. */
export const targetBendCauses = ['plantBasedDiet', 'restrictions', 'energyTarget'] as const;

/**
 * A target the engine bent so that a week could be planned (the protein target of a vegan losing weight, which plant
 * foods cannot carry within the day's energy), and why. The energy, its floor and the restrictions never bend.
 */
export const mealTargetBend = z.object({
  target: z.literal('protein'),
  fromG: z.number().int(),
  toG: z.number().int(),
  because: z.enum(targetBendCauses),
});
export type MealTargetBend = z.infer<typeof mealTargetBend>;

/** Why a week was planned again: the member's answers or health data, or our food table and recipe library. */
export const mealWeekRebuilds = ['answers', 'library'] as const;
export type MealWeekRebuild = (typeof mealWeekRebuilds)[number];

export const mealWeek = z.object({
  state: z.literal('planned'),
  weekStart: z.string(),
  days: z.array(mealDay),
  targets: mealTargets,
  /** The restrictions every food was checked against. */
  diets: z.array(z.enum(dietaryPreferences)),
  allergies: z.array(z.enum(allergens)),
  /** The plan was made again since the member last saw it: their targets or restrictions changed, or our library. */
  wasRebuilt: z.boolean(),
  rebuiltBecause: z.enum(mealWeekRebuilds).nullable(),
  /** The targets bent to plan this week (`targets` already holds them as bent); usually none. */
  bends: z.array(mealTargetBend),
});
export type MealWeek = z.infer<typeof mealWeek>;

/**
 * A plan the coach cannot make yet, a state rather than an error: what it still needs (health data with consent,
 * its questions answered…), the same list as the coach's state.
 */
export const coachNotSetUp = z.object({
  state: z.literal('not-set-up'),
  needs: z.array(z.enum(coachNeeds)),
});
export type CoachNotSetUp = z.infer<typeof coachNotSetUp>;

/** A week of meals, or what the coach needs before it can plan one. */
export const mealWeekRead = z.discriminatedUnion('state', [mealWeek, coachNotSetUp]);
export type MealWeekRead = z.infer<typeof mealWeekRead>;

export const mealSwap = z.object({
  week: weekStart,
  date: z.string('4000').regex(isoDate, '4000'),
  slot: z.enum(mealSlots, '4000'),
});
export type MealSwap = z.infer<typeof mealSwap>;

/** The shop aisle a food is bought in, so the week's shopping list reads like a walk through a shop. */
export const shopAisles = ['produce', 'bakery', 'dairy-eggs', 'meat-fish', 'pantry', 'frozen'] as const;
export type ShopAisle = (typeof shopAisles)[number];

export const shoppingItem = z.object({
  foodId: z.string(),
  name: z.string(),
  /** Grams to buy: the dishes' raw grams for the servings planned, rounded up to what a shop sells. */
  grams: z.number().int(),
});

export const shoppingList = z.object({
  state: z.literal('planned'),
  weekStart: z.string(),
  aisles: z.array(
    z.object({
      aisle: z.enum(shopAisles),
      items: z.array(shoppingItem),
    }),
  ),
});
export type ShoppingList = z.infer<typeof shoppingList>;

/** A week's shopping, or what the coach needs before it can plan the week. */
export const shoppingListRead = z.discriminatedUnion('state', [shoppingList, coachNotSetUp]);
export type ShoppingListRead = z.infer<typeof shoppingListRead>;

/** A day of the week's meals to hear the coach about. */
export const dayNoteRequest = z.object({
  week: weekStart,
  date: z.string('4000').regex(isoDate, '4000'),
});
export type DayNoteRequest = z.infer<typeof dayNoteRequest>;

/**
 * The coach's note on a day, streamed as Server-Sent Events (the event name is the `type`): its words as `delta`s, a
 * `replace` when a model's words failed their checks (or never came) and the engine's plain note takes their place,
 * and `done` with where the words came from.
 */
export const dayNoteEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('replace'), text: z.string() }),
  z.object({ type: z.literal('done'), source: z.enum(['model', 'engine']) }),
]);
export type DayNoteEvent = z.infer<typeof dayNoteEvent>;
