import { fallbackLanguage, languages, type Language } from '@vitalia/contracts';
import MiniSearch, { type SearchResult } from 'minisearch';
import { wordsOf } from '../../lib/normalise-text';
import { searchWordsOf, termsOfWord } from './search-terms';

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
  /** BM25 as MiniSearch computes it (title boosted, prefix and fuzzy matches weighed down); higher is closer. */
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
 * The relevance floor, our "minimum score": a passage must match at least this share of the question's words, each
 * word weighed by its inverse document frequency (a word no passage holds weighing the most). A raw BM25 floor would
 * not do: scores grow with the number of passages, so a floor right for 1,000 passages lets noise through for 10.
 * Weighed this way, a common word shared by chance ("série" in "une série à regarder ce soir ?") does not carry an
 * unrelated question, and "protein brownie" finds nothing when no passage says "brownie": no grounding is better
 * than a wrong one.
 */
const minMatchedShare = 0.5;
/**
 * A word found only through a typo counts for half: "protien breakfst" still finds its passage (half of each word
 * makes half the question), but "عاصمة البيرو" (capital of Peru) does not find burpees ("البيربي") by one edit.
 */
const typoCredit = 0.5;
/** Scores are rounded before ties are broken by id, so float noise never decides an order. */
const scorePrecision = 1e6;

interface LanguageIndex {
  engine: MiniSearch<PersonaPassage>;
  /** How many passages hold each term: MiniSearch keeps it private, and the relevance floor needs it. */
  documentFrequency: Map<string, number>;
}

const byScoreThenId = (a: PersonaHit, b: PersonaHit) =>
  b.score - a.score || (a.passage.id < b.passage.id ? -1 : a.passage.id > b.passage.id ? 1 : 0);

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

/** BM25's inverse document frequency, the weight of a query word in the relevance floor. */
const inverseFrequency = (documentCount: number, frequency: number) =>
  Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));

function searchOne(
  index: LanguageIndex,
  query: string,
  language: Language,
  passageOf: (id: string) => PersonaPassage,
  fuzzy: (term: string) => number | false,
): PersonaHit[] {
  const documentCount = index.engine.documentCount;
  const words = searchWordsOf(query, language);
  if (documentCount === 0 || words.length === 0) return [];
  const weights = words.map((terms) =>
    inverseFrequency(documentCount, Math.max(...terms.map((term) => index.documentFrequency.get(term) ?? 0))),
  );
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const isRelevant = (result: SearchResult) => {
    const matched = new Set(result.queryTerms);
    const found = Object.keys(result.match);
    const creditOf = (terms: string[]) => {
      if (!terms.some((term) => matched.has(term))) return 0;
      // MiniSearch names the passage's terms it matched: the same term or a longer one is no typo.
      return found.some((term) => terms.some((own) => term.startsWith(own))) ? 1 : typoCredit;
    };
    const matchedWeight = words.reduce((sum, terms, at) => sum + creditOf(terms) * weights[at]!, 0);
    return matchedWeight >= totalWeight * minMatchedShare;
  };
  const uniqueTerms = [...new Set(words.flat())];
  return index.engine
    .search(uniqueTerms.join(' '), { fuzzy })
    .filter(isRelevant)
    .map((result) => ({
      passage: passageOf(result.id as string),
      score: Math.round(result.score * scorePrecision) / scorePrecision,
    }));
}

export function createPersonaIndex(passages: Iterable<PersonaPassage> = []): PersonaIndex {
  const indexes = Object.fromEntries(
    languages.map((language) => [language, languageIndex(language)]),
  ) as Record<Language, LanguageIndex>;
  const stored = new Map<string, PersonaPassage>();

  const remove = (id: string) => {
    const passage = stored.get(id);
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
    stored.set(passage.id, passage);
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
      return hits.sort(byScoreThenId).slice(0, Math.max(0, limit));
    },
  };
}
