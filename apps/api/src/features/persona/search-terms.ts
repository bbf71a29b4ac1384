import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import type { Language } from '@vitalia/contracts';
import { wordsOf } from '../../lib/normalise-text';

/**
 * What the passage index stores for a word, and looks up for a query word: the folded word (normalise-text), less
 * the stop words, stemmed. English and French use the Snowball stemmers of @orama/stemmers; Arabic uses the light
 * stemmer below, as Snowball's Arabic one strips too much for this vocabulary ("بروتين" → "روت", "فطور" → "طور")
 * and leaves plurals apart ("عضلات" → "عضلا" but "عضلة" → "عضل").
 */

/**
 * Words that say nothing about the subject, including the fillers of a question to a coach ("best", "tips",
 * "karim"): a query of "good breakfast ideas" is about breakfast, and an unknown filler would otherwise weigh as
 * much as a rare word in the relevance floor (persona-index).
 */
const stopWordLists: Readonly<Record<Language, string>> = {
  en: `a about above after again against all also am an and any anything are as at be because been before being
    below best better between both but by can cant could did didnt do does doesnt doing dont down during each else
    every few for from further get gets getting give go good got great had has have having he hello her here hers
    hey hi him his how i id if ill im in into is isnt it its ive just karim know let lets like lot lots make many may
    me might more most much must my need no nor not now of off ok okay on once one only or other our out over own
    please really right same say she should so some something such sure tell than thank thanks that thats the their
    them then there these they thing things think this those through tip tips to too under until up us very want
    was way ways we well were what whats when where which while who why will with would yes you your`,
  fr: `à a ai aie aies aient ait alors as au aucun aujourd aussi autre aux avais avait avant avec avez avoir avons
    beaucoup bien bon bonjour bonne bons ça ce ceci cela celle celui ces cet cette chaque chez combien comme comment
    conseil conseils coucou dans de des dois doit donc dont du elle elles en encore entre es est et été être eu
    faire fais fait faut hui il ils je jusqu karim la le les leur leurs lui ma mais me meilleur meilleure meilleures
    meilleurs merci même mes moi mon ne ni nos notre nous on ont ou où par pas peu peut peuvent peux plus pour
    pourquoi pouvez puis quand que quel quelle quelles quels qui quoi sa salut sans se ses si son sont
    stp suis sur svp ta te tes toi ton très trop tu un une vais veux voudrais vos votre vous vraiment y`,
  ar: `في من إلى الى على عن مع هل ما ماذا لماذا كيف كيفية متى أين اين كم هو هي هم هن أنا انا أنت انت أنتم نحن هذا
    هذه ذلك تلك هناك هنا التي الذي الذين أن ان إن أو او ثم لا لم لن قد كل بعض أي اي أيضا ايضا يجب ينبغي ممكن يمكن
    يمكنني أستطيع استطيع أقدر اقدر لكي كي حتى عند عندي لدي لي له لها لنا به بها فيه فيها منه منها عليه عليها إذا اذا
    لو كان كانت يكون تكون بين قبل بعد شو ايش وش واش كيفاش علاش بدي أبي ابي أبغى ابغى عايز عاوز نبغي كريم مرحبا
    السلام عليكم شكرا أفضل افضل أحسن احسن جيد نصيحة نصائح أكثر اكثر أقل اقل كثير جدا`,
};

const stopWords: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(wordsOf(stopWordLists.en, 'en')),
  fr: new Set(wordsOf(stopWordLists.fr, 'fr')),
  ar: new Set(wordsOf(stopWordLists.ar, 'ar')),
};

/** Arabic stems keep at least three letters: most roots have three, and less leaves unrelated words colliding. */
const minArabicStem = 3;
/** Attached pronouns (their, your, our, her, my …), longest first. */
const arabicPronouns = ['هما', 'كما', 'هم', 'هن', 'كم', 'كن', 'نا', 'ها', 'ي'] as const;
/**
 * Only the feminine plural and the feminine nisba: the masculine plurals (ون, ين) and the dual (ان) end too many
 * words of this vocabulary that are no plural at all (بروتين, كرياتين, رمضان, شوفان).
 */
const arabicNumberSuffixes = ['ات', 'يه'] as const;

/**
 * A light stemmer in the spirit of Larkey's light10: an attached pronoun, then a plural or nisba ending, then the
 * feminine ending (ة, folded to ه), each only while three letters stay. "عضلاتي", "عضلات" and "عضلة" all give
 * "عضل"; "ركبتي" gives "ركب" like "ركبة", since a feminine noun shows its ة as ت before a pronoun.
 */
export function stemArabic(word: string): string {
  let stem = word;
  const cut = (suffix: string) => {
    if (!stem.endsWith(suffix) || stem.length - suffix.length < minArabicStem) return false;
    stem = stem.slice(0, -suffix.length);
    return true;
  };
  const pronoun = arabicPronouns.find(cut);
  if (pronoun && stem.length > minArabicStem && stem.endsWith('ت') && !stem.endsWith('ات')) {
    stem = `${stem.slice(0, -1)}ه`;
  }
  arabicNumberSuffixes.some(cut);
  cut('ه');
  return stem;
}

const stemmers: Readonly<Record<Language, (word: string) => string>> = {
  en: englishStemmer,
  fr: frenchStemmer,
  ar: stemArabic,
};

/** The conjunction و is written onto the next word; a word of four letters or more may or may not start with it. */
const minWordWithConjunction = 4;

const isStopWord = (word: string, language: Language) =>
  stopWords[language].has(word) ||
  (language === 'ar' && word.startsWith('و') && stopWords.ar.has(word.slice(1)));

/**
 * The terms a folded word stands for: none for a stop word or a lone letter; otherwise its stem and, when it
 * differs, the word itself. The word is kept because a typo throws a stemmer off ("runnning" → "runnn", far from
 * "run"; "endurane" → "enduran", not "endur") while the word stays one edit from the right one. An Arabic word
 * that may carry the conjunction ("وبروتين") stands for its forms with and without it, since "وجبة" (meal)
 * starts with a و of its own.
 */
export function termsOfWord(word: string, language: Language): string[] {
  if (isStopWord(word, language) || (word.length < 2 && !/\d/.test(word))) return [];
  const stem = stemmers[language];
  const forms =
    language === 'ar' && word.startsWith('و') && word.length >= minWordWithConjunction
      ? [word, word.slice(1)]
      : [word];
  const terms = forms.flatMap((form) => [stem(form), form]);
  const shared = terms.map((term) => sameThing[language].get(term)).find((term) => term !== undefined);
  return [...new Set(shared ? [shared, ...terms] : terms)];
}

/**
 * Words members use for the same thing ("workout", "training", "session"), each group answering to one shared
 * term on both sides of a search, so a question finds an answer written with the other word. Stems and words as
 * `termsOfWord` makes them.
 */
const synonymGroups: Readonly<Record<Language, readonly (readonly string[])[]>> = {
  en: [
    ['workout', 'train', 'training', 'session', 'exercis', 'exercise'],
    ['meal', 'food', 'eat'],
    ['run', 'running', 'jog', 'jogging'],
  ],
  fr: [
    ['seanc', 'seance', 'entrainement', 'entrain', 'entrainer', 'exercic', 'exercice'],
    ['repas', 'manger', 'mang'],
    ['cour', 'courir', 'course', 'footing'],
  ],
  ar: [
    ['تمرين', 'تمر', 'حصه', 'حص', 'تدريب', 'تدر'],
    ['وجبه', 'وجب', 'اكل', 'طعام'],
    ['جري', 'ركض'],
  ],
};

const sharedTermsOf = (groups: readonly (readonly string[])[]): ReadonlyMap<string, string> =>
  new Map(groups.flatMap((group) => group.map((term): [string, string] => [term, `~${group[0]}`])));

const sameThing: Readonly<Record<Language, ReadonlyMap<string, string>>> = {
  en: sharedTermsOf(synonymGroups.en),
  fr: sharedTermsOf(synonymGroups.fr),
  ar: sharedTermsOf(synonymGroups.ar),
};

/** A text's content words, each with the terms it stands for (one, or two for an Arabic word with و). */
export function searchWordsOf(text: string, language: Language): string[][] {
  return wordsOf(text, language)
    .map((word) => termsOfWord(word, language))
    .filter((terms) => terms.length > 0);
}
