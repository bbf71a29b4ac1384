/**
 * How sure retrieval is that a passage answers a member's question, from 0 to 1 (issue 38). A member's question is
 * compared with Karim's: a library entry's title is a question he answered, so the words the two questions share
 * say more than words the question shares with his answer ("How many rest days if I run 3 times a week?" shares
 * "run" and "week" with the answer on starting to run, but its subject, rest days, with the rest-days question).
 */

/** What one word of the member's question found in one passage: 1 for the word itself, less for a typo. */
export interface WordFound {
  title: number;
  text: number;
}

export interface PassageEvidence {
  /** Per word of the question, in order; absent when the passage does not hold it. */
  found: readonly (WordFound | undefined)[];
  /** How telling each word of the question is (inverse document frequency). */
  questionWeights: readonly number[];
  /** Per word of the passage's title: how telling it is, and whether the question asked it. */
  titleWords: readonly { weight: number; isAsked: boolean }[];
}

/**
 * The weights, tuned on the labelled set (retrieval-set/): how much of the question the passage covers anywhere,
 * and how much of its title the question asks. Covering the question matters most; the title settles which of two
 * passages holding the same words answers it. (How much of the question the title covers was tried as a third
 * measure: it added nothing the other two did not say.)
 */
const coverWeight = 0.6;
const titleAskedWeight = 0.4;

const share = (parts: readonly { weight: number; credit: number }[]) => {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  return total === 0 ? 0 : parts.reduce((sum, part) => sum + part.weight * part.credit, 0) / total;
};

export function answerConfidence({ found, questionWeights, titleWords }: PassageEvidence): number {
  const cover = share(
    questionWeights.map((weight, at) => ({
      weight,
      credit: Math.max(found[at]?.title ?? 0, found[at]?.text ?? 0),
    })),
  );
  const titleAsked = share(titleWords.map(({ weight, isAsked }) => ({ weight, credit: isAsked ? 1 : 0 })));
  return coverWeight * cover + titleAskedWeight * titleAsked;
}
