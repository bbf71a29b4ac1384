import {
  ErrorCode,
  pathOf,
  type AnswerOf,
  type Endpoint,
  type InputOf,
  type Route,
} from '@vitalia/contracts';
import { api, ApiError, publicRequest } from './api-client';

/** Calls with nothing to pass may omit the input. */
export type InputArgs<E extends Endpoint> =
  object extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

/** Answers are checked against the contract while we build and test; production trusts the server it ships with. */
const checksAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The URL of a call relative to `/api`: its path parameters encoded, its query's set values appended. */
export function urlOf(endpoint: Route, input?: unknown): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: object };
  const path = pathOf(endpoint, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}

/** zod is fetched for the check only, so that it stays out of the first load (decision 005). */
async function checked<E extends Endpoint>(endpoint: E | Route, payload: unknown): Promise<AnswerOf<E>> {
  const schema = 'response' in endpoint ? endpoint.response : undefined;
  if (!checksAnswers || !schema) return payload as AnswerOf<E>;
  const { safeParse } = await import('zod/mini');
  const parsed = safeParse(schema, payload);
  if (parsed.success) return parsed.data as AnswerOf<E>;
  console.error(`${endpoint.method} ${endpoint.path} answered outside its contract`, parsed.error.issues);
  throw new ApiError(`${ErrorCode.internalError}`, 0);
}

const signedIn = {
  GET: (url: string) => api.get<unknown>(url),
  POST: (url: string, body: unknown) => api.post<unknown>(url, body),
  PUT: (url: string, body: unknown) => api.put<unknown>(url, body),
  PATCH: (url: string, body: unknown) => api.patch<unknown>(url, body),
  DELETE: (url: string, body: unknown) =>
    body === undefined ? api.delete<unknown>(url) : api.delete<unknown>(url, body),
};

/**
 * One typed call: the URL, the token (for any endpoint that is not public) and the answer's type follow from it. The
 * first load's calls pass a schema-free route and name its descriptor: `call<typeof x.me>(sessionRoutes.me)`.
 */
export async function call<E extends Endpoint>(
  endpoint: E | Route,
  ...[input]: InputArgs<E>
): Promise<AnswerOf<E>> {
  const url = urlOf(endpoint, input);
  const body = (input as { body?: unknown } | undefined)?.body;
  if (endpoint.access.audience === 'public') {
    return checked<E>(endpoint, await publicRequest<unknown>(endpoint.method, url, body));
  }
  return checked<E>(endpoint, await signedIn[endpoint.method](url, body));
}

/** A file to an endpoint that reads one as it is, with its own type (a picture). */
export async function upload<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  ...[input]: InputArgs<E>
): Promise<AnswerOf<E>> {
  return checked(endpoint, await signedIn[endpoint.method](urlOf(endpoint, input), file));
}

/**
 * A multipart form to an endpoint that reads one (a promo-code file, up to 10 MB, often from a phone), telling
 * `onProgress` how much of it has gone.
 */
export async function uploadForm<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  onProgress: (fraction: number) => void,
  ...[input]: InputArgs<E>
): Promise<AnswerOf<E>> {
  return checked(endpoint, await api.upload<unknown>(urlOf(endpoint, input), form, onProgress));
}

/** A file the server builds (a CSV): its bytes, fetched with the same token and retry as any call. */
export function download<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Promise<Blob> {
  return api.download(urlOf(endpoint, input));
}
