import { adminDraw, drawAudit, drawCreate, memberDraw } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callerOf,
  requireCaller,
  requirePermission,
  type AccessTokenVerifier,
  type RoleLookup,
} from '../../lib/auth';
import type { DrawsService } from './draws.service';

const answer = <T extends z.ZodType>(shape: T) => z.object({ data: shape });
const params = z.object({ drawId: z.string() });

interface DrawsRoutesOptions {
  service: DrawsService;
  verifyAccessToken: AccessTokenVerifier;
  roleOf: RoleLookup;
}

/** D2/D7 winners area, admin and karim only (permission `rewards_winner`): open a month's draw, then draw it. */
const drawsAdminRoutes: FastifyPluginAsyncZod<DrawsRoutesOptions> = async (
  app,
  { service, verifyAccessToken, roleOf },
) => {
  app.addHook('preHandler', requireCaller(verifyAccessToken));
  app.addHook('preHandler', requirePermission(roleOf, 'rewards_winner'));
  const tags = ['admin'];

  app.get('/admin/draws', { schema: { tags, response: { 200: answer(z.array(adminDraw)) } } }, async () => ({
    data: await service.list(),
  }));

  app.post(
    '/admin/draws',
    { schema: { tags, body: drawCreate, response: { 201: answer(adminDraw) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(callerOf(request), request.body) }),
  );

  app.post(
    '/admin/draws/:drawId/draw',
    { schema: { tags, params, response: { 200: answer(adminDraw) } } },
    async (request) => ({ data: await service.draw(request.params.drawId) }),
  );
};

/** Any signed-in person: see the draws, take the free entry, and re-check a result. */
const drawsMemberRoutes: FastifyPluginAsyncZod<DrawsRoutesOptions> = async (
  app,
  { service, verifyAccessToken },
) => {
  app.addHook('preHandler', requireCaller(verifyAccessToken));
  const tags = ['draws'];

  app.get(
    '/draws',
    { schema: { tags, response: { 200: answer(z.array(memberDraw)) } } },
    async (request) => ({
      data: await service.forMember(callerOf(request)),
    }),
  );

  app.post(
    '/draws/:drawId/entries',
    { schema: { tags, params, response: { 200: answer(memberDraw), 201: answer(memberDraw) } } },
    async (request, reply) => {
      const { draw, isNew } = await service.enter(callerOf(request), request.params.drawId);
      return reply.status(isNew ? 201 : 200).send({ data: draw });
    },
  );

  app.get(
    '/draws/:drawId/audit',
    { schema: { tags, params, response: { 200: answer(drawAudit) } } },
    async (request) => ({ data: await service.audit(request.params.drawId) }),
  );
};

/** Two scopes, so that the permission check covers the admin routes alone. */
export const drawsRoutes: FastifyPluginAsyncZod<DrawsRoutesOptions> = async (app, options) => {
  await app.register(drawsAdminRoutes, options);
  await app.register(drawsMemberRoutes, options);
};
