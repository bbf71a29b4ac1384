import {
  clientErrorCodeOf,
  type ClientErrorCode,
  ErrorCode,
  type FieldErrorDetail,
} from '@vitalia/contracts';
import { identityClient } from './identity-client';
import { IdentityError } from './identity-service';

/** A failed call, reduced to a code the web translates (spec §8); the server's own text is never shown. */
export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    readonly status: number,
    readonly details: FieldErrorDetail[] = [],
    /** The server's `Retry-After`, when it said how long to wait (a rate limit, a mute). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof IdentityError) {
    const details = (error.body as { error?: { details?: FieldErrorDetail[] } } | null)?.error?.details;
    return new ApiError(clientErrorCodeOf(error.status, error.body), error.status, details);
  }
  return new ApiError(`${ErrorCode.internalError}`, 0);
}

/**
 * Whether a code the web holds (a failed call's, a field's message, a refusal made before sending) is one of these.
 * The web holds codes as strings (spec §8 adds `auth/*`); the numbers are named once, in the contracts' ErrorCode.
 */
export const isCode = (code: string | null | undefined, ...expected: ErrorCode[]) =>
  expected.some((one) => code === `${one}`);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Called when no fresh token can be had: the auth store signs the person out. */
let onSessionLost: () => Promise<void> = async () => {};
export function whenSessionLost(handler: () => Promise<void>) {
  onSessionLost = handler;
}

interface SendOptions {
  accept?: string;
  signal?: AbortSignal;
  /** How much of a file has gone, from 0 to 1, as it goes. */
  onUploadProgress?: (fraction: number) => void;
}

/** XMLHttpRequest's headers, one `name: value` a line, as fetch's. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const isBodyless = (status: number) => [101, 204, 205, 304].includes(status);

/**
 * fetch cannot tell how much of a request has gone; XMLHttpRequest can. Its answer is made a Response, read as any
 * other; a network failure rejects, as fetch's does.
 */
function sendTracked(
  method: Method,
  path: string,
  body: FormData | Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/api${path}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      resolve(
        new Response(isBodyless(request.status) ? null : request.responseText, {
          status: request.status,
          headers: headersOf(request.getAllResponseHeaders()),
        }),
      ),
    );
    request.addEventListener('error', () => reject(new TypeError('the upload did not reach the server')));
    request.send(body);
  });
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  token: string | null,
  options: SendOptions = {},
) {
  // A form or a file goes as it is: fetch then sends the multipart boundary, or the file's own type (a picture).
  const isRaw = body instanceof FormData || body instanceof Blob;
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
    ...(options.accept ? { accept: options.accept } : {}),
  };
  if (isRaw && options.onUploadProgress) {
    return sendTracked(method, path, body, headers, options.onUploadProgress);
  }
  return fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? null : isRaw ? body : JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Spec §7: every call carries the bearer token; on 401 or 403 it is retried once with a freshly fetched token; when
 * no token can be had the person is signed out and the call fails with `auth/session-expired`.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return readAnswer<T>(await sendSignedIn(method, path, body));
}

async function sendSignedIn(
  method: Method,
  path: string,
  body?: unknown,
  options: SendOptions = {},
): Promise<Response> {
  try {
    const response = await send(method, path, body, await identityClient.getToken(), options);
    if (response.status !== 401 && response.status !== 403) return response;
    return await send(method, path, body, await identityClient.getToken(true), options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof IdentityError) {
      await onSessionLost();
      throw new ApiError('auth/session-expired', error.status);
    }
    throw new ApiError(`${ErrorCode.internalError}`, 0);
  }
}

/**
 * A file the server builds (a CSV report), fetched with the same token and retry as every call: a plain link could
 * not carry the bearer token. A failure is read like any other call's.
 */
export async function apiDownload(path: string): Promise<Blob> {
  const response = await sendSignedIn('GET', path);
  if (!response.ok) return readAnswer<never>(response);
  return response.blob().catch(() => {
    throw new ApiError(`${ErrorCode.internalError}`, 0);
  });
}

/**
 * A streamed answer (Server-Sent Events on a POST: the persona's): signed and retried like every call, its body
 * left to the caller to read. A refusal before the stream is a JSON error, thrown as any call's.
 */
export async function apiEventStream(
  method: Method,
  path: string,
  body: unknown,
  signal: AbortSignal,
): Promise<Response> {
  const response = await sendSignedIn(method, path, body, { accept: 'text/event-stream', signal });
  if (!response.ok) return readAnswer<never>(response);
  return response;
}

async function readAnswer<T>(response: Response): Promise<T> {
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const details = (payload as { error?: { details?: FieldErrorDetail[] } } | null)?.error?.details;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      clientErrorCodeOf(response.status, payload),
      response.status,
      details,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return payload as T;
}

/** Calls that need no signed-in person (password reset): no token, no retry. */
export async function publicRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body, null).catch(() => {
    throw new ApiError(`${ErrorCode.internalError}`, 0);
  });
  return readAnswer<T>(response);
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  /** A partial change (the plans admin edits a plan's name, price or availability). */
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  /** A body only where the endpoint takes one (Web Push's device, named by its endpoint). */
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
  /** Multipart form POST (picture upload and file imports), telling `onProgress` how much has gone when given. */
  upload: async <T>(path: string, form: FormData, onProgress?: (fraction: number) => void) =>
    readAnswer<T>(await sendSignedIn('POST', path, form, onProgress ? { onUploadProgress: onProgress } : {})),
  /** A file to save (CSV exports): its bytes, not JSON. */
  download: (path: string) => apiDownload(path),
};
