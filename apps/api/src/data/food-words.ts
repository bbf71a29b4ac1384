import type { Language } from '@vitalia/contracts';
import { foldText } from '../lib/normalise-text';
import { foodTable } from './foods';
import type { Food } from './foods/food-types';

/**
 * Which foods a text names, in words: how the coach's and Karim's AI's model checks tell a food a sentence adds from
 * the foods it was given.
 */

/**
 * Words that say how a food is prepared or sold, or join the words of a name, rather than name a food. Folded.
 */
const preparationWords: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set([
    'cooked',
    'baked',
    'boiled',
    'grilled',
    'roasted',
    'raw',
    'fresh',
    'dried',
    'plain',
    'whole',
    'fillet',
    'breast',
    'slice',
    'sliced',
    'canned',
    'frozen',
    'light',
    'skimmed',
    'semi',
    'low-fat',
    'fat-free',
    'wholegrain',
    'wholemeal',
    'white',
    'brown',
    'green',
    'red',
    'sweet',
    'natural',
    'drained',
    'steamed',
    'with',
    'without',
    'salt',
    'unsalted',
    'water',
    'juice',
    'flakes',
    'mixed',
    'from',
    'style',
    'type',
    'homemade',
    'made',
  ]),
  fr: new Set([
    'cuit',
    'cuite',
    'cuits',
    'cuites',
    'grille',
    'grillee',
    'roti',
    'rotie',
    'cru',
    'crue',
    'frais',
    'fraiche',
    'sec',
    'seche',
    'nature',
    'entier',
    'entiere',
    'filet',
    'blanc',
    'tranche',
    'surgele',
    'surgelee',
    'leger',
    'ecreme',
    'demi',
    'complet',
    'complete',
    'blanche',
    'rouge',
    'vert',
    'verte',
    'doux',
    'douce',
    'vapeur',
    'avec',
    'sans',
    'eau',
    'jus',
    'flocons',
    'pour',
    'dans',
    'facon',
    'style',
    'type',
    'maison',
  ]),
  ar: new Set([
    'مطبوخ',
    'مطبوخه',
    'مشوي',
    'مشويه',
    'مسلوق',
    'مسلوقه',
    'طازج',
    'طازجه',
    'مجفف',
    'مجففه',
    'كامل',
    'كامله',
    'شريحه',
    'شرائح',
    'مجمد',
    'مجمده',
    'قليل',
    'الدسم',
    'خالي',
    'ابيض',
    'بيضاء',
    'احمر',
    'حمراء',
    'اخضر',
    'خضراء',
    'حلو',
    'بالبخار',
    'مع',
    'بدون',
    'ماء',
    'عصير',
    'رقائق',
  ]),
};

/** The words of a food's name in a language that name a food: four letters or more, preparation words aside. */
export function foodNameWords(food: Food, language: Language): string[] {
  return foldText(food.names[language])
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !preparationWords[language].has(word));
}

/** `word` as a word (or the start of one, for plurals) in folded text. */
export function containsWord(text: string, word: string): boolean {
  const folded = foldText(word);
  const at = text.indexOf(folded);
  if (at < 0) return false;
  const before = text[at - 1];
  return before === undefined || !/[\p{L}\p{N}]/u.test(before);
}

/** The folded words of a text, four letters or more: the ones that can name a food. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4);
}

/** The foods a text in `language` names by one of their words. */
export function foodsNamedIn(text: string, language: Language): Food[] {
  const folded = foldText(text);
  return foodTable.filter((food) => foodNameWords(food, language).some((word) => containsWord(folded, word)));
}

/**
 * The words, in `language`, of the foods outside `listedFoodIds` that neither a listed food nor one of the
 * `alsoListed` words shares (a prefix either way, for plurals): a sentence using one names a food it was not given.
 */
export function unlistedFoodWords(
  listedFoodIds: ReadonlySet<string>,
  language: Language,
  alsoListed: readonly string[] = [],
): string[] {
  const listed = [
    ...foodTable
      .filter((food) => listedFoodIds.has(food.id))
      .flatMap((food) => foodNameWords(food, language)),
    ...alsoListed,
  ];
  const others = new Set(
    foodTable.filter((food) => !listedFoodIds.has(food.id)).flatMap((food) => foodNameWords(food, language)),
  );
  return [...others].filter((word) => !listed.some((each) => each.startsWith(word) || word.startsWith(each)));
}
