import { sandboxCardInput, sandboxConfirmation, sandboxSession } from '@vitalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxCheckoutService } from './sandbox-checkout.service';

const answer = <T extends z.ZodType>(shape: T) => z.object({ data: shape });
const outcome = answer(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('completed'), redirectUrl: z.string() }),
    z.object({ status: z.literal('requires_confirmation') }),
  ]),
);

/**
 * The sandbox provider's side (D4). No bearer token, as on a provider's hosted page: the unguessable session id is
 * the capability. Card attempts are rate-limited per IP like the other guessable calls.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  service: SandboxCheckoutService;
  rateLimitPerMinute: number;
}> = async (app, { service, rateLimitPerMinute }) => {
  const tags = ['sandbox checkout'];
  const params = z.object({ sessionId: z.string().min(1).max(64) });
  const config = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/billing/sandbox/sessions/:sessionId',
    { schema: { tags, params, response: { 200: answer(sandboxSession) } } },
    async (request) => ({ data: await service.session(request.params.sessionId, request.browserOrigin) }),
  );

  app.post(
    '/billing/sandbox/sessions/:sessionId/pay',
    { config, schema: { tags, params, body: sandboxCardInput, response: { 200: outcome } } },
    async (request) => ({
      data: await service.pay(request.params.sessionId, request.body, request.browserOrigin),
    }),
  );

  app.post(
    '/billing/sandbox/sessions/:sessionId/confirm',
    { config, schema: { tags, params, body: sandboxConfirmation, response: { 200: outcome } } },
    async (request) => ({
      data: await service.confirm(request.params.sessionId, request.body.approve, request.browserOrigin),
    }),
  );
};
