import type { MealSlot, MealTargets } from '@vitalia/contracts';
import type { Recipe } from '../../../data/recipes/recipe-types';
import { mealShares } from './meal-portions';
import { energyBand, macroBounds, type FoodLookup, type Nutrients, type PlannedItem } from './meal-rules';

/**
 * Servings a member is given of a dish: from half a plate to two, in quarters a cook can measure (issue 38); a smaller
 * body eats half of the recipe's serving.
 */
export const portionSteps = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** Above this day's energy, servings grow with it: a large athlete eats larger plates, not more meals (as meal-portions.ts). */
const usualDayKcal = 2200;

/** The servings offered for a day's energy, in quarters. */
export function portionStepsFor(targets: MealTargets): number[] {
  const band = energyBand(targets);
  const scale = Math.max(1, (band.min + band.max) / 2 / usualDayKcal);
  return portionSteps.map((step) => Math.round(step * scale * 4) / 4);
}

/** The validators' bounds drawn in a little, so grams rounded to whole numbers still keep them. */
const margin = 0.01;

/** How much each miss counts: the day's energy most, protein under its target next, each meal's share gently. */
const weights = { kcal: 10, protein: 3, macro: 1, mealShare: 0.3 } as const;

/** One serving's nutrients, read from the food table (the recipe's raw grams turned into the grams its values are for). */
export function servingNutrients(recipe: Recipe, food: FoodLookup): Nutrients {
  const totals = { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0 };
  for (const { foodId, grams } of recipe.ingredients) {
    const { per100g, purchaseRatio } = food(foodId);
    const share = grams / purchaseRatio / 100 / recipe.servings;
    totals.kcal += per100g.kcal * share;
    totals.proteinG += per100g.proteinG * share;
    totals.fatG += per100g.fatG * share;
    totals.carbsG += per100g.carbsG * share;
  }
  return totals;
}

/** A dish as the planner stores it: its foods in grams as eaten, so the validators read it as any meal. */
export function itemsOf(recipe: Recipe, portion: number, food: FoodLookup): PlannedItem[] {
  return recipe.ingredients.map(({ foodId, grams }) => ({
    foodId,
    grams: Math.max(1, Math.round((grams * portion) / recipe.servings / food(foodId).purchaseRatio)),
  }));
}

interface Dish {
  slot: MealSlot;
  serving: Nutrients;
}

const square = (value: number) => value * value;

/**
 * The servings of each dish that bring the day closest to its targets (the energy most, then protein under its
 * target, fat and carbohydrate, each meal's share gently) while keeping every bound of the validators, drawn in by
 * `margin`: every choice of `portionStepsFor` is tried (7⁴ for a day of four meals), leaving out early those whose
 * energy already misses the band. Null when no choice keeps the bounds: these dishes cannot make this member's day.
 * The caller validates the rounded grams again.
 */
export function fitRecipePortions(dishes: readonly Dish[], targets: MealTargets): number[] | null {
  const steps = portionStepsFor(targets);
  const band = energyBand(targets);
  const aimKcal = (band.min + band.max) / 2;
  const kcal = { min: band.min * (1 + margin), max: band.max * (1 - margin) };
  const proteinMin = targets.proteinG * macroBounds.proteinOfTarget.min * (1 + margin);
  const proteinCap = macroBounds.proteinShare.max - margin;
  const { fatShare, carbsShare } = targets.isLowCarb ? macroBounds.lowCarb : macroBounds;
  const mealAims = dishes.map((dish) => aimKcal * mealShares[dish.slot]);
  const kcalAfter = (index: number, step: number) =>
    dishes.slice(index + 1).reduce((sum, dish) => sum + dish.serving.kcal * step, 0);
  const leastAfter = dishes.map((_, index) => kcalAfter(index, steps[0]!));
  const mostAfter = dishes.map((_, index) => kcalAfter(index, steps.at(-1)!));

  const costOf = (day: Nutrients, sharesCost: number) => {
    const fat = (day.fatG * 9) / day.kcal;
    const carbs = (day.carbsG * 4) / day.kcal;
    const keeps =
      day.proteinG >= proteinMin &&
      day.proteinG * 4 <= day.kcal * proteinCap &&
      fat >= fatShare.min + margin &&
      fat <= fatShare.max - margin &&
      carbs >= carbsShare.min &&
      carbs <= carbsShare.max - margin;
    if (!keeps) return Infinity;
    return (
      weights.kcal * square(day.kcal / aimKcal - 1) +
      weights.protein * square(Math.max(0, 1 - day.proteinG / targets.proteinG)) +
      weights.macro * square(day.fatG / Math.max(targets.fatG, 1) - 1) +
      weights.macro * square(day.carbsG / Math.max(targets.carbsG, 1) - 1) +
      sharesCost
    );
  };

  let best: number[] | null = null;
  let bestCost = Infinity;
  const portions: number[] = [];
  const visit = (index: number, day: Nutrients, sharesCost: number) => {
    if (index === dishes.length) {
      if (day.kcal < kcal.min || day.kcal > kcal.max) return;
      const cost = costOf(day, sharesCost);
      if (cost < bestCost) [bestCost, best] = [cost, [...portions]];
      return;
    }
    const { serving } = dishes[index]!;
    for (const step of steps) {
      const mealKcal = serving.kcal * step;
      // Steps grow: once the least the rest can add overshoots the band, larger steps overshoot too.
      if (day.kcal + mealKcal + leastAfter[index]! > kcal.max) break;
      if (day.kcal + mealKcal + mostAfter[index]! < kcal.min) continue;
      portions[index] = step;
      const next = {
        kcal: day.kcal + mealKcal,
        proteinG: day.proteinG + serving.proteinG * step,
        fatG: day.fatG + serving.fatG * step,
        carbsG: day.carbsG + serving.carbsG * step,
      };
      visit(index + 1, next, sharesCost + weights.mealShare * square(mealKcal / mealAims[index]! - 1));
    }
  };
  visit(0, { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0 }, 0);
  return best;
}
