import { Filter } from 'glin-profanity';

/**
 * English and French come from a maintained list (glin-profanity, whole words, common leetspeak); Arabic from our own
 * short whole-word list, because the package's Arabic list flags everyday words. A match holds the message for staff
 * review: nothing is silently dropped (issue 15).
 */
const packagedLists = new Filter({ languages: ['english', 'french'], wordBoundaries: true });

const arabicWords = ['حقير', 'حقيرة', 'زبالة', 'منيك', 'شرموط', 'شرموطة', 'عاهرة', 'خول', 'كس', 'نيك'];
/** Arabic letters only, so a word inside a longer one (with a prefix or suffix) does not match. */
const arabicWordPattern = new RegExp(
  `(^|[^\\u0600-\\u06FF])(${arabicWords.join('|')})(?=$|[^\\u0600-\\u06FF])`,
  'u',
);

export function isHeldByFilter(text: string): boolean {
  return arabicWordPattern.test(text) || packagedLists.isProfane(text);
}
