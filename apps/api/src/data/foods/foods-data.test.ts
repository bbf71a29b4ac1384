import { readFileSync } from 'node:fs';
import { allergens, type Allergen, type DietaryPreference } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { buildFoods, foodsJsonText, foodsJsonUrl, loadSr28Rows, type Sr28Row } from './build-foods';
import { foodCuration } from './food-curation';
import { fitsDiet, foodOrigins, foodRoles, shopAisles, type Food, type FoodRole } from './food-types';

const sr28 = loadSr28Rows();
const foods: Food[] = JSON.parse(readFileSync(foodsJsonUrl, 'utf8')) as Food[];

const allowed = (diets: readonly DietaryPreference[], without: readonly Allergen[]) =>
  foods.filter(
    (food) => diets.every((diet) => fitsDiet(food, diet)) && !food.allergens.some((a) => without.includes(a)),
  );

/** The roles below their minimum, with their counts, so a failure says what is missing. */
const shortRoles = (choice: readonly Food[], minimum: (role: FoodRole) => number) =>
  foodRoles
    .map((role) => ({ role, count: choice.filter((food) => food.roles.includes(role)).length }))
    .filter(({ role, count }) => count < minimum(role));

describe('the coach’s food table (foods.json)', () => {
  it('is what build-foods.ts makes from the curation and SR28', () => {
    expect(readFileSync(foodsJsonUrl, 'utf8')).toBe(foodsJsonText(buildFoods(foodCuration, sr28)));
  });

  it('holds 220 to 280 foods with unique kebab-case ids', () => {
    expect(foods.length).toBeGreaterThanOrEqual(220);
    expect(foods.length).toBeLessThanOrEqual(280);
    const ids = foods.map((food) => food.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('names every food in English, French and Arabic', () => {
    const unnamed = foods.filter(
      ({ names }) =>
        ![names.en, names.fr, names.ar].every((name) => name.trim() !== '' && name === name.trim()) ||
        !/\p{Script=Arabic}/u.test(names.ar) ||
        /[A-Za-z]/.test(names.ar),
    );
    expect(unnamed.map((food) => food.id)).toEqual([]);
  });

  it('uses only known origins, roles, aisles and EU-14 allergens', () => {
    for (const food of foods) {
      expect(foodOrigins, food.id).toContain(food.origin);
      expect(shopAisles, food.id).toContain(food.aisle);
      expect(food.roles.length, food.id).toBeGreaterThan(0);
      expect(new Set(food.roles).size, food.id).toBe(food.roles.length);
      expect(new Set(food.allergens).size, food.id).toBe(food.allergens.length);
      for (const role of food.roles) expect(foodRoles, food.id).toContain(role);
      for (const allergen of food.allergens) expect(allergens, food.id).toContain(allergen);
    }
  });

  it('tags the allergen an animal origin implies', () => {
    const untagged = foods.filter(
      (food) =>
        (food.origin === 'dairy' && !food.allergens.includes('milk')) ||
        (food.origin === 'egg' && !food.allergens.includes('eggs')) ||
        (food.origin === 'fish' && !food.allergens.includes('fish')) ||
        (food.origin === 'shellfish' &&
          !food.allergens.includes('crustaceans') &&
          !food.allergens.includes('molluscs')),
    );
    expect(untagged.map((food) => food.id)).toEqual([]);
  });

  it('gives no food an origin its allergens contradict: a milk, egg, fish or shellfish food is not a plant', () => {
    const animalAllergens: readonly Allergen[] = ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];
    const contradicted = foods.filter(
      (food) =>
        food.origin === 'plant' && food.allergens.some((allergen) => animalAllergens.includes(allergen)),
    );
    expect(contradicted.map((food) => food.id)).toEqual([]);
  });

  it('fits every food to a diet only as its allergens allow, over the whole table', () => {
    // What each diet can never hold, restated from the allergens alone (not from the hand-set origins).
    const excluded: Partial<Record<DietaryPreference, readonly Allergen[]>> = {
      vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
      vegetarian: ['fish', 'crustaceans', 'molluscs'],
      lactose_free: ['milk'],
      gluten_free: ['gluten'],
    };
    const misfits = Object.entries(excluded).flatMap(([diet, allergensOut]) =>
      foods
        .filter((food) => fitsDiet(food, diet as DietaryPreference))
        .filter((food) => food.allergens.some((allergen) => allergensOut.includes(allergen)))
        .map((food) => `${food.id} as ${diet}`),
    );
    expect(misfits).toEqual([]);
  });

  it('reads a diet from the allergens even when the origin says plant', () => {
    const [plant] = foods.filter((food) => food.origin === 'plant' && food.allergens.length === 0);
    expect(fitsDiet(plant!, 'vegan')).toBe(true);
    expect(fitsDiet({ ...plant!, allergens: ['milk'] }, 'vegan')).toBe(false);
    expect(fitsDiet({ ...plant!, allergens: ['fish'] }, 'vegetarian')).toBe(false);
    expect(fitsDiet({ ...plant!, allergens: ['eggs'] }, 'vegetarian')).toBe(true);
  });

  it('marks free-from foods by the allergen they replace, and holds none of it', () => {
    const freeFrom = foods.filter((food) => food.freeFrom !== undefined);
    expect(freeFrom.map((food) => food.id).sort()).toEqual(['bread-gluten-free', 'pasta-gluten-free-cooked']);
    for (const food of freeFrom) expect(food.allergens, food.id).not.toContain(food.freeFrom);
  });

  it('gives sensible portions and purchase ratios', () => {
    for (const { id, portion, purchaseRatio } of foods) {
      expect(Number.isInteger(portion.min) && Number.isInteger(portion.max), id).toBe(true);
      expect(portion.min, id).toBeGreaterThanOrEqual(1);
      expect(portion.max, id).toBeGreaterThan(portion.min);
      expect(purchaseRatio, id).toBeGreaterThan(0);
      expect(purchaseRatio, id).toBeLessThanOrEqual(3);
    }
  });

  it('has energy roughly consistent with its macronutrients (4 p + 4 c + 9 f)', () => {
    const off = foods.filter(({ per100g: { kcal, proteinG, carbsG, fatG } }) => {
      const gap = Math.abs(4 * proteinG + 4 * carbsG + 9 * fatG - kcal);
      return gap > Math.max(0.2 * kcal, 25);
    });
    expect(off.map((food) => food.id)).toEqual([]);
  });

  it('has no nutrient below zero or a macronutrient share above 100 g', () => {
    for (const { id, per100g } of foods) {
      for (const value of Object.values(per100g)) expect(value, id).toBeGreaterThanOrEqual(0);
      expect(per100g.proteinG + per100g.fatG + per100g.carbsG, id).toBeLessThanOrEqual(100.5);
      expect(per100g.fiberG, id).toBeLessThanOrEqual(per100g.carbsG);
    }
  });
});

describe('coverage under the hardest restrictions', () => {
  const restrictionSets: { diets: DietaryPreference[]; allergies: Allergen[] }[] = [
    { diets: ['vegan'], allergies: [] },
    { diets: ['vegan'], allergies: ['soy', 'gluten'] },
    { diets: ['vegetarian'], allergies: ['nuts', 'peanuts'] },
    { diets: ['vegan'], allergies: ['nuts', 'peanuts', 'sesame'] },
    { diets: ['pescatarian'], allergies: ['fish', 'crustaceans', 'molluscs'] },
    { diets: ['halal'], allergies: ['milk', 'eggs'] },
    { diets: ['gluten_free', 'lactose_free'], allergies: [] },
  ];

  it.each(restrictionSets)(
    'leaves at least 4 foods for every role: $diets without $allergies',
    ({ diets, allergies }) => {
      expect(shortRoles(allowed(diets, allergies), () => 4)).toEqual([]);
    },
  );

  // A low-carb day plans no starch (meal-planner.ts): potatoes are no low-carb food, and none is needed.
  it('leaves a low-carb member 4 foods a role it plans, 2 for breakfast base', () => {
    const needed = (role: FoodRole) => (role === 'main-starch' ? 0 : role === 'breakfast-base' ? 2 : 4);
    expect(shortRoles(allowed(['low_carb'], []), needed)).toEqual([]);
    expect(allowed(['low_carb'], []).map((food) => food.id)).not.toContain('potato-boiled');
  });

  it('offers a low-carb breakfast: eggs or yogurt with nuts or avocado', () => {
    const lowCarb = new Set(allowed(['low_carb'], []).map((food) => food.id));
    for (const id of ['eggs', 'greek-yogurt', 'almonds', 'avocado', 'cauliflower'])
      expect(lowCarb).toContain(id);
  });

  const highProteinMains = (allergies: Allergen[]) =>
    allowed(['vegan'], allergies).filter(
      (food) => food.roles.includes('main-protein') && food.per100g.proteinG >= 8,
    );

  it('offers vegans at least 5 main proteins of 8 g protein per 100 g or more', () => {
    expect(highProteinMains([]).length).toBeGreaterThanOrEqual(5);
  });

  it('offers vegans without soy or gluten at least 3 of them', () => {
    expect(highProteinMains(['soy', 'gluten']).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps pork foods out of halal plans', () => {
    const pork = foods.filter((food) => food.origin === 'pork');
    expect(pork.length).toBeGreaterThan(0);
    expect(pork.filter((food) => fitsDiet(food, 'halal'))).toEqual([]);
  });
});

describe('buildFoods', () => {
  const [entry] = foodCuration;
  const row = (values: Record<number, unknown>): Sr28Row =>
    Array.from({ length: 53 }, (_, index) => values[index] ?? 0);

  it('joins by NDB number and rounds to one decimal', () => {
    const rows = [row({ 0: entry!.ndb, 3: 379, 4: 13.15, 5: 6.52, 7: 67.7, 8: 10.14 })];
    expect(buildFoods([entry!], rows)[0]!.per100g).toEqual({
      kcal: 379,
      proteinG: 13.2,
      fatG: 6.5,
      carbsG: 67.7,
      fiberG: 10.1,
    });
  });

  it('names the food whose NDB number SR28 lacks', () => {
    expect(() => buildFoods([entry!], [])).toThrow(`"${entry!.id}"`);
  });

  it('names the food whose SR28 row lacks a value', () => {
    const rows = [row({ 0: entry!.ndb, 3: 379, 4: 13.15, 5: 6.52, 7: 67.7, 8: '' })];
    expect(() => buildFoods([entry!], rows)).toThrow(new RegExp(`"${entry!.id}".*fiber`));
  });

  it('refuses a food curated twice', () => {
    const rows = [row({ 0: entry!.ndb })];
    expect(() => buildFoods([entry!, entry!], rows)).toThrow('curated twice');
  });
});
