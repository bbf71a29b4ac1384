import { readFileSync } from 'node:fs';
import {
  allergens,
  dietaryPreferences,
  languages,
  mealSlots,
  type Allergen,
  type DietaryPreference,
  type MealSlot,
} from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { foodTable, foodsById } from '../foods';
import { fitsDiet, type FoodNutrients } from '../foods/food-types';
import { buildRecipes, recipesJsonText, recipesJsonUrl } from './build-recipes';
import { recipeCuration } from './recipe-curation';
import { flavourings } from './recipe-flavourings';
import { cuisines, type Recipe, type RecipeCuration } from './recipe-types';
import { recipeTable } from '../recipes';

const arabicLetter = /\p{Script=Arabic}/u;
const latinLetter = /[A-Za-z]/;

const foodOf = (foodId: string) => {
  const food = foodsById.get(foodId);
  if (!food) throw new Error(`No food "${foodId}"`);
  return food;
};

/** What a serving holds, summed here again from the food table rather than through the build. */
function servingFromTable(recipe: Recipe): FoodNutrients {
  const sum = (nutrient: keyof FoodNutrients) =>
    recipe.ingredients.reduce((total, { foodId, grams }) => {
      const food = foodOf(foodId);
      return total + (grams / food.purchaseRatio) * (food.per100g[nutrient] / 100);
    }, 0) / recipe.servings;
  return {
    kcal: sum('kcal'),
    proteinG: sum('proteinG'),
    fatG: sum('fatG'),
    carbsG: sum('carbsG'),
    fiberG: sum('fiberG'),
  };
}

/** A serving's energy that still makes a meal of that kind in a 1,400–3,000 kcal day. */
const energyPerServing: Readonly<Record<MealSlot, { min: number; max: number }>> = {
  breakfast: { min: 250, max: 750 },
  lunch: { min: 300, max: 950 },
  dinner: { min: 300, max: 950 },
  snack: { min: 100, max: 350 },
};

const withoutAny = (recipe: Recipe, avoided: readonly Allergen[]) =>
  !recipe.allergens.some((allergen) => avoided.includes(allergen));

/**
 * Restrictions a member may combine, and the dishes each meal must still offer under them: enough for a week
 * without the same dish twice, more where the restriction is mild.
 */
const restrictionFloors: {
  name: string;
  diets: DietaryPreference[];
  avoided: Allergen[];
  floor: number;
}[] = [
  { name: 'vegetarian', diets: ['vegetarian'], avoided: [], floor: 40 },
  { name: 'vegan', diets: ['vegan'], avoided: [], floor: 20 },
  { name: 'nut-free', diets: [], avoided: ['nuts', 'peanuts'], floor: 30 },
  { name: 'milk-free', diets: [], avoided: ['milk'], floor: 25 },
  { name: 'egg-free', diets: [], avoided: ['eggs'], floor: 35 },
  { name: 'gluten-free', diets: [], avoided: ['gluten'], floor: 15 },
  { name: 'gluten- and lactose-free', diets: ['gluten_free', 'lactose_free'], avoided: [], floor: 12 },
  { name: 'halal without milk or eggs', diets: ['halal'], avoided: ['milk', 'eggs'], floor: 20 },
  { name: 'vegan and gluten-free', diets: ['vegan'], avoided: ['gluten'], floor: 8 },
  {
    name: 'free of nuts, peanuts, milk, gluten and eggs',
    diets: [],
    avoided: ['nuts', 'peanuts', 'milk', 'gluten', 'eggs'],
    floor: 8,
  },
];

describe('the coach’s recipe library (recipes.json)', () => {
  it('is what build-recipes.ts makes from the curation and the food table', async () => {
    expect(readFileSync(recipesJsonUrl, 'utf8')).toBe(
      await recipesJsonText(buildRecipes(recipeCuration, foodTable)),
    );
  });

  it('holds at least 160 dishes with unique kebab-case ids', () => {
    expect(recipeTable.length).toBeGreaterThanOrEqual(160);
    const ids = recipeTable.map((recipe) => recipe.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('weighs every ingredient from the food table and seasons only with known flavourings', () => {
    for (const recipe of recipeTable) {
      expect(recipe.ingredients.length, recipe.id).toBeGreaterThan(0);
      for (const { foodId, grams } of recipe.ingredients) {
        expect(foodsById.has(foodId), `${recipe.id}: ${foodId}`).toBe(true);
        expect(Number.isInteger(grams) && grams > 0, `${recipe.id}: ${foodId}`).toBe(true);
      }
      for (const flavouring of recipe.flavourings)
        expect(Object.keys(flavourings), recipe.id).toContain(flavouring);
      expect(new Set(recipe.flavourings).size, recipe.id).toBe(recipe.flavourings.length);
    }
  });

  it('names each dish and gives the same 3–7 steps in English, French and Arabic', () => {
    for (const recipe of recipeTable) {
      const stepCount = recipe.steps.en.length;
      expect(stepCount, recipe.id).toBeGreaterThanOrEqual(3);
      expect(stepCount, recipe.id).toBeLessThanOrEqual(7);
      for (const language of languages) {
        const texts = [recipe.names[language], ...recipe.steps[language]];
        expect(recipe.steps[language], `${recipe.id} ${language}`).toHaveLength(stepCount);
        for (const text of texts) {
          expect(text.trim() !== '' && text === text.trim(), `${recipe.id} ${language}: "${text}"`).toBe(
            true,
          );
          if (language === 'ar') expect(arabicLetter.test(text) && !latinLetter.test(text), text).toBe(true);
          else expect(arabicLetter.test(text), text).toBe(false);
        }
      }
    }
  });

  it('files each dish under known meals and kitchens, with sensible servings and times', () => {
    for (const recipe of recipeTable) {
      expect(recipe.meals.length, recipe.id).toBeGreaterThan(0);
      expect(new Set(recipe.meals).size, recipe.id).toBe(recipe.meals.length);
      for (const meal of recipe.meals) expect(mealSlots, recipe.id).toContain(meal);
      expect(cuisines, recipe.id).toContain(recipe.cuisine);
      expect(
        Number.isInteger(recipe.servings) && recipe.servings >= 1 && recipe.servings <= 8,
        recipe.id,
      ).toBe(true);
      expect(recipe.prepMinutes + recipe.cookMinutes, recipe.id).toBeGreaterThan(0);
      expect(recipe.prepMinutes + recipe.cookMinutes, recipe.id).toBeLessThanOrEqual(180);
    }
  });

  it('keeps for the next day only dishes that make a second serving', () => {
    const kept = recipeTable.filter((recipe) => recipe.keepsForNextDay);
    expect(kept.filter((recipe) => recipe.servings < 2).map((recipe) => recipe.id)).toEqual([]);
    expect(kept.length).toBeGreaterThanOrEqual(recipeTable.length / 3);
  });
});

describe('the tags the ingredients decide', () => {
  it('lists exactly the allergens of its ingredients and flavourings', () => {
    for (const recipe of recipeTable) {
      const held = new Set<Allergen>([
        ...recipe.ingredients.flatMap(({ foodId }) => foodOf(foodId).allergens),
        ...recipe.flavourings.flatMap((flavouring) => flavourings[flavouring].allergens),
      ]);
      expect(recipe.allergens, recipe.id).toEqual(allergens.filter((allergen) => held.has(allergen)));
    }
  });

  it('fits exactly the diets every ingredient fits by the food table’s rules', () => {
    for (const recipe of recipeTable) {
      const fitting = dietaryPreferences.filter((diet) =>
        recipe.ingredients.every(({ foodId }) => fitsDiet(foodOf(foodId), diet)),
      );
      expect(recipe.diets, recipe.id).toEqual(fitting);
    }
  });

  it('gives the nutrition of a serving from the food table, rounded', () => {
    for (const recipe of recipeTable) {
      const serving = servingFromTable(recipe);
      expect(Math.abs(recipe.perServing.kcal - serving.kcal), recipe.id).toBeLessThanOrEqual(0.5);
      for (const nutrient of ['proteinG', 'fatG', 'carbsG', 'fiberG'] as const) {
        expect(
          Math.abs(recipe.perServing[nutrient] - serving[nutrient]),
          `${recipe.id} ${nutrient}`,
        ).toBeLessThanOrEqual(0.05 + 1e-9);
      }
    }
  });

  it('has energy consistent with its macronutrients (4 p + 4 c + 9 f)', () => {
    const off = recipeTable.filter(({ perServing: { kcal, proteinG, carbsG, fatG } }) => {
      return Math.abs(4 * proteinG + 4 * carbsG + 9 * fatG - kcal) > 0.15 * kcal;
    });
    expect(off.map((recipe) => recipe.id)).toEqual([]);
  });

  it('gives each serving an energy that makes a meal of each kind it is filed under', () => {
    const outside = recipeTable.flatMap((recipe) =>
      recipe.meals
        .filter((meal) => {
          const { min, max } = energyPerServing[meal];
          return recipe.perServing.kcal < min || recipe.perServing.kcal > max;
        })
        .map((meal) => `${recipe.id} (${meal}, ${recipe.perServing.kcal} kcal)`),
    );
    expect(outside).toEqual([]);
  });
});

describe('choice for every meal', () => {
  const countByMeal = (recipes: readonly Recipe[]) =>
    Object.fromEntries(mealSlots.map((meal) => [meal, recipes.filter((r) => r.meals.includes(meal)).length]));

  it('offers at least 40 breakfasts, lunches and dinners and 30 snacks', () => {
    const floors: Readonly<Record<MealSlot, number>> = { breakfast: 40, lunch: 40, dinner: 40, snack: 30 };
    const counts = countByMeal(recipeTable);
    expect(mealSlots.filter((meal) => counts[meal]! < floors[meal])).toEqual([]);
  });

  it('is at least a third vegetarian, with Mediterranean, French and North African kitchens', () => {
    const vegetarian = recipeTable.filter((recipe) => recipe.diets.includes('vegetarian'));
    expect(vegetarian.length).toBeGreaterThanOrEqual(recipeTable.length / 3);
    const byCuisine = (kitchens: readonly string[]) =>
      recipeTable.filter((recipe) => kitchens.includes(recipe.cuisine)).length;
    expect(byCuisine(['moroccan', 'algerian', 'tunisian'])).toBeGreaterThanOrEqual(20);
    expect(byCuisine(['french'])).toBeGreaterThanOrEqual(20);
    expect(
      byCuisine(['levantine', 'egyptian', 'turkish', 'greek', 'italian', 'spanish']),
    ).toBeGreaterThanOrEqual(40);
  });

  it.each(restrictionFloors)(
    'leaves at least $floor dishes for each meal: $name',
    ({ diets, avoided, floor }) => {
      const allowed = recipeTable.filter(
        (recipe) => diets.every((diet) => recipe.diets.includes(diet)) && withoutAny(recipe, avoided),
      );
      const short = Object.entries(countByMeal(allowed)).filter(([, count]) => count < floor);
      expect(short).toEqual([]);
    },
  );
  it('offers low-carb dishes for every meal, with the common restrictions too', () => {
    const lowCarb = recipeTable.filter((recipe) => recipe.diets.includes('low_carb'));
    const floors: Readonly<Record<MealSlot, number>> = { breakfast: 10, lunch: 12, dinner: 12, snack: 8 };
    const counts = countByMeal(lowCarb);
    expect(mealSlots.filter((meal) => counts[meal]! < floors[meal])).toEqual([]);
    // A low-carb member who is also vegetarian, vegan or avoids milk, eggs, nuts or gluten still gets a choice.
    const restricted: { name: string; diets: DietaryPreference[]; avoided: Allergen[]; floor: number }[] = [
      { name: 'vegetarian', diets: ['vegetarian'], avoided: [], floor: 8 },
      { name: 'vegan', diets: ['vegan'], avoided: [], floor: 4 },
      { name: 'milk-free', diets: [], avoided: ['milk'], floor: 6 },
      { name: 'egg-free', diets: [], avoided: ['eggs'], floor: 7 },
      { name: 'nut-free', diets: [], avoided: ['nuts', 'peanuts'], floor: 8 },
      { name: 'gluten-free', diets: [], avoided: ['gluten'], floor: 10 },
    ];
    const short = restricted.flatMap(({ name, diets, avoided, floor }) =>
      Object.entries(
        countByMeal(
          lowCarb.filter(
            (recipe) => diets.every((diet) => recipe.diets.includes(diet)) && withoutAny(recipe, avoided),
          ),
        ),
      )
        .filter(([, count]) => count < floor)
        .map(([meal, count]) => `${name} ${meal}: ${count}`),
    );
    expect(short).toEqual([]);
  });
});

describe('buildRecipes', () => {
  const [first] = recipeCuration;
  const dish = (changes: Partial<RecipeCuration>): RecipeCuration => ({ ...first!, ...changes });

  it('names the dish whose ingredient the food table lacks', () => {
    expect(() =>
      buildRecipes([dish({ id: 'ghost', ingredients: { 'no-such-food': 100 } })], foodTable),
    ).toThrow(/"ghost".*"no-such-food"/);
  });

  it('refuses a cooked entry where the table holds the food raw', () => {
    expect(() => buildRecipes([dish({ ingredients: { 'spinach-cooked': 100 } })], foodTable)).toThrow(
      /spinach-raw/,
    );
  });

  it('refuses a weight that is not a whole positive number of grams', () => {
    expect(() => buildRecipes([dish({ ingredients: { eggs: 0 } })], foodTable)).toThrow(/0 g of "eggs"/);
  });

  it('refuses leftovers from a one-serving dish, a dish for no meal and a dish curated twice', () => {
    expect(() => buildRecipes([dish({ servings: 1, keepsForNextDay: true })], foodTable)).toThrow(
      /one serving/,
    );
    expect(() => buildRecipes([dish({ meals: [] })], foodTable)).toThrow(/no meal/);
    expect(() => buildRecipes([first!, first!], foodTable)).toThrow(/curated twice/);
  });

  it('divides the whole recipe’s nutrition by its servings, through the purchase ratio', () => {
    const rice = foodOf('rice-white-cooked');
    const [built] = buildRecipes(
      [
        dish({
          servings: 2,
          keepsForNextDay: true,
          ingredients: { 'rice-white-cooked': 72 },
          flavourings: [],
        }),
      ],
      foodTable,
    );
    expect(built!.perServing.kcal).toBe(
      Math.round(((72 / rice.purchaseRatio) * (rice.per100g.kcal / 100)) / 2),
    );
    expect(built!.allergens).toEqual([]);
  });
});
