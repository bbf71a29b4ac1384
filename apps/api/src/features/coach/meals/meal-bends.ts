import type { MealTargetBend, MealTargets } from '@vitalia/contracts';
import { MealPlanInfeasible, planWeek, type MealPlanInput } from './meal-planner';
import type { MealRules, PlannedDay } from './meal-rules';
import { planWeekFromRecipes } from './recipe-planner';

/**
 * The protein target's steps down when no week reaches it, as shares of the target: at the last, a target of 2 g per
 * kg (losing weight) is still 1.2 g, what a growing teenager is planned, well above the 0.8 g adults need.
 */
const proteinSteps = [0.9, 0.8, 0.7, 0.6] as const;

/** A week, the rules it keeps (its targets bent, if they were) and what was bent. */
export interface BentWeek {
  days: PlannedDay[];
  rules: MealRules;
  bends: MealTargetBend[];
}

/** Protein moved to `proteinG`, the energy unchanged: carbohydrate takes up the difference, or fat on a low-carb day. */
export function withProtein(targets: MealTargets, proteinG: number): MealTargets {
  const freedKcal = (targets.proteinG - proteinG) * 4;
  return targets.isLowCarb
    ? { ...targets, proteinG, fatG: Math.round(targets.fatG + freedKcal / 9) }
    : { ...targets, proteinG, carbsG: Math.round(targets.carbsG + freedKcal / 4) };
}

/**
 * Why the foods cannot carry the protein target within the energy: plant proteins come with starch and fat; other
 * restrictions narrow the protein foods; with none, the target is simply high for the day's energy.
 */
function causeOf({ diets, allergies }: MealRules): MealTargetBend['because'] {
  if (diets.includes('vegan') || diets.includes('vegetarian')) return 'plantBasedDiet';
  if (diets.length > 0 || allergies.length > 0) return 'restrictions';
  return 'energyTarget';
}

type Planner = (input: MealPlanInput) => PlannedDay[];

const planned = (planner: Planner, input: MealPlanInput): PlannedDay[] | MealPlanInfeasible => {
  try {
    return planner(input);
  } catch (error) {
    if (error instanceof MealPlanInfeasible) return error;
    throw error;
  }
};

/** The week at the member's protein target, else at the first step down that gives one; the failure at the target. */
function bending(planner: Planner, input: MealPlanInput): BentWeek | MealPlanInfeasible {
  const first = planned(planner, input);
  if (!(first instanceof MealPlanInfeasible)) return { days: first, rules: input.rules, bends: [] };
  if (first.emptyRole || first.emptySlot) return first;

  const { targets } = input.rules;
  for (const step of proteinSteps) {
    const proteinG = Math.round(targets.proteinG * step);
    const rules = { ...input.rules, targets: withProtein(targets, proteinG) };
    const days = planned(planner, { ...input, rules });
    if (days instanceof MealPlanInfeasible) continue;
    const bend: MealTargetBend = {
      target: 'protein',
      fromG: targets.proteinG,
      toG: proteinG,
      because: causeOf(input.rules),
    };
    return { days, rules, bends: [bend] };
  }
  return first;
}

/**
 * A week that keeps every rule, bending the protein target step by step when the member's foods cannot reach it
 * within the day's energy (a vegan losing weight): the energy, the floor and the restrictions never bend. Dishes of
 * the recipe library first (issue 38), bent if need be; only when no step gives a week of dishes, the food-by-role
 * planner. Throws `MealPlanInfeasible` when neither gives a week, or when a part of a meal has no food at all.
 */
export function planWeekBending(input: MealPlanInput): BentWeek {
  const fromRecipes = bending(planWeekFromRecipes, input);
  if (!(fromRecipes instanceof MealPlanInfeasible)) return fromRecipes;
  const fromFoods = bending(planWeek, input);
  if (fromFoods instanceof MealPlanInfeasible) throw fromFoods;
  return fromFoods;
}
