import { ErrorCode } from '@vitalia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Parsed JSON, forms and query strings; not a webhook's raw bytes nor an upload's stream, whose insides are not text. */
function isParsedData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return false;
  return !('pipe' in value && typeof value.pipe === 'function');
}

/** Where in a parsed body, query or path a NUL character hides, as a field path ("answer", "kinds.0.label"). */
function nulFieldOf(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  // Deeper than any of our schemas goes: validation refuses it anyway, and a walk must not recurse without end.
  if (depth > 64 || !isParsedData(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulFieldOf(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, and would answer a write holding one with an error (a 5000 here).
 * Nothing a member types holds one, so a request carrying one is refused as malformed (4000) before any route reads
 * it, whatever the route.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = nulFieldOf(request.body) ?? nulFieldOf(request.query) ?? nulFieldOf(request.params);
    if (field) throw new AppError(ErrorCode.invalidRequest, [{ field, code: ErrorCode.invalidRequest }]);
  });
}
