import {
  errorMessages,
  httpStatusOf,
  isFieldErrorCode,
  type ErrorBody,
  ErrorCode,
  type FieldErrorDetail,
} from '@vitalia/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionFailure } from './connection-failures';

/** About how long PostgreSQL takes to come back from a restart: what a client is told to wait before trying again. */
export const databaseRetryAfterSeconds = 5;

/** The one error class: services throw it with a catalogue code; the handler turns it into the wire shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: FieldErrorDetail[],
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(errorMessages[code], options);
    this.name = 'AppError';
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** Sent as Retry-After, so a client (or a person) knows how long a limit lasts. */
  readonly retryAfterSeconds?: number;
}

export function errorBody(code: ErrorCode, details?: FieldErrorDetail[]): ErrorBody {
  return { error: { code, message: errorMessages[code], ...(details?.length ? { details } : {}) } };
}

function sendError(reply: FastifyReply, code: ErrorCode, details?: FieldErrorDetail[]) {
  return reply.status(httpStatusOf(code)).send(errorBody(code, details));
}

/** Validation issues whose message is a field code (6000–6024, 7300) keep it; any other is reported as 4000. */
function fieldDetails(validation: { instancePath: string; message?: string }[]): FieldErrorDetail[] {
  return validation.map((issue) => {
    const code = Number(issue.message);
    return {
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      code: isFieldErrorCode(code) ? code : ErrorCode.invalidRequest,
    };
  });
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // FastifyError's string `code` clashes with AppError's numeric one, so narrow from `unknown`.
  const failure: unknown = error;
  if (failure instanceof AppError) {
    if (failure.code === ErrorCode.internalError)
      request.log.error({ err: failure.cause ?? failure }, 'unexpected failure');
    if (failure.retryAfterSeconds) reply.header('retry-after', String(failure.retryAfterSeconds));
    return sendError(reply, failure.code, failure.details);
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return sendError(reply, ErrorCode.invalidRequest, fieldDetails(error.validation));
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, ErrorCode.bodyTooLarge);
  if (error.statusCode === 429) return sendError(reply, ErrorCode.tooManyRequests);
  // Malformed JSON, a wrong content type, an empty body where one is needed: the caller's mistake.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'rejected request');
    return sendError(reply, ErrorCode.invalidRequest);
  }
  // The database unreachable (a restart, a failover): still 5000, with a hint that trying again soon should work.
  if (isConnectionFailure(error)) {
    request.log.error({ err: error }, 'database unavailable');
    reply.header('retry-after', String(databaseRetryAfterSeconds));
    return sendError(reply, ErrorCode.internalError);
  }
  // Anything else is ours: the stack goes to the log, never to the caller.
  request.log.error({ err: error }, 'unexpected failure');
  return sendError(reply, ErrorCode.internalError);
}
