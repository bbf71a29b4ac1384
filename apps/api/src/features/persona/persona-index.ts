import { fallbackLanguage, languages, type Language } from '@vitalia/contracts';
import MiniSearch from 'minisearch';
import { wordsOf } from '../../lib/normalise-text';
import { answerConfidence, type WordFound } from './answer-confidence';
import { isSharedTerm, searchWordsOf, termsOfWord } from './search-terms';

/**
 * Retrieval for Karim's AI: the passages of his own material (his Q&A library and his feed posts, one passage per
 * language written) that ground an answer. One MiniSearch index per language, each with that language's folding,
 * stop words and stemmer (search-terms); edits go in one passage at a time, without a rebuild.
 */

/** One passage of Karim's material, in one language. */
export interface PersonaPassage {
  id: string;
  kind: 'qa' | 'post';
  language: Language;
  /** The Q&A question or the post title. */
  title: string;
  /** The answer or the post content, as plain text. */
  text: string;
  /** The Q&A entry or the post the passage comes from, for citations. */
  sourceId: string;
}

export interface PersonaHit {
  passage: PersonaPassage;
  /** How sure retrieval is that the passage answers the question (answer-confidence), at least `confidenceFloor`. */
  confidence: number;
  /** BM25 as MiniSearch computes it (title boosted, prefix and fuzzy matches weighed down): breaks ties. */
  score: number;
}

export interface PersonaSearchOptions {
  /** At most this many hits; 5 when not given. */
  limit?: number;
}

export interface PersonaIndex {
  /**
   * The passages closest to a member's question, best first. The member's language first; when nothing there
   * is relevant enough, the other languages (a member may write in another language than the app's).
   */
  search(query: string, language: Language, options?: PersonaSearchOptions): PersonaHit[];
  /** Adds a passage, or replaces the one with the same id (an edit by Karim). */
  add(passage: PersonaPassage): void;
  /** Takes a passage out; false when there was none with that id. */
  remove(id: string): boolean;
}

/** A question's words in a title say more than the same words somewhere in an answer or a post. */
const titleBoost = 2;
const defaultLimit = 5;
/** Shorter stems would match by prefix half the vocabulary ("car" → "carb", "cardio"). */
const minPrefixLength = 4;
/** One typo from five letters, two from nine; a shorter word would be one edit away from too many others. */
const fuzzyDistance = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false);
/**
 * When nothing in any language passes the floor, one more try that forgives more: a typo in a four-letter word
 * ("dats"), and two edits from six letters, which is what a swap of two letters costs ("sqauts", "focre").
 */
const lenientFuzzyDistance = (term: string) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false);

/**
 * The confidence floor (answer-confidence): below it the persona says it has no answer from Karim yet rather than
 * serve the closest passage. Tuned on the labelled set (retrieval-set/): top-1 right for at least 90 % of the
 * covered questions in each language while declining the uncovered ones, which say nothing in common with his
 * words beyond a filler or two.
 */
export const confidenceFloor = 0.45;
/**
 * A word found only through a typo counts for half: "protien breakfst" still finds its passage, but "عاصمة البيرو"
 * (capital of Peru) does not find burpees ("البيربي") by one edit.
 */
const typoCredit = 0.5;
/** Confidences are rounded before ties are broken, so float noise never decides an order. */
const precision = 1e6;

interface LanguageIndex {
  engine: MiniSearch<PersonaPassage>;
  /** How many passages hold each term: MiniSearch keeps it private, and the word weights need it. */
  documentFrequency: Map<string, number>;
}

const byConfidenceThenScore = (a: PersonaHit, b: PersonaHit) =>
  b.confidence - a.confidence ||
  b.score - a.score ||
  (a.passage.id < b.passage.id ? -1 : a.passage.id > b.passage.id ? 1 : 0);

/** The fallback language first (D5), then the others in their usual order. */
const otherLanguages = (language: Language): Language[] =>
  [fallbackLanguage, ...languages].filter(
    (other, index, all) => other !== language && all.indexOf(other) === index,
  );

function languageIndex(language: Language): LanguageIndex {
  const engine = new MiniSearch<PersonaPassage>({
    fields: ['title', 'text'],
    tokenize: (text) => wordsOf(text, language),
    processTerm: (word) => {
      const terms = termsOfWord(word, language);
      return terms.length > 0 ? terms : null;
    },
    searchOptions: {
      boost: { title: titleBoost },
      prefix: (term) => term.length >= minPrefixLength,
      // The query arrives as terms already: folded, stop words out, stemmed.
      tokenize: (terms) => terms.split(' '),
      processTerm: (term) => term,
    },
  });
  return { engine, documentFrequency: new Map() };
}

const termsOfPassage = (passage: PersonaPassage) =>
  new Set(searchWordsOf(`${passage.title}\n${passage.text}`, passage.language).flat());

/**
 * BM25's inverse document frequency, the weight of a word. A word no passage holds weighs as one only a single
 * passage holds: it still tells that the question is about something else ("protein brownie"), but a filler the
 * stop words missed does not outweigh the question's subject.
 */
const inverseFrequency = (documentCount: number, frequency: number) =>
  Math.log(1 + (documentCount - Math.max(frequency, 1) + 0.5) / (Math.max(frequency, 1) + 0.5));

/** A passage as indexed, with its title's words read once rather than at every search. */
interface StoredPassage {
  passage: PersonaPassage;
  titleTerms: string[][];
}

interface Candidate {
  found: (WordFound | undefined)[];
  titleTerms: Set<string>;
  score: number;
}

function searchOne(
  index: LanguageIndex,
  query: string,
  language: Language,
  passageOf: (id: string) => StoredPassage,
  fuzzy: (term: string) => number | false,
): PersonaHit[] {
  const documentCount = index.engine.documentCount;
  const words = searchWordsOf(query, language);
  if (documentCount === 0 || words.length === 0) return [];
  // A word weighs what its own forms tell, not its synonym group: "jogging" is as telling as it is rare.
  const weightOf = (terms: readonly string[]) =>
    inverseFrequency(
      documentCount,
      Math.max(
        ...terms.filter((term) => !isSharedTerm(term)).map((term) => index.documentFrequency.get(term) ?? 0),
      ),
    );
  const candidates = new Map<string, Candidate>();
  // One search per word: which passages hold it, in which field, and whether as written or through a typo.
  words.forEach((terms, at) => {
    for (const result of index.engine.search(terms.join(' '), { fuzzy })) {
      const id = result.id as string;
      const candidate = candidates.get(id) ?? { found: [], titleTerms: new Set(), score: 0 };
      const found = { title: 0, text: 0 };
      for (const [term, fields] of Object.entries(result.match)) {
        // The same term or a longer one (a prefix match) is no typo.
        const credit = terms.some((own) => term.startsWith(own)) ? 1 : typoCredit;
        if (fields.includes('title')) {
          found.title = Math.max(found.title, credit);
          candidate.titleTerms.add(term);
        }
        if (fields.includes('text')) found.text = Math.max(found.text, credit);
      }
      candidate.found[at] = found;
      candidate.score += result.score;
      candidates.set(id, candidate);
    }
  });
  const questionWeights = words.map(weightOf);
  return [...candidates].flatMap(([id, candidate]) => {
    const { passage, titleTerms } = passageOf(id);
    const titleWords = titleTerms.map((terms) => ({
      weight: weightOf(terms),
      isAsked: terms.some((term) => candidate.titleTerms.has(term)),
    }));
    const confidence =
      Math.round(answerConfidence({ found: candidate.found, questionWeights, titleWords }) * precision) /
      precision;
    if (confidence < confidenceFloor) return [];
    return [{ passage, confidence, score: Math.round(candidate.score * precision) / precision }];
  });
}

export function createPersonaIndex(passages: Iterable<PersonaPassage> = []): PersonaIndex {
  const indexes = Object.fromEntries(
    languages.map((language) => [language, languageIndex(language)]),
  ) as Record<Language, LanguageIndex>;
  const stored = new Map<string, StoredPassage>();

  const remove = (id: string) => {
    const passage = stored.get(id)?.passage;
    if (!passage) return false;
    const index = indexes[passage.language];
    index.engine.remove(passage);
    for (const term of termsOfPassage(passage)) {
      const left = (index.documentFrequency.get(term) ?? 1) - 1;
      if (left > 0) index.documentFrequency.set(term, left);
      else index.documentFrequency.delete(term);
    }
    stored.delete(id);
    return true;
  };

  const add = (given: PersonaPassage) => {
    remove(given.id);
    // A copy, frozen: MiniSearch removes a passage by re-reading the fields it was added with.
    const passage = Object.freeze({ ...given });
    const index = indexes[passage.language];
    index.engine.add(passage);
    for (const term of termsOfPassage(passage)) {
      index.documentFrequency.set(term, (index.documentFrequency.get(term) ?? 0) + 1);
    }
    stored.set(passage.id, { passage, titleTerms: searchWordsOf(passage.title, passage.language) });
  };

  for (const passage of passages) add(passage);
  const passageOf = (id: string) => stored.get(id)!;

  return {
    add,
    remove,
    search(query, language, { limit = defaultLimit } = {}) {
      const searchWith = (fuzzy: (term: string) => number | false) => {
        const own = searchOne(indexes[language], query, language, passageOf, fuzzy);
        if (own.length > 0) return own;
        return otherLanguages(language).flatMap((other) =>
          searchOne(indexes[other], query, other, passageOf, fuzzy),
        );
      };
      let hits = searchWith(fuzzyDistance);
      if (hits.length === 0) hits = searchWith(lenientFuzzyDistance);
      return hits.sort(byConfidenceThenScore).slice(0, Math.max(0, limit));
    },
  };
}
