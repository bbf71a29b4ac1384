import { pathOf, type Endpoint, type Route, type Schema, type SchemasOf } from '@vitalia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { core } from 'zod';
import { authenticate, checkAccess, type Caller } from './auth';
import type { CrossSiteCheck } from './cross-site-requests';
import { withRequestContext } from './request-context';

/** Where every endpoint is served (app.ts). */
export const apiPrefix = '/api';

/** An endpoint's address from the site's root, for the links the API gives out (pictures, emails, redirects). */
export const apiPathOf = (endpoint: Route, params?: Record<string, unknown>) =>
  `${apiPrefix}${pathOf(endpoint, params)}`;

type Parsed<S> = S extends Schema ? core.output<S> : undefined;

/** What a handler receives: the validated input, and the caller whenever the endpoint is not public. */
export interface Call<E extends Endpoint> {
  params: Parsed<SchemasOf<E>['params']>;
  query: Parsed<SchemasOf<E>['query']>;
  body: Parsed<SchemasOf<E>['body']>;
  caller: E['access'] extends { audience: 'public' } ? Caller | undefined : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The JSON answer as the handler builds it (the response schema serializes it); nothing for 204 or a file. */
type Answer<E extends Endpoint> = SchemasOf<E>['response'] extends Schema
  ? core.input<SchemasOf<E>['response']>
  : unknown;

export interface ServeOptions {
  /** Guessable calls (sign-in, card attempts) get a per-IP limit. */
  rateLimitPerMinute?: number;
  /** Writes a member could flood (community messages) get a per-member limit, counted across servers. */
  memberRateLimitPerMinute?: number;
  /** A Server-Sent Events stream (@fastify/sse): the handler sends its headers and keeps the connection. */
  eventStream?: true;
  /** Routes that act on a cookie refuse another site's request (4003) before anything else (decision 043). */
  refuseCrossSite?: CrossSiteCheck;
}

function rateLimitOf(options: ServeOptions) {
  if (options.memberRateLimitPerMinute) {
    return {
      max: options.memberRateLimitPerMinute,
      timeWindow: '1 minute',
      // The access check ran first (the route's own onRequest), so the caller is known and this costs nothing.
      keyGenerator: async (request: FastifyRequest) => `member:${(await authenticate(request)).uid}`,
    };
  }
  if (options.rateLimitPerMinute) return { max: options.rateLimitPerMinute, timeWindow: '1 minute' };
  return undefined;
}

const statusesOf = (endpoint: Endpoint) => {
  const status = endpoint.status ?? 200;
  return typeof status === 'number' ? [status] : [...status];
};

/**
 * Registers an endpoint's route from its descriptor: path, validation, OpenAPI and the access check all follow from
 * it. The access check runs first, before the body is read or validated, so an anonymous caller learns nothing of
 * an endpoint's shape and an upload is refused before its bytes arrive.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: Call<E>) => Promise<Answer<E>>,
  options: ServeOptions = {},
) {
  const statuses = statusesOf(endpoint);
  const response = endpoint.response
    ? Object.fromEntries(statuses.map((status) => [status, endpoint.response]))
    : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.resource],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(response ? { response } : {}),
    },
    ...(rateLimitOf(options) ? { config: { rateLimit: rateLimitOf(options) } } : {}),
    ...(options.eventStream ? { sse: 'only' as const } : {}),
    onRequest: async (request) => {
      options.refuseCrossSite?.(request);
      await checkAccess(request, endpoint.access);
    },
    handler: async (request, reply) => {
      // The usual status is set first; a handler answering another one (200 for "already entered") sets its own.
      reply.status(statuses[0]!);
      const result = await withRequestContext({ requestId: request.id, callerUid: request.caller?.uid }, () =>
        handler({
          params: request.params,
          query: request.query,
          body: request.body,
          caller: request.caller,
          request,
          reply,
        } as Call<E>),
      );
      if (reply.sent) return reply;
      if (reply.statusCode === 204) return reply.send();
      return result;
    },
  });
}
