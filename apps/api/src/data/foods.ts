import { readFileSync } from 'node:fs';
import type { Food } from './foods/food-types';

/**
 * The committed food table (foods/foods.json, made by foods/build-foods.ts). Read once as data rather than imported,
 * so the compiler does not type a few hundred rows.
 */
export const foodTable: readonly Food[] = JSON.parse(
  readFileSync(new URL('./foods/foods.json', import.meta.url), 'utf8'),
) as Food[];

export const foodsById: ReadonlyMap<string, Food> = new Map(foodTable.map((food) => [food.id, food]));
