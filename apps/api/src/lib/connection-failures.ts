/**
 * Whether a failure means the database could not be reached, or dropped the connection: PostgreSQL restarting or
 * failing over, a network cut. Nothing is wrong with the request itself, and the same request shortly after may well
 * succeed, so the caller is told to try again (issue 20: in-flight requests fail cleanly while PostgreSQL restarts).
 */
export function isConnectionFailure(error: unknown): boolean {
  // The query builder wraps the driver's error (`cause`); the socket's own may sit inside an AggregateError.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (isOwnConnectionFailure(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionFailure)) return true;
    current = current.cause;
  }
  return false;
}

/** The socket's codes: nobody listening, the connection cut, no route, no answer. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), 57P01–57P03 (the server shutting down, crashed, or not yet
 * accepting connections), 53300 (too many connections).
 */
const isServerCode = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300';

/** node-postgres's, for a connection that ended while a query waited on it or that could not be made in time. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isOwnConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || isServerCode(code))) return true;
  return driverMessages.some((message) => error.message.startsWith(message));
}
