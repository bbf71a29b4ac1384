import { mealSlots, type MealSlot } from '@vitalia/contracts';
import { foodRoles, type Food, type FoodRole } from '../../../data/foods/food-types';
import type { Recipe } from '../../../data/recipes/recipe-types';
import { seededRandom, shuffled } from '../../../lib/seeded-random';
import { fitPortions } from './meal-portions';
import {
  dayViolations,
  isFoodAllowed,
  type DayViolation,
  type FoodLookup,
  type MealRules,
  type PlannedDay,
} from './meal-rules';

/** The parts of each meal, one food each (data/food-types.ts describes the roles). */
export const mealTemplates: Readonly<Record<MealSlot, readonly FoodRole[]>> = {
  breakfast: ['breakfast-base', 'breakfast-protein', 'fruit'],
  lunch: ['main-protein', 'main-starch', 'vegetable', 'fat'],
  dinner: ['main-protein', 'main-starch', 'vegetable', 'fat'],
  snack: ['snack'],
};

/** A low-carb day leaves out the starch and the breakfast cereal: more vegetables and fat take their place. */
const lowCarbTemplates: Readonly<Record<MealSlot, readonly FoodRole[]>> = {
  breakfast: ['breakfast-protein', 'fat', 'fruit'],
  lunch: ['main-protein', 'vegetable', 'vegetable', 'fat'],
  dinner: ['main-protein', 'vegetable', 'vegetable', 'fat'],
  snack: ['snack', 'fat'],
};

export const templatesFor = (rules: MealRules) =>
  rules.targets.isLowCarb ? lowCarbTemplates : mealTemplates;

/** Food choices tried for a day before the engine says it cannot plan one; each try costs well under a millisecond. */
const attemptsPerDay = 30;
/** A swap keeps the rest of the day's foods, so fewer choices fit it: it tries longer (halving its misses, measured). */
const attemptsPerSwap = 100;
export const daysPerWeek = 7;

/** No plan can keep every rule: no food left for a part of a meal, or no choice of foods that fits the targets. */
export class MealPlanInfeasible extends Error {
  constructor(
    readonly emptyRole: FoodRole | null,
    readonly violations: readonly DayViolation[],
    /** A meal no dish of the recipe library fits (recipe-planner.ts): no bend of a target can help. */
    readonly emptySlot: MealSlot | null = null,
  ) {
    super(
      emptyRole
        ? `no food left for ${emptyRole}`
        : emptySlot
          ? `no dish for ${emptySlot}`
          : 'no day met every rule',
    );
  }
}

export interface MealPlanInput {
  rules: MealRules;
  /** Same seed, same plan: the member and the week. */
  seed: string;
  foods: readonly Food[];
  /** The dishes to plan from; the committed library unless a test gives others. */
  recipes?: readonly Recipe[];
}

type Pools = Readonly<Record<FoodRole, readonly Food[]>>;

function poolsOf(foods: readonly Food[], rules: MealRules): Pools {
  const allowed = foods.filter((food) => isFoodAllowed(food, rules));
  const pools = Object.fromEntries(
    foodRoles.map((role) => [role, allowed.filter((food) => food.roles.includes(role))]),
  ) as Record<FoodRole, Food[]>;
  const templates = templatesFor(rules);
  const emptyRole = foodRoles.find(
    (role) => pools[role].length === 0 && mealSlots.some((slot) => templates[slot].includes(role)),
  );
  if (emptyRole) throw new MealPlanInfeasible(emptyRole, []);
  return pools;
}

export const lookupIn = (foods: readonly Food[]): FoodLookup => {
  const byId = new Map(foods.map((food) => [food.id, food]));
  return (foodId) => {
    const food = byId.get(foodId);
    if (!food) throw new Error(`unknown food ${foodId}`);
    return food;
  };
};

/** The first food of `order` from `start` that `fits`; failing that, one not yet on the day; failing that, `start`'s. */
function firstFitting(
  order: readonly Food[],
  start: number,
  fits: (food: Food) => boolean,
  used: ReadonlySet<string>,
) {
  for (const isFitting of [fits, (food: Food) => !used.has(food.id)]) {
    for (let step = 0; step < order.length; step += 1) {
      const index = (start + step) % order.length;
      if (isFitting(order[index]!)) return index;
    }
  }
  return start % order.length;
}

const isMainProtein = (food: Food) => food.roles.includes('main-protein');

/**
 * One food per part of a meal, each from its role's order starting where `startOf` says: never a food already on the
 * day, and one main protein a meal (beans as the starch beside beans as the protein make no meal).
 */
function pickMeal(
  roles: readonly FoodRole[],
  orderOf: (role: FoodRole) => readonly Food[],
  startOf: (role: FoodRole, order: readonly Food[]) => number,
  used: Set<string>,
  onPicked: (role: FoodRole, index: number) => void = () => {},
): Food[] {
  const picked: Food[] = [];
  for (const role of roles) {
    const order = orderOf(role);
    const hasMainProtein = picked.some(isMainProtein);
    const index = firstFitting(
      order,
      startOf(role, order),
      (food) => !used.has(food.id) && !(hasMainProtein && isMainProtein(food)),
      used,
    );
    onPicked(role, index);
    used.add(order[index]!.id);
    picked.push(order[index]!);
  }
  return picked;
}

/**
 * A week of meals: each part of each meal takes the next food of a per-week shuffled order of what the member may
 * eat (so the week varies and no food repeats within a day), then portions are fitted to the targets. A day that
 * breaks a rule is tried again with other foods; a plan is returned only when every day keeps every rule.
 */
export function planWeek({ rules, seed, foods }: MealPlanInput): PlannedDay[] {
  const pools = poolsOf(foods, rules);
  const lookup = lookupIn(foods);
  const random = seededRandom(seed);
  const orders = Object.fromEntries(foodRoles.map((role) => [role, shuffled(pools[role], random)])) as Record<
    FoodRole,
    Food[]
  >;
  const cursors = Object.fromEntries(foodRoles.map((role) => [role, 0])) as Record<FoodRole, number>;

  const templates = templatesFor(rules);
  const planDay = (): PlannedDay => {
    let violations: DayViolation[] = [];
    for (let attempt = 0; attempt < attemptsPerDay; attempt += 1) {
      const used = new Set<string>();
      const meals = mealSlots.map((slot) => ({
        slot,
        foods: pickMeal(
          templates[slot],
          (role) => orders[role],
          (role, order) => cursors[role] + (attempt > 0 ? Math.floor(random() * order.length) : 0),
          used,
          (role, index) => (cursors[role] = index + 1),
        ),
      }));
      const day = { meals: fitPortions(meals, rules.targets) };
      violations = dayViolations(day, rules, lookup);
      if (violations.length === 0) return day;
    }
    throw new MealPlanInfeasible(null, violations);
  };

  return Array.from({ length: daysPerWeek }, planDay);
}

/**
 * The day with one meal made of other foods, every portion of the day fitted again so the day still keeps every
 * rule. `swapNumber` makes each swap of the same meal land somewhere new.
 */
export function swapMeal(
  { rules, seed, foods }: MealPlanInput,
  day: PlannedDay,
  slot: MealSlot,
  swapNumber: number,
): PlannedDay {
  const pools = poolsOf(foods, rules);
  const lookup = lookupIn(foods);
  const random = seededRandom(`${seed}:swap:${swapNumber}`);
  const current = new Set(day.meals.find((meal) => meal.slot === slot)?.items.map((item) => item.foodId));
  const elsewhere = new Set(
    day.meals.filter((meal) => meal.slot !== slot).flatMap((meal) => meal.items.map((item) => item.foodId)),
  );

  let violations: DayViolation[] = [];
  for (let attempt = 0; attempt < attemptsPerSwap; attempt += 1) {
    const used = new Set([...current, ...elsewhere]);
    const swapped = pickMeal(
      templatesFor(rules)[slot],
      (role) => pools[role],
      (_, order) => Math.floor(random() * order.length),
      used,
    );
    if (swapped.every((food) => current.has(food.id))) continue;
    const meals = day.meals.map((meal) => ({
      slot: meal.slot,
      foods: meal.slot === slot ? swapped : meal.items.map((item) => lookup(item.foodId)),
    }));
    const next = { meals: fitPortions(meals, rules.targets) };
    violations = dayViolations(next, rules, lookup);
    if (violations.length === 0) return next;
  }
  throw new MealPlanInfeasible(null, violations);
}
