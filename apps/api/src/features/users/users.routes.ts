import { profile, profileUpdate, registrationPayload } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller, type AccessTokenVerifier } from '../../lib/auth';
import type { UsersService } from './users.service';

const profileResponse = z.object({ data: profile });

/** Spec §7: the product's own account calls, all behind a bearer token. */
export const usersRoutes: FastifyPluginAsyncZod<{
  service: UsersService;
  verifyAccessToken: AccessTokenVerifier;
}> = async (app, { service, verifyAccessToken }) => {
  app.addHook('preHandler', requireCaller(verifyAccessToken));

  app.get(
    '/users/me',
    { schema: { tags: ['users'], response: { 200: profileResponse } } },
    async (request) => ({
      data: await service.me(callerOf(request)),
    }),
  );

  app.post(
    '/auth/register',
    { schema: { tags: ['users'], body: registrationPayload, response: { 201: profileResponse } } },
    async (request, reply) =>
      reply.status(201).send({ data: await service.register(callerOf(request), request.body) }),
  );

  app.delete('/users/me', { schema: { tags: ['users'] } }, async (request, reply) =>
    reply.status(202).send({ data: await service.requestDeletion(callerOf(request)) }),
  );

  // Settings → export my data (GDPR access and portability): everything we hold on the member, as a JSON file.
  app.get('/users/me/export', { schema: { tags: ['users'] } }, async (request, reply) => {
    const data = await service.exportData(callerOf(request));
    return reply
      .header(
        'content-disposition',
        `attachment; filename="vitalia-data-${data.exportedAt.slice(0, 10)}.json"`,
      )
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.put(
    '/users/me/profile',
    { schema: { tags: ['users'], body: profileUpdate, response: { 200: profileResponse } } },
    async (request) => ({ data: await service.updateProfile(callerOf(request), request.body) }),
  );
};
