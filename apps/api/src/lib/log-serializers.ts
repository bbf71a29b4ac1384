import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

/** The failed queries in an error's chain of causes, itself first. */
function failedQueriesIn(error: unknown): DrizzleQueryError[] {
  const found: DrizzleQueryError[] = [];
  for (let link = error; link instanceof Error && found.length < 10; link = link.cause) {
    if (link instanceof DrizzleQueryError) found.push(link);
  }
  return found;
}

/**
 * Errors as pino writes them (with their causes' messages and stacks), less what a failed query carries: Drizzle puts
 * the query's parameters (a password's hash, an email, a promo code) into its message and into a property of their
 * own. The statement stays, and so does the driver's error, which says what went wrong without the values.
 */
export function serializeError(error: Error) {
  const serialized = stdSerializers.err(error);
  const failedQueries = failedQueriesIn(error);
  if (failedQueries.length === 0) return serialized;
  const withoutParameters = (text: string) =>
    failedQueries.reduce((result, query) => result.replaceAll(`\nparams: ${query.params}`, ''), text);
  serialized.message = withoutParameters(serialized.message);
  serialized.stack = withoutParameters(serialized.stack);
  delete (serialized as { params?: unknown }).params;
  return serialized;
}
