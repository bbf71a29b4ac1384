import { planEndpoints, type SubscriptionStatistics } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { PlansService } from './plans.service';

/** Admin and karim (D2, permission `admin_panel`): the plans members can buy, and the subscription figures. */
export const plansAdminRoutes: FastifyPluginAsync<{
  service: PlansService;
  statistics: () => Promise<SubscriptionStatistics>;
}> = async (app, { service, statistics }) => {
  serve(app, planEndpoints.listAdminPlans, async () => ({ data: await service.all() }));
  serve(app, planEndpoints.createPlan, async ({ body }) => ({ data: await service.create(body) }));
  serve(app, planEndpoints.updatePlan, async ({ params, body }) => ({
    data: await service.update(params.planId, body),
  }));
  serve(app, planEndpoints.reorderPlans, async ({ body }) => ({ data: await service.reorder(body.planIds) }));
  serve(app, planEndpoints.subscriptionFigures, async () => ({ data: await statistics() }));
};
