import { apiErrorOf } from '../../../lib/api-client';

/**
 * Access denied (a Free member, D4) will not change on a second try: the screen offers Premium instead. Anything
 * else is tried once more before the screen says so.
 */
export const retriesUnlessDenied = (count: number, error: unknown) =>
  apiErrorOf(error).code !== '4003' && count < 1;

/** Any of these reads answered 4003: the subscription ended since the profile was read. */
export const isAccessDenied = (...queries: { error: unknown }[]) =>
  queries.some((query) => query.error != null && apiErrorOf(query.error).code === '4003');
