import { z } from 'zod';
import type { Permission } from './access';

/**
 * Who may call an endpoint. `member` is any signed-in person, `premium` a member with Premium now (D4), `staff` a role
 * holding the permission (D2). The API enforces it; the authorization matrix test is generated from it.
 */
export type Access =
  | { readonly audience: 'public' }
  | { readonly audience: 'member' }
  | { readonly audience: 'premium' }
  | { readonly audience: 'staff'; readonly permission: Permission };

export const access = {
  public: { audience: 'public' },
  member: { audience: 'member' },
  premium: { audience: 'premium' },
  staff: (permission: Permission) => ({ audience: 'staff', permission }) as const,
} as const;

/**
 * What a cached answer is about. The web keys its cache by resource and refreshes a resource as a whole when a change
 * touches it, so "rewards changed" reaches the admin catalogue and a member's perks alike.
 */
export const resources = [
  'identity',
  'profile',
  'health-profile',
  'pictures',
  'plans',
  'subscription',
  'payments',
  'checkout',
  'feed',
  'rewards',
  'claims',
  'draws',
  'statistics',
  'health',
] as const;
export type Resource = (typeof resources)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ObjectSchema = z.ZodType<Record<string, unknown>>;

/**
 * One endpoint, described once: the server registers its route from this (validation, OpenAPI, access check) and the
 * web calls it through one typed client (URL, types, answer parsed in development and tests).
 */
export interface Endpoint<
  Params extends ObjectSchema | undefined = ObjectSchema | undefined,
  Query extends ObjectSchema | undefined = ObjectSchema | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: HttpMethod;
  /** Relative to `/api`, with `:name` for each path parameter. */
  readonly path: string;
  readonly access: Access;
  /** What the answer is about (cache key and invalidation on the web). */
  readonly resource: Resource;
  /** Resources a successful call changes; the web refreshes them. */
  readonly changes?: readonly Resource[];
  readonly summary: string;
  readonly params?: Params;
  readonly query?: Query;
  /** JSON body. Multipart uploads set `upload` instead and read the file on the server. */
  readonly body?: Body;
  readonly upload?: true;
  /** The whole JSON answer; undefined for 204 and for file downloads (`download`). */
  readonly response?: Response;
  /** 200 unless said; 201 on creation. An endpoint answering both lists both (first is the usual one). */
  readonly status?: 200 | 201 | 204 | readonly [200 | 201, 200 | 201];
  readonly download?: true;
}

export function endpoint<
  Params extends ObjectSchema | undefined = undefined,
  Query extends ObjectSchema | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
>(description: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return description;
}

/** Most answers are `{ data }`: the one place that says so. */
export const answer = <T extends z.ZodType>(shape: T) => z.object({ data: shape });

/** Path ids are checked by type before a handler runs, so no malformed id ever reaches SQL. */
export const uuidParam = z.uuid('4000');

/** An endpoint's schemas as declared (an optional property's type would add `undefined`). */
export type SchemasOf<E> =
  E extends Endpoint<infer Params, infer Query, infer Body, infer Response>
    ? { params: Params; query: Query; body: Body; response: Response }
    : never;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the web passes to call an endpoint: path parameters, query and body, each only where the endpoint has one. */
export type InputOf<E extends Endpoint> = (SchemasOf<E>['params'] extends z.ZodType
  ? { params: Input<SchemasOf<E>['params']> }
  : { params?: undefined }) &
  (SchemasOf<E>['query'] extends z.ZodType
    ? { query?: Input<SchemasOf<E>['query']> }
    : { query?: undefined }) &
  (SchemasOf<E>['body'] extends z.ZodType ? { body: Input<SchemasOf<E>['body']> } : { body?: undefined });

export type AnswerOf<E extends Endpoint> = SchemasOf<E>['response'] extends z.ZodType
  ? z.output<SchemasOf<E>['response']>
  : void;

/** The URL path of a call, relative to `/api`; each parameter is encoded. */
export function pathOf(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `GET /admin/draws`: how logs, tests and the matrix name an endpoint. */
export const endpointName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
