import { subscriptionEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { SubscriptionsService } from './subscriptions.service';

/** D4: plans, the member's own subscription, its changes and its payments. Every call is about the caller alone. */
export const subscriptionsRoutes: FastifyPluginAsync<{ service: SubscriptionsService }> = async (
  app,
  { service },
) => {
  serve(app, subscriptionEndpoints.listPlans, async () => ({ data: await service.listPlans() }));
  serve(app, subscriptionEndpoints.mySubscription, async ({ caller }) => ({
    data: await service.mine(caller),
  }));
  serve(app, subscriptionEndpoints.chooseFreePlan, async ({ caller }) => ({
    data: await service.chooseFree(caller),
  }));
  serve(app, subscriptionEndpoints.startCheckout, async ({ caller, body, request }) => ({
    data: await service.startCheckout(caller, body, request.browserOrigin),
  }));
  serve(app, subscriptionEndpoints.cancelSubscription, async ({ caller, body }) => ({
    data: await service.cancel(caller, body),
  }));
  serve(app, subscriptionEndpoints.resumeSubscription, async ({ caller }) => ({
    data: await service.resume(caller),
  }));
  serve(app, subscriptionEndpoints.previewSwitch, async ({ caller, body }) => ({
    data: await service.previewSwitch(caller, body.planId),
  }));
  serve(app, subscriptionEndpoints.switchPlan, async ({ caller, body }) => ({
    data: await service.switchPlan(caller, body.planId),
  }));
  serve(app, subscriptionEndpoints.openCardPortal, async ({ caller, request }) => ({
    data: await service.portalUrl(caller, request.browserOrigin),
  }));
  serve(app, subscriptionEndpoints.listPayments, async ({ caller }) => ({
    data: await service.payments(caller),
  }));
  serve(app, subscriptionEndpoints.receiptOf, async ({ caller, params }) => ({
    data: await service.receipt(caller, params.paymentId),
  }));
};
