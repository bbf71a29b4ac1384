import type { Allergen, DietaryPreference, EnergyTargets, MealSlot, MealTargets } from '@vitalia/contracts';
import { avoids, fitsDiet, type Food } from '../../../data/foods/food-types';

/** A meal as stored: foods and grams only; names and nutrients are read from the food table when shown. */
export interface PlannedItem {
  foodId: string;
  grams: number;
}
/** The dish a meal is (issue 38): a recipe of the library and the servings of it the member eats. */
export interface PlannedDish {
  recipeId: string;
  portion: number;
}
export interface PlannedMeal {
  slot: MealSlot;
  /** The dish's foods in grams as eaten, so the validators and the export read every meal alike. */
  items: PlannedItem[];
  /** Absent on a meal the food-by-role planner made (no dish fitted) and on weeks stored before issue 38. */
  dish?: PlannedDish;
}
export interface PlannedDay {
  meals: PlannedMeal[];
}

/** What every plan is checked against before a member sees it. */
export interface MealRules {
  diets: readonly DietaryPreference[];
  allergies: readonly Allergen[];
  targets: MealTargets;
}

export interface Nutrients {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
}

export type FoodLookup = (foodId: string) => Food;

/** A low-carb day keeps protein and energy and moves carbohydrate to fat: a quarter of the energy. */
const lowCarbShare = 0.25;

/** The plan's targets from the day's: the same energy, protein and floor; a low-carb diet shifts carbs to fat. */
export function mealTargetsOf(targets: EnergyTargets, diets: readonly DietaryPreference[]): MealTargets {
  const base = {
    kcal: targets.energyKcal,
    proteinG: targets.proteinG,
    floorKcal: targets.floorKcal,
  };
  if (!diets.includes('low_carb')) {
    return { ...base, fatG: targets.fatG, carbsG: targets.carbsG, isLowCarb: false };
  }
  const carbsG = Math.min(targets.carbsG, Math.round((targets.energyKcal * lowCarbShare) / 4));
  const fatG = Math.round((targets.energyKcal - targets.proteinG * 4 - carbsG * 4) / 9);
  return { ...base, fatG, carbsG, isLowCarb: true };
}

type Restrictions = Pick<MealRules, 'diets' | 'allergies'>;

/** Why a food may not be on a member's plate; null when it may. */
export function foodRefusal(food: Food, rules: Restrictions): 'allergen' | 'diet' | 'freeFrom' | null {
  if (food.allergens.some((allergen) => rules.allergies.includes(allergen))) return 'allergen';
  if (!rules.diets.every((diet) => fitsDiet(food, diet))) return 'diet';
  // A free-from food is for the members who need it; everyone else gets the ordinary one.
  if (food.freeFrom && !avoids(food.freeFrom, rules)) return 'freeFrom';
  return null;
}

export const isFoodAllowed = (food: Food, rules: Restrictions) => foodRefusal(food, rules) === null;

/** ±10 % of the target, never under the floor (for a minor the floor is maintenance: no deficit, D9). */
export function energyBand(targets: MealTargets): { min: number; max: number } {
  return { min: Math.max(targets.kcal * 0.9, targets.floorKcal), max: targets.kcal * 1.1 };
}

/**
 * The bounds each macronutrient must keep over a day, as shares of the day's energy (the usual acceptable ranges:
 * IOM/EFSA), besides protein's floor of 80 % of the member's target; protein's cap holds whatever the target. Targets are what the planner aims at; these
 * are what a day must never break. A low-carb day trades carbohydrate for fat.
 */
export const macroBounds = {
  proteinShare: { max: 0.35 },
  proteinOfTarget: { min: 0.8 },
  fatShare: { min: 0.2, max: 0.4 },
  carbsShare: { min: 0.3, max: 0.65 },
  lowCarb: { fatShare: { min: 0.3, max: 0.7 }, carbsShare: { min: 0, max: 0.3 } },
} as const;

export function nutrientsOf(items: readonly PlannedItem[], food: FoodLookup): Nutrients {
  const totals = { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0 };
  for (const item of items) {
    const { per100g } = food(item.foodId);
    const share = item.grams / 100;
    totals.kcal += per100g.kcal * share;
    totals.proteinG += per100g.proteinG * share;
    totals.fatG += per100g.fatG * share;
    totals.carbsG += per100g.carbsG * share;
  }
  return totals;
}

export type DayViolation =
  | { rule: 'allergen' | 'diet' | 'freeFrom'; foodId: string }
  | { rule: 'energy'; kcal: number }
  | { rule: 'macro'; macro: 'proteinG' | 'fatG' | 'carbsG'; grams: number };

/** Every hard rule a day breaks; an empty list is the only way a day reaches a member. */
export function dayViolations(day: PlannedDay, rules: MealRules, food: FoodLookup): DayViolation[] {
  const items = day.meals.flatMap((meal) => meal.items);
  const violations: DayViolation[] = [];
  for (const item of items) {
    const refusal = foodRefusal(food(item.foodId), rules);
    if (refusal) violations.push({ rule: refusal, foodId: item.foodId });
  }
  const totals = nutrientsOf(items, food);
  const band = energyBand(rules.targets);
  if (totals.kcal < band.min || totals.kcal > band.max)
    violations.push({ rule: 'energy', kcal: totals.kcal });
  for (const macro of macroViolations(totals, rules.targets))
    violations.push({ rule: 'macro', macro, grams: totals[macro] });
  return violations;
}

function macroViolations(totals: Nutrients, targets: MealTargets): ('proteinG' | 'fatG' | 'carbsG')[] {
  const shareOf = (grams: number, kcalPerGram: number) => (grams * kcalPerGram) / totals.kcal;
  const within = (value: number, range: { min: number; max: number }) =>
    value >= range.min && value <= range.max;
  const { fatShare, carbsShare } = targets.isLowCarb ? macroBounds.lowCarb : macroBounds;
  // However high the target, no day draws more than the cap's share of its energy from protein.
  const proteinMax = (totals.kcal * macroBounds.proteinShare.max) / 4;
  return [
    ...(totals.proteinG < targets.proteinG * macroBounds.proteinOfTarget.min || totals.proteinG > proteinMax
      ? (['proteinG'] as const)
      : []),
    ...(within(shareOf(totals.fatG, 9), fatShare) ? [] : (['fatG'] as const)),
    ...(within(shareOf(totals.carbsG, 4), carbsShare) ? [] : (['carbsG'] as const)),
  ];
}
