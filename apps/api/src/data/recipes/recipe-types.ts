import type { Allergen, DietaryPreference, Language, MealSlot } from '@vitalia/contracts';
import type { FoodNutrients } from '../foods/food-types';
import type { FlavouringId } from './recipe-flavourings';

/** The kitchen a dish comes from; `everyday` is what is cooked across Europe without one home (porridge, omelette). */
export const cuisines = [
  'moroccan',
  'algerian',
  'tunisian',
  'levantine',
  'egyptian',
  'turkish',
  'greek',
  'italian',
  'spanish',
  'french',
  'british',
  'indian',
  'mexican',
  'east-asian',
  'everyday',
] as const;
export type Cuisine = (typeof cuisines)[number];

export type RecipeText = Readonly<Record<Language, string>>;

/** The same 3–7 steps in each language, in the same order. */
export type RecipeSteps = Readonly<Record<Language, readonly string[]>>;

/** What we write by hand for a dish (the *-recipes.ts files): everything but what the ingredients decide. */
export interface RecipeCuration {
  /** Our stable kebab-case slug, e.g. `shakshuka`. */
  id: string;
  names: RecipeText;
  meals: readonly MealSlot[];
  cuisine: Cuisine;
  /** Portions the whole recipe makes. */
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  /**
   * A portion keeps in the fridge for the next day's meal, so a plan can cook once and eat twice; only dishes of two
   * servings or more.
   */
  keepsForNextDay: boolean;
  /** Food table id → grams for the whole recipe, raw and as bought (see recipe-curation.ts). */
  ingredients: Readonly<Record<string, number>>;
  flavourings: readonly FlavouringId[];
  steps: RecipeSteps;
}

export interface RecipeIngredient {
  foodId: string;
  /** Raw, as bought, for the whole recipe. */
  grams: number;
}

/** A row of the committed recipe library (recipes.json): the curation and the tags its ingredients decide. */
export interface Recipe {
  id: string;
  names: RecipeText;
  meals: MealSlot[];
  cuisine: Cuisine;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  keepsForNextDay: boolean;
  ingredients: RecipeIngredient[];
  flavourings: FlavouringId[];
  steps: RecipeSteps;
  /** EU-14 allergens of the ingredients and flavourings, in the contracts' order. */
  allergens: Allergen[];
  /** The diets every ingredient fits by the food table's own rules (`fitsDiet`), in the contracts' order. */
  diets: DietaryPreference[];
  /** One serving, from the food table's values per 100 g; kcal whole, grams to one decimal. */
  perServing: FoodNutrients;
}
