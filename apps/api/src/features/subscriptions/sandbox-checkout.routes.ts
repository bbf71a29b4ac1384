import { sandboxCheckoutEndpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { SandboxCheckoutService } from './sandbox-checkout.service';

/**
 * The sandbox provider's side (D4). No bearer token, as on a provider's hosted page: the unguessable session id is
 * the capability. Card attempts are rate-limited per IP like the other guessable calls.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync<{
  service: SandboxCheckoutService;
  rateLimitPerMinute: number;
}> = async (app, { service, rateLimitPerMinute }) => {
  serve(app, sandboxCheckoutEndpoints.sandboxSessionOf, async ({ params, request }) => ({
    data: await service.session(params.sessionId, request.browserOrigin),
  }));
  serve(
    app,
    sandboxCheckoutEndpoints.paySandboxSession,
    async ({ params, body, request }) => ({
      data: await service.pay(params.sessionId, body, request.browserOrigin),
    }),
    { rateLimitPerMinute },
  );
  serve(
    app,
    sandboxCheckoutEndpoints.confirmSandboxSession,
    async ({ params, body, request }) => ({
      data: await service.confirm(params.sessionId, body.approve, request.browserOrigin),
    }),
    { rateLimitPerMinute },
  );
};
