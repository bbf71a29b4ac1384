import type { Allergen, DietaryPreference, Language } from '@vitalia/contracts';
import { containsWord, foodNameWords } from '../../data/food-words';
import { foodTable } from '../../data/foods';
import { fitsDiet, type Food } from '../../data/foods/food-types';
import { foldText, wordsOf } from '../../lib/normalise-text';

/**
 * Whether a text names a food the member must not be served (issue 38): one they are allergic to, or one their
 * diet leaves out, as their health profile says. Karim writes for everyone ("a spoon of peanut butter on your
 * banana"); his AI answers one member. Foods are found by the food table's names (data/foods), the whole name
 * first so "peanut butter" is peanut butter and not butter; a word shared by several foods ("yogurt") stands for
 * all of them, unless one food is named by that word alone ("butter"). Words for a whole kind of food ("nuts",
 * "meat", "dairy") are listed below.
 */

export interface FoodRestrictions {
  allergies: readonly Allergen[];
  diets: readonly DietaryPreference[];
}

type Words = Readonly<Record<Language, readonly string[]>>;

const allergenKinds: Partial<Readonly<Record<Allergen, Words>>> = {
  gluten: { en: ['gluten', 'wheat'], fr: ['gluten', 'blé'], ar: ['غلوتين', 'جلوتين', 'قمح'] },
  crustaceans: {
    en: ['shellfish', 'seafood', 'shrimp', 'prawn', 'crab', 'lobster'],
    fr: ['crustacé', 'fruits de mer', 'crevette', 'crabe', 'homard'],
    ar: ['قشريات', 'مأكولات بحرية', 'روبيان', 'جمبري', 'قريدس'],
  },
  eggs: { en: ['egg', 'omelette'], fr: ['œuf', 'omelette'], ar: ['بيض', 'بيضة', 'عجة'] },
  fish: { en: ['fish', 'seafood'], fr: ['poisson', 'fruits de mer'], ar: ['سمك', 'أسماك', 'مأكولات بحرية'] },
  peanuts: { en: ['peanut'], fr: ['cacahuète', 'arachide'], ar: ['فول سوداني', 'فستق العبيد'] },
  soy: { en: ['soy', 'soya', 'tofu'], fr: ['soja', 'tofu'], ar: ['صويا', 'توفو'] },
  milk: {
    en: ['milk', 'dairy', 'cheese', 'yogurt', 'yoghurt', 'butter', 'cream', 'whey'],
    fr: ['lait', 'laitier', 'fromage', 'yaourt', 'beurre', 'crème', 'whey'],
    ar: ['حليب', 'ألبان', 'جبن', 'جبنة', 'زبادي', 'زبدة', 'لبن', 'قشطة', 'واي'],
  },
  nuts: {
    en: ['nuts', 'almond', 'walnut', 'hazelnut', 'cashew', 'pistachio'],
    fr: ['fruits à coque', 'noix', 'amande', 'noisette', 'cajou', 'pistache'],
    ar: ['مكسرات', 'لوز', 'جوز', 'بندق', 'كاجو', 'فستق حلبي'],
  },
  sesame: { en: ['sesame', 'tahini', 'hummus'], fr: ['sésame', 'tahini', 'houmous'], ar: ['سمسم', 'طحينة'] },
};

const meat: Words = {
  en: ['meat', 'chicken', 'beef', 'lamb', 'pork', 'ham', 'bacon', 'turkey'],
  fr: ['viande', 'poulet', 'bœuf', 'agneau', 'porc', 'jambon', 'lardons', 'dinde'],
  ar: ['لحم', 'لحوم', 'دجاج', 'بقري', 'ضأن', 'خروف', 'خنزير', 'ديك رومي'],
};

const dietKinds: Partial<Readonly<Record<DietaryPreference, Words>>> = {
  vegetarian: {
    en: [...meat.en, 'fish', 'tuna', 'salmon', 'seafood'],
    fr: [...meat.fr, 'poisson', 'thon', 'saumon'],
    ar: [...meat.ar, 'سمك', 'تونة', 'سلمون'],
  },
  vegan: {
    en: [...meat.en, 'fish', 'egg', 'milk', 'dairy', 'cheese', 'yogurt', 'butter', 'whey', 'honey'],
    fr: [...meat.fr, 'poisson', 'œuf', 'lait', 'fromage', 'yaourt', 'beurre', 'miel'],
    ar: [...meat.ar, 'سمك', 'بيض', 'حليب', 'جبن', 'زبادي', 'زبدة', 'عسل'],
  },
  pescatarian: meat,
  halal: {
    en: ['pork', 'ham', 'bacon', 'alcohol', 'wine', 'beer'],
    fr: ['porc', 'jambon', 'lardons', 'alcool', 'vin', 'bière'],
    ar: ['خنزير', 'كحول', 'خمر', 'نبيذ', 'بيرة'],
  },
  gluten_free: allergenKinds.gluten,
  lactose_free: allergenKinds.milk,
};

/**
 * The ways to read a text for a food's name, each applied alike to the text and to the names: as folded, and word
 * by word without Arabic articles, then without "و", "ف", "ب" or "ل" written onto the word.
 */
function readersOf(language: Language): ((text: string) => string)[] {
  const byWord = (text: string) => wordsOf(text, language);
  const readers = [foldText, (text: string) => byWord(text).join(' ')];
  if (language === 'ar') {
    readers.push((text) =>
      byWord(text)
        .map((word) => word.replace(/^[وفبل](?=.{3})/, ''))
        .join(' '),
    );
  }
  return readers;
}

/** Whether any reading of the text holds the name, read the same way. */
const namesIn = (readings: readonly string[], name: string, readers: readonly ((text: string) => string)[]) =>
  readings.some((reading, at) => containsWord(reading, readers[at]!(name)));

const coreName = (food: Food, language: Language) => foldText(food.names[language].split('(')[0]!).trim();

/**
 * The foods of the table the text names, in its language, and what it says besides their whole names (where a
 * kind of food is looked for: the butter of "peanut butter" is no dairy).
 */
function foodsNamedBy(text: string, language: Language): { foods: Food[]; rest: string[] } {
  const readers = readersOf(language);
  let rest = readers.map((read) => read(text));
  const named = new Set<Food>();
  const byLongestName = [...foodTable].sort(
    (a, b) => coreName(b, language).length - coreName(a, language).length,
  );
  for (const food of byLongestName) {
    const name = coreName(food, language);
    if (!namesIn(rest, name, readers)) continue;
    named.add(food);
    rest = rest.map((reading, at) => reading.split(readers[at]!(name)).join(' '));
  }
  const byWord = new Map<string, Food[]>();
  for (const food of foodTable) {
    for (const word of foodNameWords(food, language)) {
      if (namesIn(rest, word, readers)) byWord.set(word, [...(byWord.get(word) ?? []), food]);
    }
  }
  for (const [word, foods] of byWord) {
    const namedByWordAlone = foods.filter((food) => coreName(food, language) === word);
    for (const food of namedByWordAlone.length > 0 ? namedByWordAlone : foods) named.add(food);
  }
  return { foods: [...named], rest };
}

const isFoodRestricted = (food: Food, { allergies, diets }: FoodRestrictions) =>
  food.allergens.some((allergen) => allergies.includes(allergen)) ||
  diets.some((diet) => !fitsDiet(food, diet));

/** Whether `text`, in `language`, names a food the member is allergic to or that their diet leaves out. */
export function namesRestrictedFood(
  text: string,
  language: Language,
  restrictions: FoodRestrictions,
): boolean {
  if (restrictions.allergies.length === 0 && restrictions.diets.length === 0) return false;
  const kinds = [
    ...restrictions.allergies.flatMap((allergen) => allergenKinds[allergen]?.[language] ?? []),
    ...restrictions.diets.flatMap((diet) => dietKinds[diet]?.[language] ?? []),
  ];
  const { foods, rest } = foodsNamedBy(text, language);
  return (
    foods.some((food) => isFoodRestricted(food, restrictions)) ||
    kinds.some((kind) => namesIn(rest, kind, readersOf(language)))
  );
}
