import { randomUUID } from 'node:crypto';
import path from 'node:path';
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
import { coachRoutes } from './features/coach/coach.routes';
import { feedRoutes } from './features/feed/feed.routes';
import { personaRoutes } from './features/persona/persona.routes';
import { gamesRoutes } from './features/games/games.routes';
import { membersAdminRoutes } from './features/members-admin/members-admin.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { supportRoutes } from './features/support/support.routes';
import { healthRoutes } from './features/health/health.routes';
import { healthProfileRoutes } from './features/health-profile/health-profile.routes';
import { federatedSignInRoutes } from './features/identity/federated-sign-in.routes';
import { identityRoutes } from './features/identity/identity.routes';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { sessionCookie } from './features/identity/session-cookie';
import { plansAdminRoutes } from './features/subscriptions/plans.routes';
import { sandboxCheckoutRoutes } from './features/subscriptions/sandbox-checkout.routes';
import { stripeRoutes } from './features/subscriptions/stripe.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { memberRewardsRoutes } from './features/rewards/member-rewards.routes';
import { rewardsAdminRoutes } from './features/rewards/rewards.routes';
import { drawsRoutes } from './features/draws/draws.routes';
import { communityLive } from './features/community/community-live';
import { communityRoutes } from './features/community/community.routes';
import { picturesRoutes } from './features/users/pictures.routes';
import { usersRoutes } from './features/users/users.routes';
import { refuseNulCharacters } from './lib/nul-characters';
import { registerAuthentication } from './lib/auth';
import { apiPrefix } from './lib/endpoints';
import { registerBrowserOrigin } from './lib/browser-origin';
import { crossSiteCheck } from './lib/cross-site-requests';
import { handleError } from './lib/errors';
import { serializeError } from './lib/log-serializers';
import { backgroundWorkReader } from './lib/job-runner/background-work';
import { startJobRunner } from './lib/job-runner/job-runner';
import { registerSecurityHeaders } from './lib/security';
import { registerWebApp } from './lib/web-app';
import { identityConnectSources, webIdentityMeta } from './features/identity/web-identity';
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
  const { users, pictures, healthProfile, tokens, identity, federatedSignIn, subscriptions } = services;
  const live = communityLive({
    repository: services.communityRows,
    rightOf: services.community.readingRightOf,
    bus: services.liveBus,
    log: app.log,
  });
  // The outbox delivers after the answer; the test harness waits on this before reading what a handler sent.
  app.decorate('eventDeliveriesSettled', services.events.settled);
  app.addHook('onClose', async () => {
    live.close();
    await services.close();
  });
  // Where promo-code files are spooled while an import reads them (features/rewards/upload.ts).
  const importUploadDir = path.join(config.dataDir, 'uploads');
  const jobs = scheduledJobs(services, { importUploadDir });
  const interrupted = await services.rewards.sweepInterruptedImports();
  if (interrupted > 0) app.log.warn({ interrupted }, 'promo-code imports cut off by a stop were rolled back');
  const roleOf = async (caller: Parameters<typeof users.memberOf>[0]) => (await users.memberOf(caller)).role;
  const isHttps = config.publicUrl.protocol === 'https:';
  const rateLimitPerMinute = config.authRateLimitPerMinute;
  const sessionCookies = sessionCookie({ isHttps });
  const refuseCrossSite = crossSiteCheck(config.browserOrigins);

  await app.register(
    async (api) => {
      registerAuthentication(api, {
        verifyAccessToken: services.sessions.verifyAccessToken,
        isCurrentSession: services.sessions.isCurrentSession,
        roleOf,
        hasPremium: subscriptions.hasPremium,
      });
      await api.register(healthRoutes, { db });
      await api.register(identityRoutes, {
        service: identity,
        tokens,
        sessionCookie: sessionCookies,
        refuseCrossSite,
        rateLimitPerMinute,
        profileOf: users.me,
        opensSessions: config.identity.kind === 'embedded',
      });
      // With Firebase too: the provider's checked token then goes to Firebase through the browser (decision 041).
      await api.register(federatedSignInRoutes, {
        service: federatedSignIn,
        sessionCookie: sessionCookies,
        isHttps,
        refuseCrossSite,
        rateLimitPerMinute,
      });
      await api.register(usersRoutes, { service: users });
      await api.register(picturesRoutes, { service: pictures });
      await api.register(healthProfileRoutes, { service: healthProfile });
      await api.register(subscriptionsRoutes, { service: subscriptions });
      await api.register(sandboxCheckoutRoutes, { service: services.sandboxCheckout, rateLimitPerMinute });
      if (services.stripeWebhooks) {
        await api.register(stripeRoutes, { webhooks: services.stripeWebhooks, rateLimitPerMinute });
      }
      await api.register(plansAdminRoutes, {
        service: services.plans,
        statistics: services.subscriptionStatistics,
      });
      await api.register(feedRoutes, {
        service: services.feed,
        authoring: services.feedAuthoring,
        imageMaxBytes: config.pictureMaxBytes,
      });
      await api.register(rewardsAdminRoutes, {
        service: services.rewards,
        memberIdOf: services.memberIdOf,
        uploadDir: importUploadDir,
      });
      await api.register(memberRewardsRoutes, { service: services.memberRewards });
      await api.register(drawsRoutes, { service: services.draws });
      await api.register(communityRoutes, { service: services.community, live });
      await api.register(coachRoutes, { service: services.coach });
      await api.register(personaRoutes, { service: services.persona });
      await api.register(gamesRoutes, { service: services.games });
      await api.register(membersAdminRoutes, { service: services.membersAdmin });
      await api.register(auditRoutes, { db });
      await api.register(supportRoutes, { service: services.support });
      await api.register(notificationsRoutes, { service: services.notifications });
      await api.register(jobsRoutes, { backgroundWork: backgroundWorkReader(db, jobs, services.events) });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: apiPrefix },
  );

  await registerWebApp(app, config.webDistDir, webIdentityMeta(config.identity));

  if (runJobs) {
    // What a stopped server committed but never delivered goes out now, not at the next tick.
    await services.events.dispatchDue();
    const runner = await startJobRunner({ sql: rawSqlOf(db), log: app.log, jobs });
    app.addHook('onClose', () => runner.stop());
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
