import { breakfastRecipes } from './breakfast-recipes';
import { dinnerRecipes } from './dinner-recipes';
import { lunchRecipes } from './lunch-recipes';
import type { RecipeCuration } from './recipe-types';
import { snackRecipes } from './snack-recipes';

/**
 * The coach's recipe library as we write it: dishes people cook at home in Europe, North Africa and the Middle East,
 * each filed under the meal it is mostly eaten at. build-recipes.ts joins it with the food table into recipes.json.
 *
 * Rules the files keep (build-recipes.ts and recipes-data.test.ts check the mechanical ones):
 * - Ingredients are food table ids with the grams the whole recipe buys: raw and as bought, so legumes, grains and
 *   pasta dry, meat raw (on the bone where bought so), fruit and vegetables unpeeled. Where the table holds a food
 *   raw as well as cooked (eggs, spinach, carrots, cabbage, mushrooms) the raw entry is used; the table's
 *   `purchaseRatio` turns the grams bought into the grams its values are for. A step's "cooked chickpeas" is that dry
 *   weight cooked; tinned ones drained weigh about 2.3 times it.
 * - Where the table lacks an ingredient the nearest food stands in, and a step calls it by what it stands for:
 *   pasta for vermicelli, orzo and lasagne sheets, bulgur for frik (green wheat), tomatoes for tinned tomatoes,
 *   Greek yogurt for labneh, msemen flatbread for trid, emmental for gruyère, fat-free Greek yogurt for crème fraîche.
 * - Flavourings (recipe-flavourings.ts) are what the table does not hold and adds a few kcal at most: onion,
 *   garlic, herbs, spices, lemon. No dish needs sugar, honey, flour, cream, stock or alcohol.
 * - `keepsForNextDay` marks stews, soups, bakes and grain or legume salads that are as good cold or reheated the next
 *   day; they make two servings or more. Dressed leaves, fried eggs and crisp things do not keep.
 * - Steps are the same in each language, 3 to 7 of them, each one action a home cook can follow.
 */
export const recipeCuration: readonly RecipeCuration[] = [
  ...breakfastRecipes,
  ...lunchRecipes,
  ...dinnerRecipes,
  ...snackRecipes,
];
