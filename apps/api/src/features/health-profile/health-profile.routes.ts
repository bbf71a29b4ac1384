import { healthProfile, healthProfileInput } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { callerOf, requireCaller, type AccessTokenVerifier } from '../../lib/auth';
import type { HealthProfileService } from './health-profile.service';

/** D6: the member's own health data, behind a bearer token. */
export const healthProfileRoutes: FastifyPluginAsyncZod<{
  service: HealthProfileService;
  verifyAccessToken: AccessTokenVerifier;
}> = async (app, { service, verifyAccessToken }) => {
  // On request, before the body is validated: a caller without a token learns nothing about the fields.
  app.addHook('onRequest', requireCaller(verifyAccessToken));

  app.get(
    '/users/me/health',
    { schema: { tags: ['health'], response: { 200: z.object({ data: z.nullable(healthProfile) }) } } },
    async (request) => ({ data: await service.read(callerOf(request)) }),
  );

  app.put(
    '/users/me/health',
    {
      schema: {
        tags: ['health'],
        body: healthProfileInput,
        response: { 200: z.object({ data: healthProfile }) },
      },
    },
    async (request) => ({ data: await service.save(callerOf(request), request.body) }),
  );

  app.delete('/users/me/health', { schema: { tags: ['health'] } }, async (request, reply) => {
    await service.withdraw(callerOf(request));
    return reply.status(204).send();
  });
};
