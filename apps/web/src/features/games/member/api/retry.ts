import { ErrorCode } from '@vitalia/contracts';
import { apiErrorOf, isCode } from '../../../../lib/api-client';

/**
 * Access denied (a Free member, D4) will not change on a second try: the screen offers Premium instead. Anything
 * else is tried once more before the screen says so.
 */
export const retriesUnlessDenied = (count: number, error: unknown) =>
  !isCode(apiErrorOf(error).code, ErrorCode.accessDenied) && count < 1;

/** Any of these reads answered 4003: the subscription ended since the profile was read. */
export const isAccessDenied = (...queries: { error: unknown }[]) =>
  queries.some(
    (query) => query.error != null && isCode(apiErrorOf(query.error).code, ErrorCode.accessDenied),
  );
