import { apiErrorOf } from '../../../lib/api-client';

/**
 * Answers that a second try would not change: access denied (a Free member, D4), answers the coach still needs, no
 * plan that fits the restrictions, a week out of reach. Anything else is tried once more before the screen says so.
 */
const finalCodes: readonly string[] = ['4003', '7800', '7801', '7803'];

export const retriesUnlessFinal = (count: number, error: unknown) =>
  !finalCodes.includes(apiErrorOf(error).code) && count < 1;
