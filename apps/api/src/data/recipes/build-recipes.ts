import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { allergens, dietaryPreferences, mealSlots, type Allergen } from '@vitalia/contracts';
import { format, resolveConfig } from 'prettier';
import { foodTable } from '../foods';
import { fitsDiet, type Food, type FoodNutrients } from '../foods/food-types';
import { recipeCuration } from './recipe-curation';
import { flavourings } from './recipe-flavourings';
import type { Recipe, RecipeCuration } from './recipe-types';

/**
 * Builds the committed recipe library (recipes.json) from the curation (recipe-curation.ts) and the committed food
 * table (foods.json): the allergens, diets and nutrition of each dish are read off its ingredients here, never
 * written by hand. Run after changing the curation or the food table:
 *
 *   npx tsx apps/api/src/data/recipes/build-recipes.ts
 *
 * recipes-data.test.ts fails while the committed file differs from what this makes.
 */

/** Cooked entries of the food table that have a raw twin: a recipe weighs what it buys, so it names the raw one. */
const rawTwinOf: Readonly<Record<string, string>> = {
  'spinach-cooked': 'spinach-raw',
  'carrot-cooked': 'carrot-raw',
  'cabbage-cooked': 'cabbage-raw',
  mushrooms: 'mushrooms-raw',
  'eggs-hard-boiled': 'eggs',
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function ingredientFoods(recipe: RecipeCuration, foodsById: ReadonlyMap<string, Food>) {
  return Object.entries(recipe.ingredients).map(([foodId, grams]) => {
    const food = foodsById.get(foodId);
    if (!food) throw new Error(`Recipe "${recipe.id}": the food table has no "${foodId}"`);
    const rawTwin = rawTwinOf[foodId];
    if (rawTwin) throw new Error(`Recipe "${recipe.id}": weigh "${foodId}" raw, as "${rawTwin}"`);
    if (!Number.isInteger(grams) || grams <= 0) {
      throw new Error(`Recipe "${recipe.id}": ${grams} g of "${foodId}" is not a whole positive weight`);
    }
    return { food, grams };
  });
}

/**
 * Grams are raw and as bought, and the table's values are per 100 g of the food as it lists it (mostly as eaten:
 * rice and lentils cooked, meat and fish cooked off the bone, fruit peeled). Its `purchaseRatio` is grams bought per
 * gram as listed, so the grams the values apply to are the grams bought divided by it: 75 g of dry rice is 208 g of
 * the table's cooked rice (ratio 0.36), 1 kg of chicken on the bone 500 g of its roast chicken (ratio 2).
 */
function perServing(parts: readonly { food: Food; grams: number }[], servings: number): FoodNutrients {
  const total = (nutrient: keyof FoodNutrients) =>
    parts.reduce(
      (sum, { food, grams }) => sum + (food.per100g[nutrient] * grams) / food.purchaseRatio / 100,
      0,
    ) / servings;
  return {
    kcal: Math.round(total('kcal')),
    proteinG: oneDecimal(total('proteinG')),
    fatG: oneDecimal(total('fatG')),
    carbsG: oneDecimal(total('carbsG')),
    fiberG: oneDecimal(total('fiberG')),
  };
}

function checkShape(recipe: RecipeCuration): void {
  if (!Number.isInteger(recipe.servings) || recipe.servings < 1) {
    throw new Error(`Recipe "${recipe.id}": servings must be a whole number from 1`);
  }
  if (recipe.meals.length === 0) throw new Error(`Recipe "${recipe.id}" suits no meal`);
  // Leftovers are a second serving: a one-serving dish has none to keep.
  if (recipe.keepsForNextDay && recipe.servings < 2) {
    throw new Error(`Recipe "${recipe.id}": keeps for the next day but makes one serving`);
  }
}

/** The library: each curated dish with the tags its ingredients decide, in curation order. Pure. */
export function buildRecipes(curation: readonly RecipeCuration[], foods: readonly Food[]): Recipe[] {
  const foodsById = new Map(foods.map((food) => [food.id, food]));
  const seen = new Set<string>();
  return curation.map((recipe) => {
    if (seen.has(recipe.id)) throw new Error(`Recipe "${recipe.id}" is curated twice`);
    seen.add(recipe.id);
    checkShape(recipe);
    const parts = ingredientFoods(recipe, foodsById);
    const held = new Set<Allergen>([
      ...parts.flatMap(({ food }) => food.allergens),
      ...recipe.flavourings.flatMap((id) => flavourings[id].allergens),
    ]);
    // Field by field, so the library holds exactly the fields of Recipe.
    return {
      id: recipe.id,
      names: { en: recipe.names.en, fr: recipe.names.fr, ar: recipe.names.ar },
      meals: mealSlots.filter((slot) => recipe.meals.includes(slot)),
      cuisine: recipe.cuisine,
      servings: recipe.servings,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      keepsForNextDay: recipe.keepsForNextDay,
      ingredients: parts.map(({ food, grams }) => ({ foodId: food.id, grams })),
      flavourings: [...recipe.flavourings],
      steps: { en: [...recipe.steps.en], fr: [...recipe.steps.fr], ar: [...recipe.steps.ar] },
      allergens: allergens.filter((allergen) => held.has(allergen)),
      diets: dietaryPreferences.filter((diet) => parts.every(({ food }) => fitsDiet(food, diet))),
      perServing: perServing(parts, recipe.servings),
    };
  });
}

export const recipesJsonUrl = new URL('./recipes.json', import.meta.url);

/** recipes.json's text as the repository's formatter writes it, so formatting the folder leaves it unchanged. */
export async function recipesJsonText(recipes: readonly Recipe[]): Promise<string> {
  const options = await resolveConfig(recipesJsonUrl);
  return format(JSON.stringify(recipes), { ...options, parser: 'json' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const recipes = buildRecipes(recipeCuration, foodTable);
  writeFileSync(recipesJsonUrl, await recipesJsonText(recipes));
  console.log(`Wrote ${recipes.length} recipes to ${recipesJsonUrl.pathname}`);
}
