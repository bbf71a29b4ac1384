import {
  checkoutRequest,
  checkoutStart,
  payment,
  plan,
  planChoice,
  receipt,
  subscriptionDetails,
  switchPreview,
} from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller, type AccessTokenVerifier } from '../../lib/auth';
import type { SubscriptionsService } from './subscriptions.service';

const answer = <T extends z.ZodType>(shape: T) => z.object({ data: shape });
const detailsResponse = { 200: answer(subscriptionDetails) };

/** D4: plans, the member's own subscription, its changes and its payments. Every call is about the caller alone. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  service: SubscriptionsService;
  verifyAccessToken: AccessTokenVerifier;
}> = async (app, { service, verifyAccessToken }) => {
  app.addHook('preHandler', requireCaller(verifyAccessToken));
  const tags = ['subscriptions'];

  app.get('/plans', { schema: { tags, response: { 200: answer(z.array(plan)) } } }, async () => ({
    data: await service.listPlans(),
  }));

  app.get(
    '/subscription',
    { schema: { tags, response: { 200: answer(subscriptionDetails.nullable()) } } },
    async (request) => ({ data: await service.mine(callerOf(request)) }),
  );

  app.post('/subscription/free', { schema: { tags, response: detailsResponse } }, async (request) => ({
    data: await service.chooseFree(callerOf(request)),
  }));

  app.post(
    '/subscription/checkout',
    { schema: { tags, body: checkoutRequest, response: { 200: answer(checkoutStart) } } },
    async (request) => ({
      data: await service.startCheckout(callerOf(request), request.body, request.browserOrigin),
    }),
  );

  app.post('/subscription/cancel', { schema: { tags, response: detailsResponse } }, async (request) => ({
    data: await service.cancel(callerOf(request)),
  }));

  app.post('/subscription/resume', { schema: { tags, response: detailsResponse } }, async (request) => ({
    data: await service.resume(callerOf(request)),
  }));

  app.post(
    '/subscription/switch/preview',
    { schema: { tags, body: planChoice, response: { 200: answer(switchPreview) } } },
    async (request) => ({ data: await service.previewSwitch(callerOf(request), request.body.planId) }),
  );

  app.post(
    '/subscription/switch',
    { schema: { tags, body: planChoice, response: detailsResponse } },
    async (request) => ({ data: await service.switchPlan(callerOf(request), request.body.planId) }),
  );

  app.post(
    '/subscription/portal',
    { schema: { tags, response: { 200: answer(checkoutStart) } } },
    async (request) => ({ data: await service.portalUrl(callerOf(request), request.browserOrigin) }),
  );

  app.get(
    '/payments',
    { schema: { tags, response: { 200: answer(z.array(payment)) } } },
    async (request) => ({
      data: await service.payments(callerOf(request)),
    }),
  );

  app.get(
    '/payments/:paymentId/receipt',
    {
      schema: { tags, params: z.object({ paymentId: z.string() }), response: { 200: answer(receipt) } },
    },
    async (request) => ({ data: await service.receipt(callerOf(request), request.params.paymentId) }),
  );
};
