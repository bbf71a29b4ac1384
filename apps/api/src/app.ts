import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import sse from '@fastify/sse';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { rawSqlOf, type Database } from './db/client';
import { databaseRateLimitStore } from './db/rate-limit-store';
import { refuseNulCharacters } from './lib/nul-characters';
import { registerAuthentication } from './lib/auth';
import { apiPrefix } from './lib/endpoints';
import { registerBrowserOrigin } from './lib/browser-origin';
import { handleError } from './lib/errors';
import { serializeError } from './lib/log-serializers';
import { drainOnRequest } from './lib/draining';
import { startJobRunner } from './lib/job-runner/job-runner';
import { registerSecurityHeaders } from './lib/security';
import { registerWebApp } from './lib/web-app';
import { identityConnectSources, webIdentityMeta } from './features/identity/web-identity';
import { modules } from './modules';
import { scheduledJobs } from './scheduled-jobs';
import { createServices, type ServiceOptions } from './services';

export interface AppDependencies extends Pick<ServiceOptions, 'mailer' | 'keysDir' | 'passwordHashing'> {
  config: Config;
  db: Database;
  /**
   * Tests pass `false` to keep their output readable, or a stream to read what the server logs, with the server's
   * own options (level, redaction).
   */
  logger?: false | { stream: { write(line: string): void } };
  /** The server runs the scheduled work (decision 025); tests call the services themselves, or start a runner. */
  runJobs?: boolean;
}

/** JSON bodies are small forms; file uploads get their own, larger limit on their own routes. */
const jsonBodyLimitBytes = 1024 * 1024;
const requestIdPattern = /^[\w-]{8,64}$/;

export async function buildApp({
  config,
  db,
  logger,
  mailer,
  keysDir,
  passwordHashing,
  runJobs = false,
}: AppDependencies) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...logger,
            level: config.logLevel,
            // Credentials wherever request headers are logged: our `req` keeps none, but a plugin may log them
            // (@fastify/multipart does, at trace, as `busboyOptions.headers`).
            redact: [
              'headers.authorization',
              'headers.cookie',
              '*.headers.authorization',
              '*.headers.cookie',
            ],
            // Query strings can carry an authorization code or a provider's name-and-email: log the path only.
            serializers: {
              err: serializeError,
              req: (request) => ({
                method: request.method,
                url: request.url.split('?')[0],
                remoteAddress: request.ip,
              }),
            },
          },
    bodyLimit: jsonBodyLimitBytes,
    // Behind the proxies the operator names (TRUST_PROXY), request.ip is the visitor's: what per-IP limits count.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies.join(',') : false,
    // A URL the router cannot even decode never reaches a route's error handler: answer it in the one error shape.
    frameworkErrors: handleError,
    // Keep a caller's (or proxy's) request id when it looks like one, so logs join up across hops.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  refuseNulCharacters(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config.publicUrl, identityConnectSources(config.identity));
  registerBrowserOrigin(app, config.browserOrigins);
  await app.register(cookie);
  // Answers over 1 KB (lists, statistics, the OpenAPI document) and streamed CSV exports travel compressed; the web
  // app's files come compressed at build time (lib/web-app.ts), so they pass through untouched. Event streams never
  // are (the plugin leaves text/event-stream alone), and request bodies are never inflated: uploads keep their limits.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // Several instances can share one PostgreSQL, so they share its counters too; the embedded database has one.
  await app.register(rateLimit, {
    global: false,
    ...(config.databaseUrl ? { store: databaseRateLimitStore(db) } : {}),
  });
  await app.register(sse, { heartbeatInterval: 20_000 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitalia API', version: '1.0.0' },
      servers: [{ url: config.publicUrl.origin }],
    },
    transform: jsonSchemaTransform,
  });

  const services = await createServices({
    config,
    db,
    log: app.log,
    mailer,
    keysDir,
    passwordHashing,
  });
  // The outbox delivers after the answer; the test harness waits on this before reading what a handler sent.
  app.decorate('eventDeliveriesSettled', services.events.settled);
  app.addHook('onClose', () => services.close());
  const jobs = scheduledJobs(services);
  // Set once the job runner starts (below); a server that runs no jobs has none to stop.
  let stopJobs: () => Promise<void> = async () => undefined;
  drainOnRequest(app, () => stopJobs());
  for (const module of modules) await module.start?.(services as never, services.platform);

  await app.register(
    async (api) => {
      registerAuthentication(api, {
        verifyAccessToken: services.sessions.verifyAccessToken,
        isCurrentSession: services.sessions.isCurrentSession,
        roleOf: async (caller) => (await services.members.memberOf(caller)).role,
        hasPremium: services.subscriptions.hasPremium,
      });
      // Each module mounts its own routes, once every service is built (modules.ts).
      for (const module of modules) {
        await module.routes?.(api, services as never, { platform: services.platform, jobs });
      }
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: apiPrefix },
  );

  await registerWebApp(app, config.webDistDir, webIdentityMeta(config.identity));

  if (runJobs) {
    // What a stopped server committed but never delivered goes out now, not at the next tick.
    await services.events.dispatchDue();
    const runner = await startJobRunner({ sql: rawSqlOf(db), log: app.log, jobs });
    let stopping: Promise<void> | null = null;
    stopJobs = () => (stopping ??= runner.stop());
    app.addHook('onClose', () => stopJobs());
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the event deliveries started by committed requests have ended (lib/domain-events). */
    eventDeliveriesSettled(): Promise<void>;
  }
}
