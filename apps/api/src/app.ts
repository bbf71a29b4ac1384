import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './features/health/health.routes';
import { identityRepository } from './features/identity/identity.repository';
import { identityRoutes } from './features/identity/identity.routes';
import { identityService } from './features/identity/identity.service';
import { createTokenIssuer } from './features/identity/signing-key';
import { usersRepository } from './features/users/users.repository';
import { usersRoutes } from './features/users/users.routes';
import { usersService } from './features/users/users.service';
import { handleError } from './lib/errors';
import { createMailer, type Mailer } from './lib/mailer';
import { registerSecurityHeaders } from './lib/security';
import { registerWebApp } from './lib/web-app';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Tests pass `false` to keep their output readable. */
  logger?: FastifyServerOptions['logger'];
  /** Tests read what would have been sent. */
  mailer?: Mailer;
  /** Where the identity signing key is kept; null keeps it in memory (tests). Defaults to `config.dataDir`. */
  keysDir?: string | null;
}

/** JSON bodies are small forms; file uploads get their own, larger limit on their own routes. */
const jsonBodyLimitBytes = 1024 * 1024;
const requestIdPattern = /^[\w-]{8,64}$/;

export async function buildApp({ config, db, logger, mailer, keysDir }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: jsonBodyLimitBytes,
    // Keep a caller's (or proxy's) request id when it looks like one, so logs join up across hops.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitalia API', version: '1.0.0' },
      servers: [{ url: config.publicUrl.origin }],
    },
    transform: jsonSchemaTransform,
  });

  const users = usersService(usersRepository(db));
  const tokens = await createTokenIssuer({
    dataDir: keysDir === undefined ? config.dataDir : keysDir,
    issuer: `${config.publicUrl.origin}/api/identity`,
  });
  const identity = identityService({
    repository: identityRepository(db),
    tokens,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        isProduction: config.environment === 'production',
        log: app.log,
      }),
    languageOf: users.languageOf,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(identityRoutes, {
        service: identity,
        tokens,
        isHttps: config.publicUrl.protocol === 'https:',
        rateLimitPerMinute: config.authRateLimitPerMinute,
      });
      await api.register(usersRoutes, { service: users, verifyAccessToken: tokens.verify });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
