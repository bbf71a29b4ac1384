import { plan, planCreate, planOrder, planUpdate, subscriptionStatistics } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller, requirePermission, type AccessTokenVerifier, type RoleLookup } from '../../lib/auth';
import type { PlansService } from './plans.service';

const answer = <T extends z.ZodType>(shape: T) => z.object({ data: shape });

/** Admin and karim (D2, permission `admin_panel`): the plans members can buy, and the subscription figures. */
export const plansAdminRoutes: FastifyPluginAsyncZod<{
  service: PlansService;
  statistics: () => Promise<z.infer<typeof subscriptionStatistics>>;
  verifyAccessToken: AccessTokenVerifier;
  roleOf: RoleLookup;
}> = async (app, { service, statistics, verifyAccessToken, roleOf }) => {
  app.addHook('preHandler', requireCaller(verifyAccessToken));
  app.addHook('preHandler', requirePermission(roleOf, 'admin_panel'));
  const tags = ['admin'];
  const params = z.object({ planId: z.string() });

  app.get('/admin/plans', { schema: { tags, response: { 200: answer(z.array(plan)) } } }, async () => ({
    data: await service.all(),
  }));

  app.post(
    '/admin/plans',
    { schema: { tags, body: planCreate, response: { 201: answer(plan) } } },
    async (request, reply) => reply.status(201).send({ data: await service.create(request.body) }),
  );

  app.patch(
    '/admin/plans/:planId',
    { schema: { tags, params, body: planUpdate, response: { 200: answer(plan) } } },
    async (request) => ({ data: await service.update(request.params.planId, request.body) }),
  );

  app.put(
    '/admin/plans/order',
    { schema: { tags, body: planOrder, response: { 200: answer(z.array(plan)) } } },
    async (request) => ({ data: await service.reorder(request.body.planIds) }),
  );

  app.get(
    '/admin/statistics/subscriptions',
    { schema: { tags, response: { 200: answer(subscriptionStatistics) } } },
    async () => ({ data: await statistics() }),
  );
};
