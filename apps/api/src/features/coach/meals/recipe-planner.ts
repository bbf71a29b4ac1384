import { mealSlots, type MealSlot } from '@vitalia/contracts';
import type { Recipe } from '../../../data/recipes/recipe-types';
import { recipeTable } from '../../../data/recipes';
import { avoids, type Food } from '../../../data/foods/food-types';
import { seededRandom, shuffled } from '../../../lib/seeded-random';
import { daysPerWeek, lookupIn, MealPlanInfeasible, type MealPlanInput } from './meal-planner';
import {
  dayViolations,
  foodRefusal,
  type DayViolation,
  type FoodLookup,
  type MealRules,
  type Nutrients,
  type PlannedDay,
} from './meal-rules';
import { fitRecipePortions, itemsOf, servingNutrients } from './recipe-portions';

/** Dish choices tried for a day; after half of them, a day stops insisting on last night's leftovers for lunch. */
const attemptsPerDay = 24;
const attemptsPerSwap = 100;

/** How much a choice of dish costs, in foods the week's list does not yet hold (a list of 25–35 lines is the aim). */
const penalties = {
  /** The same breakfast or snack two days running: allowed, not wished. */
  sameAsYesterday: 2,
  /** A dinner already cooked this week. */
  dinnerAgain: 4,
  /** Randomness among equally cheap dishes, so weeks differ. */
  jitter: 1,
} as const;
/** A dinner that keeps feeds tomorrow's lunch too: one dish, one list, for two meals. */
const keepsBonus = 2;

/** Whether the member may eat a dish: its own tags (allergens of its flavourings too), then each food re-checked. */
export function isRecipeAllowed(recipe: Recipe, rules: MealRules, food: FoodLookup): boolean {
  if (recipe.allergens.some((allergen) => avoids(allergen, rules))) return false;
  if (!rules.diets.every((diet) => recipe.diets.includes(diet))) return false;
  return recipe.ingredients.every(({ foodId }) => foodRefusal(food(foodId), rules) === null);
}

type Pools = Readonly<Record<MealSlot, readonly Recipe[]>>;

function poolsOf(recipes: readonly Recipe[], rules: MealRules, foods: readonly Food[]): Pools {
  const food = lookupIn(foods);
  const known = new Set(foods.map(({ id }) => id));
  const allowed = recipes.filter(
    (recipe) =>
      recipe.ingredients.every(({ foodId }) => known.has(foodId)) && isRecipeAllowed(recipe, rules, food),
  );
  const pools = Object.fromEntries(
    mealSlots.map((slot) => [slot, allowed.filter((recipe) => recipe.meals.includes(slot))]),
  ) as Record<MealSlot, Recipe[]>;
  const emptySlot = mealSlots.find((slot) => pools[slot].length === 0);
  if (emptySlot) throw new MealPlanInfeasible(null, [], emptySlot);
  return pools;
}

/** Servings' nutrients worked out once per dish and food table (a lookup is made per plan). */
const servingsByTable = new WeakMap<FoodLookup, WeakMap<Recipe, Nutrients>>();
function servingOf(recipe: Recipe, food: FoodLookup): Nutrients {
  const servings = servingsByTable.get(food) ?? new WeakMap<Recipe, Nutrients>();
  servingsByTable.set(food, servings);
  const serving = servings.get(recipe) ?? servingNutrients(recipe, food);
  servings.set(recipe, serving);
  return serving;
}

/** The day from its dishes, each at the servings that fit the day; null when no servings do. */
function dayOf(dishes: readonly { slot: MealSlot; recipe: Recipe }[], rules: MealRules, food: FoodLookup) {
  const portions = fitRecipePortions(
    dishes.map(({ slot, recipe }) => ({ slot, serving: servingOf(recipe, food) })),
    rules.targets,
  );
  if (!portions) return null;
  const day: PlannedDay = {
    meals: dishes.map(({ slot, recipe }, index) => ({
      slot,
      items: itemsOf(recipe, portions[index]!, food),
      dish: { recipeId: recipe.id, portion: portions[index]! },
    })),
  };
  return { day, violations: dayViolations(day, rules, food) };
}

/**
 * A week of named dishes (issue 38): each meal one recipe of the library the member may eat, at the servings that fit
 * the day's targets. A dinner that keeps is cooked once and eaten twice (tomorrow's lunch), and dishes whose foods are
 * already on the week's list are preferred, so the list stays short. Throws `MealPlanInfeasible` when a day finds no
 * dishes that keep every rule; the food-by-role planner then plans the week.
 */
export function planWeekFromRecipes({
  rules,
  seed,
  foods,
  recipes = recipeTable,
}: MealPlanInput): PlannedDay[] {
  const food = lookupIn(foods);
  const pools = poolsOf(recipes, rules, foods);
  const random = seededRandom(`${seed}:recipes`);
  const onList = new Set<string>();
  const dinnersCooked = new Set<string>();
  const days: PlannedDay[] = [];

  const costOf = (recipe: Recipe, slot: MealSlot, yesterday: PlannedDay | undefined, today: Set<string>) => {
    const newFoods = recipe.ingredients.filter(
      ({ foodId }) => !onList.has(foodId) && !today.has(foodId),
    ).length;
    const wasYesterday = yesterday?.meals.find((meal) => meal.slot === slot)?.dish?.recipeId === recipe.id;
    let cost = newFoods + penalties.jitter * random();
    if (wasYesterday) cost += penalties.sameAsYesterday;
    if (slot === 'dinner' && dinnersCooked.has(recipe.id)) cost += penalties.dinnerAgain;
    if (slot === 'dinner' && recipe.keepsForNextDay) cost -= keepsBonus;
    return cost;
  };

  const planDay = (yesterday: PlannedDay | undefined): PlannedDay => {
    const lastDinner = yesterday?.meals.find((meal) => meal.slot === 'dinner')?.dish?.recipeId;
    const leftover = lastDinner ? pools.dinner.find((recipe) => recipe.id === lastDinner) : undefined;
    let violations: DayViolation[] = [];
    for (let attempt = 0; attempt < attemptsPerDay; attempt += 1) {
      const todayFoods = new Set<string>();
      const picked: { slot: MealSlot; recipe: Recipe }[] = [];
      for (const slot of mealSlots) {
        const reuse = slot === 'lunch' && leftover?.keepsForNextDay && attempt < attemptsPerDay / 2;
        const ranked = reuse
          ? []
          : pools[slot]
              .filter((recipe) => picked.every((dish) => dish.recipe.id !== recipe.id))
              .map((recipe) => ({ recipe, cost: costOf(recipe, slot, yesterday, todayFoods) }))
              .sort((a, b) => a.cost - b.cost);
        const chosen = reuse
          ? leftover
          : ranked[Math.floor(random() * Math.min(ranked.length, 1 + attempt))]?.recipe;
        if (!chosen) throw new MealPlanInfeasible(null, [], slot);
        for (const { foodId } of chosen.ingredients) todayFoods.add(foodId);
        picked.push({ slot, recipe: chosen });
      }
      const planned = dayOf(picked, rules, food);
      if (planned?.violations.length === 0) {
        for (const foodId of todayFoods) onList.add(foodId);
        dinnersCooked.add(picked.find((dish) => dish.slot === 'dinner')!.recipe.id);
        return planned.day;
      }
      violations = planned?.violations ?? violations;
    }
    throw new MealPlanInfeasible(null, violations);
  };

  for (let index = 0; index < daysPerWeek; index += 1) days.push(planDay(days[index - 1]));
  return days;
}

/**
 * The day with another dish for one meal, of the same meal and fitting the member, every serving of the day fitted
 * again. Null when the day holds a meal without a dish (planned by foods): the caller swaps it by foods.
 */
export function swapDish(
  { rules, seed, foods, recipes = recipeTable }: MealPlanInput,
  day: PlannedDay,
  slot: MealSlot,
  swapNumber: number,
): PlannedDay | null {
  if (day.meals.some((meal) => !meal.dish)) return null;
  const food = lookupIn(foods);
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const dishes = day.meals.map((meal) => ({ slot: meal.slot, recipe: byId.get(meal.dish!.recipeId) }));
  if (dishes.some((dish) => !dish.recipe)) return null;
  const onDay = new Set(day.meals.map((meal) => meal.dish!.recipeId));
  const pools = poolsOf(recipes, rules, foods);
  const random = seededRandom(`${seed}:swap:${swapNumber}`);
  const candidates = shuffled(
    pools[slot].filter((recipe) => !onDay.has(recipe.id)),
    random,
  ).slice(0, attemptsPerSwap);
  let violations: DayViolation[] = [];
  for (const candidate of candidates) {
    const next = dishes.map((dish) => ({
      slot: dish.slot,
      recipe: dish.slot === slot ? candidate : dish.recipe!,
    }));
    const planned = dayOf(next, rules, food);
    if (planned?.violations.length === 0) return planned.day;
    violations = planned?.violations ?? violations;
  }
  throw new MealPlanInfeasible(null, violations);
}
