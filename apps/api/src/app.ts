import { randomUUID } from 'node:crypto';
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
import { identityRoutes } from './features/identity/identity.routes';
import { usersRoutes } from './features/users/users.routes';
import { handleError } from './lib/errors';
import { every } from './lib/jobs';
import { registerSecurityHeaders } from './lib/security';
import { registerWebApp } from './lib/web-app';
import { createServices, type ServiceOptions } from './services';

export interface AppDependencies extends Pick<ServiceOptions, 'mailer' | 'keysDir'> {
  config: Config;
  db: Database;
  /** Tests pass `false` to keep their output readable. */
  logger?: FastifyServerOptions['logger'];
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

  const { users, tokens, identity } = await createServices({ config, db, log: app.log, mailer, keysDir });

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

  const purge = every(60 * 60 * 1000, 'purge-deleted-accounts', () => users.purgeDeletedAccounts(), app.log);
  app.addHook('onClose', () => purge.stop());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
