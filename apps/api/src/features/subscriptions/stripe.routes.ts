import { ErrorCode, stripeEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import type { StripeWebhooks } from './stripe-webhooks';

/**
 * Stripe's side: its webhook, and where its Checkout sends the member back. Neither carries a bearer token: the
 * webhook is proven by its signature, the return by the Checkout Session id, which only the member's browser has.
 */
export const stripeRoutes: FastifyPluginAsync<{
  webhooks: StripeWebhooks;
  rateLimitPerMinute: number;
}> = async (app, { webhooks, rateLimitPerMinute }) => {
  // The signature covers the exact bytes Stripe sent, so JSON stays a Buffer here (the webhook describes no body for
  // the same reason). Parsers are scoped to this plugin: every other route still parses JSON as before.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  // Not rate-limited: Stripe delivers in bursts, and a forged call costs us one HMAC before it is refused.
  serve(app, stripeEndpoints.stripeWebhook, async ({ request }) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(ErrorCode.webhookSignatureInvalid);
    const event = webhooks.verify(request.body, request.headers['stripe-signature']);
    await webhooks.handle(event);
    return { received: true as const };
  });

  serve(
    app,
    stripeEndpoints.stripeReturn,
    async ({ query, request, reply }) =>
      reply.redirect(await webhooks.returnFrom(query.session_id, request.browserOrigin), 302),
    { rateLimitPerMinute },
  );
};
