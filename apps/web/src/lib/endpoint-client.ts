import { pathOf, type AnswerOf, type Endpoint, type InputOf } from '@vitalia/contracts';
import { api, ApiError, publicRequest } from './api-client';

/** Calls with nothing to pass may omit the input. */
export type InputArgs<E extends Endpoint> =
  object extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

/** Answers are checked against the contract while we build and test; production trusts the server it ships with. */
const checksAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The URL of a call relative to `/api`: its path parameters encoded, its query's set values appended. */
export function urlOf(endpoint: Endpoint, input?: unknown): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: object };
  const path = pathOf(endpoint, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}

function checked<E extends Endpoint>(endpoint: E, payload: unknown): AnswerOf<E> {
  if (!checksAnswers || !endpoint.response) return payload as AnswerOf<E>;
  const parsed = endpoint.response.safeParse(payload);
  if (parsed.success) return parsed.data as AnswerOf<E>;
  console.error(`${endpoint.method} ${endpoint.path} answered outside its contract`, parsed.error.issues);
  throw new ApiError('5000', 0);
}

const signedIn = {
  GET: (url: string) => api.get<unknown>(url),
  POST: (url: string, body: unknown) => api.post<unknown>(url, body),
  PUT: (url: string, body: unknown) => api.put<unknown>(url, body),
  PATCH: (url: string, body: unknown) => api.patch<unknown>(url, body),
  DELETE: (url: string) => api.delete<unknown>(url),
};

/** One typed call: the URL, the token (for any endpoint that is not public) and the answer's type follow from it. */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Promise<AnswerOf<E>> {
  const url = urlOf(endpoint, input);
  const body = (input as { body?: unknown } | undefined)?.body;
  if (endpoint.access.audience === 'public') {
    return checked(endpoint, await publicRequest<unknown>(endpoint.method, url, body));
  }
  return checked(endpoint, await signedIn[endpoint.method](url, body));
}

/** A multipart upload (a picture, a promo-code file) to an endpoint that takes one. */
export async function upload<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  ...[input]: InputArgs<E>
): Promise<AnswerOf<E>> {
  return checked(endpoint, await api.upload<unknown>(urlOf(endpoint, input), form));
}

/** A file the server builds (a CSV): its bytes, fetched with the same token and retry as any call. */
export function download<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Promise<Blob> {
  return api.download(urlOf(endpoint, input));
}
