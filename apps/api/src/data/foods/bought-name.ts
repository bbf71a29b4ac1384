import type { Language } from '@vitalia/contracts';
import type { Food } from './food-types';

/**
 * How the table says a food was cooked or readied, in each language, longest first: a food weighed cooked (or drained,
 * or without its peel) is bought raw, and its purchase ratio turns the one weight into the other.
 */
const preparedWords: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'pan-fried',
    'cooked',
    'boiled',
    'baked',
    'grilled',
    'roasted',
    'roast',
    'braised',
    'stewed',
    'drained',
  ],
  fr: [
    'cuit au four',
    'à l’eau',
    'au four',
    'cuites',
    'cuite',
    'cuits',
    'cuit',
    'grillées',
    'grillée',
    'grillés',
    'grillé',
    'rôties',
    'rôtie',
    'rôtis',
    'rôti',
    'mijoté',
    'poêlée',
    'poêlé',
    'égouttées',
    'égouttée',
    'égoutté',
  ],
  ar: [
    'مطهو على نار هادئة',
    'مشوي في الفرن',
    'مطهو في الفرن',
    'مطبوخة',
    'مطبوخ',
    'مطهو',
    'مسلوقة',
    'مشوية',
    'مشوي',
    'محمّرة',
    'محمّر',
    'مقلي',
    'مصفّاة',
    'مصفّى',
  ],
};

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Letters of any script, so that "cuit" is not found inside "biscuit" nor "مشوي" inside a longer word.
const preparedPattern = Object.fromEntries(
  Object.entries(preparedWords).map(([language, words]) => [
    language,
    new RegExp(`(?<![\\p{L}-])(${words.map(escaped).join('|')})(?![\\p{L}-])`, 'giu'),
  ]),
) as Record<Language, RegExp>;

/**
 * A food as it is bought, for the shopping list and a recipe's raw weights: "Lentils (cooked)" is bought as lentils,
 * "Chicken breast (grilled)" as chicken breast. A food bought as it is eaten keeps its name.
 */
export function boughtName(food: Pick<Food, 'names' | 'purchaseRatio'>, language: Language): string {
  const name = food.names[language];
  if (food.purchaseRatio === 1) return name;
  const bought = name
    .replace(preparedPattern[language], '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return bought.charAt(0).toLocaleUpperCase(language) + bought.slice(1);
}
