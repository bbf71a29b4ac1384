import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { StripeWebhooks } from './stripe-webhooks';

/**
 * Stripe's side: its webhook, and where its Checkout sends the member back. Neither carries a bearer token: the
 * webhook is proven by its signature, the return by the Checkout Session id, which only the member's browser has.
 */
export const stripeRoutes: FastifyPluginAsyncZod<{
  webhooks: StripeWebhooks;
  rateLimitPerMinute: number;
}> = async (app, { webhooks, rateLimitPerMinute }) => {
  const tags = ['stripe'];

  // The signature covers the exact bytes Stripe sent, so JSON stays a Buffer here. Parsers are scoped to this
  // plugin: every other route still parses JSON as before.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  // Not rate-limited: Stripe delivers in bursts, and a forged call costs us one HMAC before it is refused.
  app.post(
    '/billing/stripe/webhook',
    { schema: { tags, response: { 200: z.object({ received: z.literal(true) }) } } },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError(7406);
      const event = webhooks.verify(request.body, request.headers['stripe-signature']);
      await webhooks.handle(event);
      return { received: true as const };
    },
  );

  app.get(
    '/billing/stripe/return',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, querystring: z.object({ session_id: z.string().min(1).max(255) }) },
    },
    async (request, reply) =>
      reply.redirect(await webhooks.returnFrom(request.query.session_id, request.browserOrigin), 302),
  );
};
