import { federatedProviders } from '@vitalia/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../lib/auth';
import type { FederatedOutcome, FederatedSignInService } from './federated-sign-in.service';
import type { SessionCookie } from './session-cookie';
import type { TokenIssuer } from './signing-key';

export const federatedAttemptCookieName = 'vitalia_federated';
const federatedPath = '/api/identity/federated';

const providerParams = z.object({ provider: z.string() });
const providerList = z.object({ data: z.object({ providers: z.array(z.enum(federatedProviders)) }) });
const callbackQuery = z.record(z.string(), z.string());

export interface FederatedSignInRoutesOptions {
  service: FederatedSignInService;
  tokens: TokenIssuer;
  sessionCookie: SessionCookie;
  isHttps: boolean;
  rateLimitPerMinute: number;
}

/** Where the browser lands after the provider: the screen that finishes the sign-in or shows what went wrong. */
function landingOf(provider: string, outcome: FederatedOutcome): string {
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
  switch (outcome.kind) {
    case 'signed-in':
      return `/login?${query({ federated: provider })}`;
    case 'linked':
      return `/app/settings?${query({ connected: provider })}`;
    case 'cancelled':
      return outcome.wasLinking ? '/app/settings' : '/login';
    case 'failed':
      return `${outcome.wasLinking ? '/app/settings' : '/login'}?${query({ federatedError: String(outcome.code), provider })}`;
  }
}

export const federatedSignInRoutes: FastifyPluginAsyncZod<FederatedSignInRoutesOptions> = async (
  app,
  options,
) => {
  const { service, tokens, sessionCookie, isHttps } = options;
  const limited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };

  // Apple answers with an HTML form post; this parser is scoped to this plugin's routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    parameters: Record<string, string>,
  ) {
    const outcome = await service.complete(provider, request.cookies[federatedAttemptCookieName], parameters);
    reply.clearCookie(federatedAttemptCookieName, { path: federatedPath });
    if (outcome.kind === 'signed-in') sessionCookie.set(reply, outcome.session.refreshToken);
    return reply.redirect(landingOf(provider, outcome), 302);
  }

  app.get(
    '/identity/providers',
    { schema: { tags: ['identity'], response: { 200: providerList } } },
    async () => ({ data: { providers: service.providerIds } }),
  );

  app.get(
    '/identity/federated/links',
    {
      preHandler: requireCaller(tokens.verify),
      schema: { tags: ['identity'], response: { 200: providerList } },
    },
    async (request) => ({ data: { providers: await service.linkedProviders(callerOf(request).uid) } }),
  );

  app.post(
    '/identity/federated/:provider/start',
    {
      config: limited,
      // Connecting a provider from settings must come from the signed-in member; plain sign-in needs nobody.
      preHandler: async (request) => {
        if ((request.body as { link?: boolean } | undefined)?.link)
          await requireCaller(tokens.verify)(request);
      },
      schema: {
        tags: ['identity'],
        params: providerParams,
        body: z.object({ link: z.boolean().optional() }).nullish(),
        response: { 200: z.object({ data: z.object({ url: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const linkUid = request.body?.link ? callerOf(request).uid : null;
      const { cookieValue, url } = await service.start(request.params.provider, linkUid);
      // SameSite=Lax, not Strict: the provider sends the browser back with a cross-site navigation, and the cookie
      // must come along for the attempt to be found.
      reply.setCookie(federatedAttemptCookieName, cookieValue, {
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps,
        path: federatedPath,
        maxAge: 10 * 60,
      });
      return { data: { url: url.href } };
    },
  );

  app.get(
    '/identity/federated/:provider/callback',
    { schema: { tags: ['identity'], params: providerParams, querystring: callbackQuery } },
    async (request, reply) => finish(request, reply, request.params.provider, request.query),
  );

  // A cross-site form post carries no Lax cookie, so the answer is moved to a top-level GET, which does.
  app.post(
    '/identity/federated/:provider/callback',
    { schema: { tags: ['identity'], params: providerParams, body: callbackQuery } },
    async (request, reply) => {
      const query = new URLSearchParams(request.body).toString();
      return reply.redirect(
        `${federatedPath}/${encodeURIComponent(request.params.provider)}/callback?${query}`,
        303,
      );
    },
  );
};
