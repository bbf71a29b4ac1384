import type { Allergen, Language, MealDay, MealSlot, MealTargets } from '@vitalia/contracts';
import { numbersIn } from '../../../lib/language-model/gated-answer';
import { numbersWrittenIn } from '../../../lib/language-model/number-words';
import { foldText } from '../../../lib/normalise-text';
import { allergenWords } from './allergen-words';
import { containsWord, unlistedFoodWords, wordsOf } from '../../../data/food-words';

const slotNames: Readonly<Record<Language, Readonly<Record<MealSlot, string>>>> = {
  en: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' },
  fr: { breakfast: 'Petit-déjeuner', lunch: 'Déjeuner', dinner: 'Dîner', snack: 'Collation' },
  ar: { breakfast: 'الفطور', lunch: 'الغداء', dinner: 'العشاء', snack: 'الوجبة الخفيفة' },
};

/** The day in one sentence of totals, then each meal: what the engine says when no model words it. */
const dayLine: Readonly<Record<Language, (kcal: string, target: string, protein: string) => string>> = {
  en: (kcal, target, protein) =>
    `This day gives ${kcal} kcal for your ${target} kcal target, with ${protein} g of protein.`,
  fr: (kcal, target, protein) =>
    `Cette journée apporte ${kcal} kcal pour un objectif de ${target} kcal, dont ${protein} g de protéines.`,
  ar: (kcal, target, protein) =>
    `يمنحك هذا اليوم ${kcal} سعرة حرارية من هدف ${target}، منها ${protein} غ من البروتين.`,
};
const gramUnit: Readonly<Record<Language, string>> = { en: 'g', fr: 'g', ar: 'غ' };

/** Why a dish is on this day, where the list does not say it: cooked once for two meals (issue 38). */
const dishReasons: Readonly<Record<Language, { isLeftover: string; feedsTomorrow: string }>> = {
  en: {
    isLeftover: 'It is last night’s dinner again: cooked once, eaten twice, nothing to cook at noon.',
    feedsTomorrow: 'Cook enough for tomorrow’s lunch too: it keeps in the fridge.',
  },
  fr: {
    isLeftover: 'C’est le dîner d’hier soir : cuisiné une fois, mangé deux fois, rien à préparer à midi.',
    feedsTomorrow: 'Cuisinez-en assez pour le déjeuner de demain : il se garde au réfrigérateur.',
  },
  ar: {
    isLeftover: 'إنه عشاء البارحة نفسه: يُطهى مرة ويؤكل مرتين، فلا طبخ عند الظهر.',
    feedsTomorrow: 'اطهُ منه ما يكفي لغداء الغد أيضًا، فهو يُحفظ في الثلاجة.',
  },
};

function dishReason(meal: MealDay['meals'][number], language: Language): string[] {
  if (meal.dish?.isLeftover) return [dishReasons[language].isLeftover];
  if (meal.dish?.tomorrowPortion) return [dishReasons[language].feedsTomorrow];
  return [];
}

/** Numbers written as the member reads them, with Western digits in Arabic too (what the screen shows). */
const numberFormat = (language: Language) =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : language);

export function engineDayNote(day: MealDay, targets: MealTargets, language: Language): string {
  const number = numberFormat(language).format;
  const meals = day.meals.map((meal) => {
    const items = meal.items
      .map((item) => `${item.name} (${number(item.grams)} ${gramUnit[language]})`)
      .join(language === 'ar' ? '، ' : ', ');
    const dish = meal.dish ? `${meal.dish.name}: ` : '';
    return [`${slotNames[language][meal.slot]}: ${dish}${items}.`, ...dishReason(meal, language)].join(' ');
  });
  return [
    dayLine[language](number(day.totals.kcal), number(targets.kcal), number(day.totals.proteinG)),
    ...meals,
  ].join('\n');
}

/**
 * A sentence of a model's note passes when every number in it is one the day or its targets give, every food it
 * names is on that day, and it names none of the member's allergens (re-checked here, whatever the plan holds).
 */
export function dayNoteCheck(
  day: MealDay,
  targets: MealTargets,
  allergies: readonly Allergen[],
  language: Language,
) {
  const itemNumbers = day.meals.flatMap((meal) => [
    ...Object.values(meal.totals),
    ...meal.items.flatMap((item) => [item.grams, item.kcal, item.proteinG, item.fatG, item.carbsG]),
    // Some names carry numbers of their own ("Dark chocolate (70–85 %)").
    ...meal.items.flatMap((item) => numbersIn(item.name, language).map(Math.abs)),
  ]);
  const known = new Set([
    ...Object.values(day.totals),
    ...itemNumbers,
    // The engine's own words count ("cooked once, eaten twice"): a model may say what the engine says.
    ...numbersWrittenIn(engineDayNote(day, targets, language), language).map(Math.abs),
    targets.kcal,
    targets.proteinG,
    targets.fatG,
    targets.carbsG,
  ]);
  const onTheDay = new Set(day.meals.flatMap((meal) => meal.items.map((item) => item.foodId)));
  // The words of the engine's own note (slot names, "kcal", "protein") belong to the day too.
  const otherFoodWords = unlistedFoodWords(
    onTheDay,
    language,
    wordsOf(engineDayNote(day, targets, language)),
  );
  const forbidden = allergies.flatMap((allergen) => allergenWords[allergen][language]);
  const dayFoodNames = day.meals
    .flatMap((meal) => [...meal.items.map((item) => item.name.split('(')[0]!.trim()), meal.dish?.name ?? ''])
    .filter((name) => name.length > 0)
    .map(foldText)
    .sort((a, b) => b.length - a.length);
  return (sentence: string) => {
    const text = foldText(sentence);
    if (!numbersWrittenIn(sentence, language).every((value) => known.has(Math.abs(value)))) return false;
    // The day's own foods are safe by construction (coconut oil is no walnut, "جوز الهند" no "جوز"): the allergen
    // words are looked for in what the sentence says besides them.
    const besidesTheDay = dayFoodNames.reduce((rest, name) => rest.split(name).join(' '), text);
    if (forbidden.some((word) => containsWord(besidesTheDay, word))) return false;
    // A food named that is not on the day: a word of another food's name that no food of the day shares.
    return !otherFoodWords.some((word) => containsWord(text, word));
  };
}

/** What the model is told: the engine's note is all it may say, in its own words. */
export function dayNotePrompt(engineNote: string, language: Language): string {
  const languageName = { en: 'English', fr: 'French', ar: 'Arabic' }[language];
  return [
    'You are the member’s nutrition coach in a fitness app. Write 2 to 4 short, warm sentences in ' +
      languageName,
    'about the day of meals below: what it gives them and why it suits their goal.',
    'Use only the foods and numbers below, exactly as written. Never add a food, a number, a supplement or advice',
    'about medicines or illness.',
    '',
    engineNote,
  ].join('\n');
}
