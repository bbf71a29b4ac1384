import type { Language } from '@vitalia/contracts';

/**
 * One normaliser for Karim's AI: the passage index and the safety guard both read text through it, so a word the
 * guard lists and a word the index stores are spelt the same way whatever the member typed (accents or none,
 * tashkeel or none, أ or ا, "l'entraînement" or "entraînement").
 */

/** Letters folded by hand: NFKD leaves them whole, and members type them both ways ("œuf" / "oeuf"). */
const ligatures: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/**
 * Arabic letters unified after NFKD (which already splits أ إ آ ؤ ئ into a base letter and a hamza or madda mark,
 * then dropped with the other marks): the forms members type interchangeably, and Persian keyboard look-alikes.
 */
const arabicLetters: Readonly<Record<string, string>> = {
  ٱ: 'ا', // alef wasla
  ى: 'ي', // alef maqsura, often typed for a final ي and the other way round
  ة: 'ه', // ta marbuta, often typed as ه
  ی: 'ي', // Persian yeh
  ک: 'ك', // Persian kaf
};

/** Tatweel stretches a word for looks only. */
const tatweel = /\u0640/g;
/** Every combining mark: Latin accents and Arabic tashkeel (fatha … sukun, shadda, superscript alef, Quranic signs). */
const combiningMarks = /\p{M}/gu;
/** Arabic-Indic ٠–٩ and Persian ۰–۹: each carries its value in the low four bits of its code point. */
const arabicIndicDigit = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** "2 000", "2,000" and "2.000 kcal" are one number: joined so a guard rule never reads "000" as zero calories. */
const thousandsSeparator = /(\d)[\s,.\u00a0\u202f'’](?=\d{3}(?!\d))/g;
const apostrophes = /['’ʼ‘`´]/g;

/**
 * French elided articles and pronouns ("l'", "d'", "j'", "qu'" …): dropped, as they carry nothing to search or
 * match and would otherwise glue onto the next word.
 */
const frenchElision = /(^|[^\p{L}\p{N}])(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)'(?=\p{L})/gu;

/**
 * The article and its common proclitic forms: "البروتين", "والبروتين", "بالبروتين", "فالقرعة" (Maghrebi) and
 * "للتمارين" all read as the bare noun. Longest first. Not "كال", which would cut "كالسيوم" (calcium).
 */
const arabicArticles = ['وال', 'بال', 'فال', 'لل', 'ال'] as const;
/** Stripped only while two letters stay, so "الم" (pain, from ألم) and "الله" keep their first letters. */
const minArabicStemAfterArticle = 2;

const isArabicWord = (word: string) => /^[\u0621-\u064a]/.test(word);

/** Lower case, accents and tashkeel gone, Arabic letter forms unified, digits Western and numbers whole. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(combiningMarks, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => ligatures[letter] ?? letter)
    .replace(tatweel, '')
    .replace(/[ٱىةیک]/g, (letter) => arabicLetters[letter] ?? letter)
    .replace(arabicIndicDigit, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(thousandsSeparator, '$1');
}

function withoutArabicArticle(word: string): string {
  if (!isArabicWord(word)) return word;
  for (const article of arabicArticles) {
    if (word.startsWith(article) && word.length - article.length >= minArabicStemAfterArticle) {
      return word.slice(article.length);
    }
  }
  return word;
}

/**
 * The words of a text, folded, in order: split on anything but letters and digits, and between digits and letters
 * ("5kg" → "5", "kg"). English drops apostrophes ("can't" → "cant", as members also type it); French drops elided
 * articles; Arabic words lose the article. Stop words stay: the guard matches phrases made of them.
 */
export function wordsOf(text: string, language: Language): string[] {
  let folded = foldText(text).replace(apostrophes, "'");
  if (language === 'fr') folded = folded.replace(frenchElision, '$1');
  folded = folded.replace(/'/g, language === 'en' ? '' : ' ');
  const words = folded.match(/\p{L}+|\p{N}+/gu) ?? [];
  return words.map(withoutArabicArticle);
}
