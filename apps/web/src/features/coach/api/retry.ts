import { ErrorCode } from '@vitalia/contracts';
import { apiErrorOf, isCode } from '../../../lib/api-client';

/**
 * Answers that a second try would not change: access denied (a Free member, D4), answers the coach still needs, no
 * plan that fits the restrictions, a week out of reach. Anything else is tried once more before the screen says so.
 */
const finalCodes = [
  ErrorCode.accessDenied,
  ErrorCode.coachNeedsAnswers,
  ErrorCode.mealPlanImpossible,
  ErrorCode.weekOutOfRange,
];

export const retriesUnlessFinal = (count: number, error: unknown) =>
  !isCode(apiErrorOf(error).code, ...finalCodes) && count < 1;
