import type { Allergen, DietaryPreference, ShopAisle } from '@vitalia/contracts';

/**
 * Where a food comes from: with the animal sources its allergens name, what the diets are decided on (a diet never
 * trusts a hand-set "vegan" flag, nor a hand-set "plant" that its allergens contradict).
 */
export const foodOrigins = ['plant', 'egg', 'dairy', 'fish', 'shellfish', 'poultry', 'meat', 'pork'] as const;
export type FoodOrigin = (typeof foodOrigins)[number];

/** The part a food can play in a meal; a meal is built from one food per part of its template. */
export const foodRoles = [
  'breakfast-base',
  'breakfast-protein',
  'main-protein',
  'main-starch',
  'vegetable',
  'fruit',
  'fat',
  'snack',
] as const;
export type FoodRole = (typeof foodRoles)[number];

export { shopAisles, type ShopAisle } from '@vitalia/contracts';

export interface FoodNames {
  en: string;
  fr: string;
  ar: string;
}

/** What we add by hand to a USDA SR28 entry (food-curation.ts): our tags, portions and names. */
export interface FoodCuration {
  /** Our stable slug, e.g. `oats-rolled`. */
  id: string;
  /** The USDA SR28 NDB number the nutrients come from, e.g. `08120`. */
  ndb: string;
  names: FoodNames;
  origin: FoodOrigin;
  /** EU-14 allergens the food contains or is usually made with (Regulation 1169/2011 Annex II). */
  allergens: Allergen[];
  /**
   * A free-from food (gluten-free bread) stands in for one holding this allergen: planned only for members who avoid
   * it, since everyone else eats the ordinary food.
   */
  freeFrom?: Allergen;
  roles: FoodRole[];
  /** A serving's range in grams as eaten; the planner scales within it. */
  portion: { min: number; max: number };
  aisle: ShopAisle;
  /** Grams bought per gram eaten, for foods weighed cooked (rice cooked ×0.4 raw); 1 when bought as eaten. */
  purchaseRatio: number;
}

/** Nutrients per 100 g as eaten, from SR28. */
export interface FoodNutrients {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number;
}

/** A row of the committed food table (foods.json), built by build-foods.ts from the curation and SR28. */
export interface Food extends FoodCuration {
  per100g: FoodNutrients;
}

/** Which origins each diet allows; halal is planned as pork-free (and alcohol-free: the table holds no alcohol). */
const dietOrigins: Partial<Readonly<Record<DietaryPreference, readonly FoodOrigin[]>>> = {
  vegetarian: ['plant', 'egg', 'dairy'],
  vegan: ['plant'],
  pescatarian: ['plant', 'egg', 'dairy', 'fish', 'shellfish'],
  halal: ['plant', 'egg', 'dairy', 'fish', 'shellfish', 'poultry', 'meat'],
};

/** Diets that are an allergen to leave out rather than a set of origins. */
const dietAllergens: Partial<Readonly<Record<DietaryPreference, Allergen>>> = {
  gluten_free: 'gluten',
  lactose_free: 'milk',
};

/**
 * A low-carb plan leaves out foods above this much carbohydrate per 100 g, and, apart from fresh fruit and vegetables
 * (light however sweet), foods that draw more than this share of their energy from digestible carbohydrate (legumes,
 * grains, and the produce a meal eats as its starch: potatoes are no low-carb food).
 */
export const lowCarbLimitPer100g = 25;
export const lowCarbEnergyShare = 0.4;

function isLowCarb({ per100g, aisle, roles }: Food): boolean {
  if (per100g.carbsG > lowCarbLimitPer100g) return false;
  const digestibleShare = (4 * Math.max(0, per100g.carbsG - per100g.fiberG)) / Math.max(per100g.kcal, 1);
  const isLightProduce = aisle === 'produce' && !roles.includes('main-starch');
  return isLightProduce || digestibleShare <= lowCarbEnergyShare;
}

/** The animal source each animal allergen names: a food tagged with milk is a dairy food, whatever its origin says. */
const allergenSources: Partial<Readonly<Record<Allergen, FoodOrigin>>> = {
  milk: 'dairy',
  eggs: 'egg',
  fish: 'fish',
  crustaceans: 'shellfish',
  molluscs: 'shellfish',
};

/** Every source a food draws on: its origin and what its allergens say it holds. */
export function sourcesOf(food: Pick<Food, 'origin' | 'allergens'>): FoodOrigin[] {
  const sources = new Set<FoodOrigin>([food.origin]);
  for (const allergen of food.allergens) {
    const source = allergenSources[allergen];
    if (source) sources.add(source);
  }
  return [...sources];
}

/** Whether a food fits one of the member's diets: each of its sources allowed, and no allergen the diet leaves out. */
export function fitsDiet(food: Food, diet: DietaryPreference): boolean {
  const origins = dietOrigins[diet];
  if (origins && !sourcesOf(food).every((source) => origins.includes(source))) return false;
  const allergen = dietAllergens[diet];
  if (allergen && food.allergens.includes(allergen)) return false;
  if (diet === 'low_carb' && !isLowCarb(food)) return false;
  return true;
}

/** Whether a member with these diets and allergies avoids an allergen (a gluten-free diet avoids gluten). */
export function avoids(
  allergen: Allergen,
  { diets, allergies }: { diets: readonly DietaryPreference[]; allergies: readonly Allergen[] },
): boolean {
  return allergies.includes(allergen) || diets.some((diet) => dietAllergens[diet] === allergen);
}
