import type { Citation, Language } from '@vitalia/contracts';
import { containsWord, foodsNamedIn, unlistedFoodWords, wordsOf } from '../../data/food-words';
import { completeSentences } from '../../lib/language-model/gated-answer';
import { numbersWrittenIn } from '../../lib/language-model/number-words';
import { foldText } from '../../lib/normalise-text';
import { guardQuestion } from './persona-guard';
import type { PersonaHit } from './persona-index';
import { fromPostLine, restrictedAnswerNote, restrictedPartNote } from './persona-replies';
import { namesRestrictedFood, type FoodRestrictions } from './restricted-foods';

/** What the persona answers from the passages it found: his words, checked against the member's own profile. */

/** Passages handed on: those at least this close to the best one (persona-index's confidence). */
const closeEnough = 0.85;
const excerptCharacters = 320;

/** The passages an answer rests on: the best, and those nearly as close. */
export const groundingOf = (hits: readonly PersonaHit[]) =>
  hits.filter((hit) => hit.confidence >= hits[0]!.confidence * closeEnough);

function excerptOf(text: string): string {
  if (text.length <= excerptCharacters) return text;
  const cut = text.slice(0, excerptCharacters);
  const sentenceEnd = Math.max(
    cut.lastIndexOf('. '),
    cut.lastIndexOf('! '),
    cut.lastIndexOf('? '),
    cut.lastIndexOf('؟ '),
  );
  return sentenceEnd > excerptCharacters / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.trimEnd()}…`;
}

/** One citation per source, and never one title twice: a correction and the entry it replaced are one answer. */
export function citationsOf(hits: readonly PersonaHit[]): Citation[] {
  const seen = new Set<string>();
  return hits.flatMap(({ passage }) => {
    const keys = [`${passage.kind}:${passage.sourceId}`, `title:${foldText(passage.title).trim()}`];
    if (keys.some((key) => seen.has(key))) return [];
    for (const key of keys) seen.add(key);
    return [{ kind: passage.kind, sourceId: passage.sourceId, title: passage.title }];
  });
}

/**
 * What the library alone answers: his own answer to the closest question, or his post's words under its title.
 * A sentence naming a food the member's profile rules out is left out, and the persona says it did; when nothing
 * of his is left, it says why instead of answering.
 */
export function libraryText(
  [best]: readonly PersonaHit[],
  language: Language,
  restrictions: FoodRestrictions,
) {
  const { passage } = best!;
  const body = passage.kind === 'qa' ? passage.text : excerptOf(passage.text);
  const sentences = completeSentences(body, true).sentences;
  const kept = sentences.filter((sentence) => !namesRestrictedFood(sentence, passage.language, restrictions));
  if (kept.length === 0) return restrictedAnswerNote[language];
  const words = kept.join('').trim();
  const text = passage.kind === 'qa' ? words : `${fromPostLine[language](passage.title)}\n${words}`;
  return kept.length === sentences.length ? text : `${text}\n\n${restrictedPartNote[language]}`;
}

/**
 * A sentence of the model's passes when every number in it, in digits or in words, is one the passages give,
 * every food it names is one they name (in whichever language they are written), it names no food the member's
 * profile rules out, and it touches no subject the persona refuses: the words may be the model's, the facts must
 * be his, and fit the member.
 */
export function sentenceCheck(
  hits: readonly PersonaHit[],
  language: Language,
  restrictions: FoodRestrictions,
) {
  const passages = hits.map(({ passage }) => passage);
  const known = new Set(
    passages.flatMap((passage) => numbersWrittenIn(`${passage.title} ${passage.text}`, passage.language)),
  );
  const namedFoods = new Set(
    passages.flatMap((passage) =>
      foodsNamedIn(`${passage.title} ${passage.text}`, passage.language).map((food) => food.id),
    ),
  );
  const passageWords = passages.flatMap((passage) => wordsOf(`${passage.title} ${passage.text}`));
  const otherFoodWords = unlistedFoodWords(namedFoods, language, passageWords);
  return (sentence: string) =>
    numbersWrittenIn(sentence, language).every((number) => known.has(number)) &&
    !otherFoodWords.some((word) => containsWord(foldText(sentence), word)) &&
    !namesRestrictedFood(sentence, language, restrictions) &&
    guardQuestion(sentence, language) === null;
}
