import { stdSerializers } from 'pino';
import { failedQueryParametersIn } from '../db/failed-queries';

/**
 * Errors as pino writes them (with their causes' messages and stacks), less what a failed query carries: the query
 * layer puts its parameters (a password's hash, an email, a promo code) into its message and into a property of their
 * own. The statement stays, and so does the driver's error, which says what went wrong without the values.
 */
export function serializeError(error: Error) {
  const serialized = stdSerializers.err(error);
  const parameterLists = failedQueryParametersIn(error);
  if (parameterLists.length === 0) return serialized;
  const withoutParameters = (text: string) =>
    parameterLists.reduce((result, parameters) => result.replaceAll(`\nparams: ${parameters}`, ''), text);
  serialized.message = withoutParameters(serialized.message);
  serialized.stack = withoutParameters(serialized.stack);
  delete (serialized as { params?: unknown }).params;
  return serialized;
}
