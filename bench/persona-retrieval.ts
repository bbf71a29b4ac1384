/**
 * Retrieval for Karim's AI (issue 38). First what it answers: on the labelled set kept beside the persona's code
 * (apps/api/src/features/persona/retrieval-set/: a library as he writes it, and members' questions in their own
 * words in English, French and Arabic, each labelled with its entry or with none), the share of covered questions
 * whose first answer is their entry, and how often a question gets "I don't have Karim's answer yet" — rightly
 * (the library does not cover it) or wrongly. Baseline in the same run: a plain word-overlap ranker (the passage
 * sharing the most words with the question, if any), on the same questions; the ratio is of the top-1 accuracies.
 * Then how fast: support/persona-latency.ts, 1,050 generated passages and 2,400 questions.
 *   npx tsx bench/persona-retrieval.ts
 */
import { languages, type Language } from '@vitalia/contracts';
import { createPersonaIndex, type PersonaPassage } from '../apps/api/src/features/persona/persona-index';
import {
  retrievalSet,
  scoreRetrieval,
  type LanguageScore,
} from '../apps/api/src/features/persona/retrieval-set/retrieval-set';
import { foldText } from '../apps/api/src/lib/normalise-text';
import { measurePersonaLatency } from './support/persona-latency';

/** Words of three letters or more, folded the way the persona folds them, with nothing else done. */
const plainWords = (text: string) =>
  new Set(
    foldText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3),
  );

/** The baseline: the passage of the question's language sharing the most words with it, or none when none does. */
function wordOverlap(passages: readonly PersonaPassage[]) {
  const read = passages.map((passage) => ({
    passage,
    words: plainWords(`${passage.title} ${passage.text}`),
  }));
  return (question: string, language: Language) => {
    const asked = plainWords(question);
    let best: { label: string; shared: number } | null = null;
    for (const { passage, words } of read) {
      if (passage.language !== language) continue;
      const shared = [...asked].filter((word) => words.has(word)).length;
      if (shared > 0 && (!best || shared > best.shared)) best = { label: passage.sourceId, shared };
    }
    return best?.label ?? null;
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const noAnswerLine = (score: LanguageScore) =>
  `${percent(score.noAnswerRate)} (covered ${score.missed}/${score.covered}, ` +
  `uncovered ${score.declined}/${score.uncovered})`;

const { passages, questions } = retrievalSet();
const index = createPersonaIndex(passages);
const persona = scoreRetrieval(
  questions,
  (question, language) => index.search(question, language, { limit: 1 })[0]?.passage.sourceId ?? null,
);
const baseline = scoreRetrieval(questions, wordOverlap(passages));

console.log(
  `labelled set: ${passages.length} passages, ` +
    `${languages.map((language) => `${questions[language].length} ${language}`).join(', ')} questions`,
);
for (const language of languages) {
  const ours = persona[language];
  const theirs = baseline[language];
  console.log(
    `  ${language}  top-1 ${percent(ours.topOneAccuracy)} (word overlap ${percent(theirs.topOneAccuracy)}, ` +
      `ratio ${(ours.topOneAccuracy / theirs.topOneAccuracy).toFixed(2)}×)  ` +
      `no answer ${noAnswerLine(ours)}  word overlap no answer ${noAnswerLine(theirs)}`,
  );
}
const target = languages.every((language) => persona[language].topOneAccuracy >= 0.9);
console.log(`  target top-1 ≥ 90 % in each language: ${target ? 'met' : 'missed'}`);
console.log();
measurePersonaLatency();
