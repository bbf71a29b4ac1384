import type { MealSlot, MealTargets } from '@vitalia/contracts';
import type { Food } from '../../../data/foods/food-types';
import { energyBand, macroBounds, type PlannedMeal } from './meal-rules';

/** Each meal's share of the day's energy. */
export const mealShares: Readonly<Record<MealSlot, number>> = {
  breakfast: 0.25,
  lunch: 0.325,
  dinner: 0.325,
  snack: 0.1,
};

/** How much each miss counts: energy most, then protein; a meal's share of the day only gently. */
const weights = {
  kcal: 10,
  proteinG: 3,
  fatG: 1,
  carbsG: 1,
  lowCarb: 5,
  proteinCap: 10,
  mealShare: 0.3,
} as const;
/** Protein is kept under this share of the day's energy, a little inside the validators' cap so rounding keeps it. */
const aimedProteinCap = macroBounds.proteinShare.max - 0.015;
/** Protein is aimed at no less than this share of the energy: ordinary food carries at least that much. */
const usualProteinShare = 0.15;
/** Portions grow for bodies that need more than this a day: a large athlete eats larger plates, not more meals. */
const usualDayKcal = 2200;
/** A low-carb day has no starch, the plate's largest carrier of energy: its other foods grow from a smaller day. */
const usualLowCarbDayKcal = 1600;
const nutrientKeys = ['kcal', 'proteinG', 'fatG', 'carbsG'] as const;
const sweeps = 40;
/** Portions are shown in steps a kitchen scale and a member's eye can follow. */
const gramStep = 5;

interface Row {
  weight: number;
  /** Whether only a shortfall counts (protein), only an excess (a low-carb day's carbohydrate), or both. */
  counts: 'both' | 'shortfall' | 'excess';
  /** Coefficient per variable, already divided by the row's target so every miss is relative. */
  coefficients: number[];
  /** What the row's sum aims at: 1 (its target reached), or 0 for a bound written as a difference. */
  aim: number;
  residual: number;
}

/**
 * Grams for the chosen foods that bring the day closest to its targets, each portion within its range: a small
 * weighted least-squares problem (day energy and macros, each meal's share of the energy) solved by coordinate
 * descent, then rounded to 5 g. The caller validates the result; this only aims.
 */
export function fitPortions(
  meals: readonly { slot: MealSlot; foods: readonly Food[] }[],
  targets: MealTargets,
) {
  const band = energyBand(targets);
  const aimKcal = (band.min + band.max) / 2;
  const foods = meals.flatMap((meal) => meal.foods);
  const scale = Math.max(1, aimKcal / (targets.isLowCarb ? usualLowCarbDayKcal : usualDayKcal));
  const ranges = foods.map((food) => ({ min: food.portion.min, max: food.portion.max * scale }));
  const grams = ranges.map((range) => (range.min + range.max) / 2);
  const aims = {
    kcal: aimKcal,
    proteinG: Math.max(targets.proteinG, (aimKcal * usualProteinShare) / 4),
    fatG: targets.fatG,
    carbsG: targets.carbsG,
  };

  const rows: Row[] = nutrientKeys.map((key) => ({
    weight: targets.isLowCarb && key === 'carbsG' ? weights.lowCarb : weights[key],
    counts: key === 'proteinG' ? 'shortfall' : targets.isLowCarb && key === 'carbsG' ? 'excess' : 'both',
    coefficients: foods.map((food) => food.per100g[key] / 100 / Math.max(aims[key], 1)),
    aim: 1,
    residual: 0,
  }));
  // Protein's energy minus the cap's share of the day's energy: above zero is over the cap.
  rows.push({
    weight: weights.proteinCap,
    counts: 'excess',
    coefficients: foods.map(
      (food) => (4 * food.per100g.proteinG - aimedProteinCap * food.per100g.kcal) / 100 / aimKcal,
    ),
    aim: 0,
    residual: 0,
  });
  let offset = 0;
  for (const meal of meals) {
    const mealAim = aimKcal * mealShares[meal.slot];
    const start = offset;
    rows.push({
      weight: weights.mealShare,
      counts: 'both',
      coefficients: foods.map((food, index) =>
        index >= start && index < start + meal.foods.length ? food.per100g.kcal / 100 / mealAim : 0,
      ),
      aim: 1,
      residual: 0,
    });
    offset += meal.foods.length;
  }
  for (const row of rows)
    row.residual = row.coefficients.reduce((sum, a, j) => sum + a * grams[j]!, 0) - row.aim;

  for (let sweep = 0; sweep < sweeps; sweep += 1) {
    for (let j = 0; j < foods.length; j += 1) {
      let gradient = 0;
      let curvature = 0;
      for (const row of rows) {
        if (
          (row.counts === 'shortfall' && row.residual >= 0) ||
          (row.counts === 'excess' && row.residual <= 0)
        )
          continue;
        const a = row.coefficients[j]!;
        gradient += row.weight * a * row.residual;
        curvature += row.weight * a * a;
      }
      if (curvature === 0) continue;
      const { min, max } = ranges[j]!;
      const next = Math.min(max, Math.max(min, grams[j]! - gradient / curvature));
      const change = next - grams[j]!;
      if (change === 0) continue;
      grams[j] = next;
      for (const row of rows) row.residual += row.coefficients[j]! * change;
    }
  }

  let index = 0;
  return meals.map((meal): PlannedMeal => ({
    slot: meal.slot,
    items: meal.foods.map((food) => {
      const { min, max } = ranges[index]!;
      const rounded = Math.round(grams[index++]! / gramStep) * gramStep;
      return { foodId: food.id, grams: Math.min(Math.floor(max), Math.max(min, rounded)) };
    }),
  }));
}
