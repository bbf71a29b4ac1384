import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import type { Language } from '@vitalia/contracts';
import { foldText, wordsOf } from '../../lib/normalise-text';
import { synonymGroups } from './search-synonyms';

/**
 * What the passage index stores for a word, and looks up for a query word: the folded word (normalise-text), less
 * the stop words, stemmed. English and French use the Snowball stemmers of @orama/stemmers; Arabic uses the light
 * stemmer below, as Snowball's Arabic one strips too much for this vocabulary ("بروتين" → "روت", "فطور" → "طور")
 * and leaves plurals apart ("عضلات" → "عضلا" but "عضلة" → "عضل").
 */

/**
 * Words that say nothing about the subject, including the fillers of a question to a coach ("best", "tips",
 * "karim"): a query of "good breakfast ideas" is about breakfast, and an unknown filler would otherwise weigh as
 * much as a rare word in the answer's confidence (answer-confidence).
 */
const stopWordLists: Readonly<Record<Language, string>> = {
  en: `a about above again against all also am an and any anything are as at be because been being
    below best better between both but by can cant could did didnt do does doesnt doing dont down during each else
    every few for from further get gets getting give go good got great had has have having he hello her here hers
    hey hi him his how i id if ill im in into is isnt it its ive just karim know let lets like lot lots make many may
    me might more most much must my need no nor not now of ok okay on once one only or other our out over own
    please really right same say she should so some something such sure tell than thank thanks that thats the their
    them then there these they thing things think this those through tip tips to too under until up us very want
    was way ways we well were what whats when where which while who why will with would yes you your
    useful worth fine idea ideas possible matter matters important actually enough recommend suggest advice help
    still already usually take taking keep going become often today bad normal without complete first see`,
  fr: `à a ai aie aies aient ait alors as au aucun aujourd aussi autre aux avais avait avec avez avoir avons
    beaucoup bien bon bonjour bonne bons ça ce ceci cela celle celui ces cet cette chaque chez combien comme comment
    conseil conseils coucou dans de des dois doit donc dont du elle elles en encore entre es est et été être eu
    faire fais fait faut hui il ils je jusqu karim la le les leur leurs lui ma mais me meilleur meilleure meilleures
    meilleurs merci même mes moi mon ne ni nos notre nous on ont ou où par pas peu peut peuvent peux plus pour
    pourquoi pouvez puis quand que quel quelle quelles quels qui quoi sa salut sans se ses si son sont
    stp suis sur svp ta te tes toi ton très trop tu un une vais veux voudrais vos votre vous vraiment y
    utile vaut coup idée idées possible important assez conseilles conseiller aide aider encore déjà prendre
    devrais devrait continuer devenir souvent grave normal mieux sans complet complète premier première`,
  ar: `في من إلى الى على عن مع هل ما ماذا لماذا كيف كيفية متى أين اين كم هو هي هم هن أنا انا أنت انت أنتم نحن هذا
    هذه ذلك تلك هناك هنا التي الذي الذين أن ان إن أو او ثم لا لم لن قد كل بعض أي اي أيضا ايضا يجب ينبغي ممكن يمكن
    يمكنني أستطيع استطيع أقدر اقدر لكي كي حتى عند عندي لدي لي له لها لنا به بها فيه فيها منه منها عليه عليها إذا اذا
    لو كان كانت يكون تكون بين شو ايش وش واش كيفاش علاش بدي أبي ابي أبغى ابغى عايز عاوز نبغي كريم مرحبا
    السلام عليكم شكرا أفضل افضل أحسن احسن جيد نصيحة نصائح أكثر اكثر أقل اقل كثير جدا
    مفيد مفيدة مهم ضروري فعلا آخذ تماما مناسب زال زالت تزال مازال أصبح أصير بدون دون غير أبقى أحصل لأن لأنني لأنه أرى عندك لديك`,
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

/**
 * The conjunction و and the preposition ل are written onto the next word ("وبروتين", "لحرق"); a word of four
 * letters or more may or may not start with one.
 */
const minWordWithProclitic = 4;
/** An indefinite accusative ends in an alef once its tanween is folded away: "يومًا" is "يوم", "صباحًا" "صباح". */
const minWordWithTanweenAlef = 4;

const isStopWord = (word: string, language: Language) =>
  stopWords[language].has(word) ||
  (language === 'ar' && word.startsWith('و') && stopWords.ar.has(word.slice(1)));

/** Each word of a group, folded, answers to the group's first word as a shared term ("~workout"). */
const sharedTermsOf = (language: Language): ReadonlyMap<string, string> =>
  new Map(
    synonymGroups[language].flatMap((group) => {
      const shared = `~${foldText(group[0]!)}`;
      return group.map((word): [string, string] => [foldText(word), shared]);
    }),
  );

const sameThing: Readonly<Record<Language, ReadonlyMap<string, string>>> = {
  en: sharedTermsOf('en'),
  fr: sharedTermsOf('fr'),
  ar: sharedTermsOf('ar'),
};

/** The ways an Arabic word may be read: as written, without a proclitic, without a tanween alef. */
function arabicForms(word: string): string[] {
  const forms = [word];
  if (word.length >= minWordWithProclitic && /^[ول]/.test(word)) forms.push(word.slice(1));
  if (word.length >= minWordWithTanweenAlef && word.endsWith('ا')) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * The terms a folded word stands for: none for a stop word or a lone letter; otherwise its stem and, when it
 * differs, the word itself, and first the shared term of its synonym group (search-synonyms). The word is kept
 * because a typo throws a stemmer off ("runnning" → "runnn", far from "run"; "endurane" → "enduran", not "endur")
 * while the word stays one edit from the right one. An Arabic word stands for each way it may be read, since
 * "وجبة" (meal) starts with a و of its own and "سينما" (cinema) ends in an alef of its own.
 */
export function termsOfWord(word: string, language: Language): string[] {
  if (isStopWord(word, language) || (word.length < 2 && !/\d/.test(word))) return [];
  const stem = stemmers[language];
  const forms = language === 'ar' ? arabicForms(word) : [word];
  const terms = forms.flatMap((form) => [stem(form), form]);
  const shared = terms.map((term) => sameThing[language].get(term)).find((term) => term !== undefined);
  return [...new Set(shared ? [shared, ...terms] : terms)];
}

/** Whether a term is a synonym group's, rather than the word's own. */
export const isSharedTerm = (term: string) => term.startsWith('~');

/** A text's content words, each with the terms it stands for. */
export function searchWordsOf(text: string, language: Language): string[][] {
  return wordsOf(text, language)
    .map((word) => termsOfWord(word, language))
    .filter((terms) => terms.length > 0);
}

/**
 * A question as the search reads it: its content words, each by its own first term, in order. Two questions with
 * the same key ask the same thing ("How many rest days do I need each week?", "how many rest days each week"):
 * the library keeps one answer to them.
 */
export const questionKey = (question: string, language: Language) =>
  searchWordsOf(question, language)
    .map((terms) => terms.find((term) => !isSharedTerm(term)))
    .join(' ');
