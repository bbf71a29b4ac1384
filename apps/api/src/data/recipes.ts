import { readFileSync } from 'node:fs';
import type { Recipe } from './recipes/recipe-types';

/**
 * The committed recipe library (recipes/recipes.json, made by recipes/build-recipes.ts). Read once as data rather than imported, so
 * the compiler does not type a few hundred dishes.
 */
export const recipeTable: readonly Recipe[] = JSON.parse(
  readFileSync(new URL('./recipes/recipes.json', import.meta.url), 'utf8'),
) as Recipe[];

export const recipesById: ReadonlyMap<string, Recipe> = new Map(
  recipeTable.map((recipe) => [recipe.id, recipe]),
);
