import { z, type core } from 'zod/mini';
import type { Access, HttpMethod, Resource } from './endpoint-route';

export * from './endpoint-route';

/** Classic zod and zod/mini schemas alike (the first load's are mini: docs/decisions/005). */
export type Schema = core.$ZodType;
type ObjectSchema = core.$ZodType<Record<string, unknown>>;

/**
 * One endpoint, described once: the server registers its route from this (validation, OpenAPI, access check) and the
 * web calls it through one typed client (URL, types, answer parsed in development and tests).
 */
export interface Endpoint<
  Params extends ObjectSchema | undefined = ObjectSchema | undefined,
  Query extends ObjectSchema | undefined = ObjectSchema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema | undefined = Schema | undefined,
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
  /**
   * 200 unless said; 201 on creation, 202 for work that completes later (a deletion's grace period). An endpoint
   * answering two lists both, the usual one first.
   */
  readonly status?: 200 | 201 | 202 | 204 | readonly [200 | 201, 200 | 201];
  readonly download?: true;
}

export function endpoint<
  Params extends ObjectSchema | undefined = undefined,
  Query extends ObjectSchema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  Response extends Schema | undefined = undefined,
>(description: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return description;
}

/** Most answers are `{ data }`: the one place that says so. */
export const answer = <T extends Schema>(shape: T) => z.object({ data: shape });

/** Path ids are checked by type before a handler runs, so no malformed id ever reaches SQL. */
export const uuidParam = z.uuid('4000');

/** An endpoint's schemas as declared (an optional property's type would add `undefined`). */
export type SchemasOf<E> =
  E extends Endpoint<infer Params, infer Query, infer Body, infer Response>
    ? { params: Params; query: Query; body: Body; response: Response }
    : never;

type Input<S> = S extends Schema ? core.input<S> : undefined;

/** What the web passes to call an endpoint: path parameters, query and body, each only where the endpoint has one. */
export type InputOf<E extends Endpoint> = (SchemasOf<E>['params'] extends Schema
  ? { params: Input<SchemasOf<E>['params']> }
  : { params?: undefined }) &
  (SchemasOf<E>['query'] extends Schema ? { query?: Input<SchemasOf<E>['query']> } : { query?: undefined }) &
  (SchemasOf<E>['body'] extends Schema ? { body: Input<SchemasOf<E>['body']> } : { body?: undefined });

export type AnswerOf<E extends Endpoint> = SchemasOf<E>['response'] extends Schema
  ? core.output<SchemasOf<E>['response']>
  : void;
