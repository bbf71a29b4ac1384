import { identityEndpoints, pathOf, paths } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../lib/auth';
import type { CrossSiteCheck } from '../../lib/cross-site-requests';
import { serve } from '../../lib/endpoints';
import {
  credentialTtlMs,
  type FederatedOutcome,
  type FederatedSignInService,
} from './federated-sign-in.service';
import type { SessionCookie } from './session-cookie';

export const federatedAttemptCookieName = 'vitalia_federated';
/** With Firebase: names the checked token this browser may collect once (decision 041). */
export const federatedCredentialCookieName = 'vitalia_federated_credential';
const federatedPath = '/api/identity/federated';

export interface FederatedSignInRoutesOptions {
  service: FederatedSignInService;
  sessionCookie: SessionCookie;
  isHttps: boolean;
  /** Collecting the credential acts on a cookie: only our own page may ask (decision 043). */
  refuseCrossSite: CrossSiteCheck;
  rateLimitPerMinute: number;
}

/** Where the browser lands after the provider: the screen that finishes the sign-in or shows what went wrong. */
function landingOf(provider: string, outcome: FederatedOutcome): string {
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
  switch (outcome.kind) {
    case 'signed-in':
      return `${paths.login()}?${query({ federated: provider })}`;
    case 'handed-over':
      // Settings connects the token it collects to the member signed in there; sign-in signs in with it.
      return outcome.isLinking
        ? `${paths.settings()}?${query({ connecting: provider })}`
        : `${paths.login()}?${query({ federated: provider })}`;
    case 'linked':
      return `${paths.settings()}?${query({ connected: provider })}`;
    case 'cancelled':
      return outcome.wasLinking ? paths.settings() : paths.login();
    case 'failed':
      return `${outcome.wasLinking ? paths.settings() : paths.login()}?${query({ federatedError: String(outcome.code), provider })}`;
  }
}

export const federatedSignInRoutes: FastifyPluginAsync<FederatedSignInRoutesOptions> = async (
  app,
  options,
) => {
  const { service, sessionCookie, isHttps, refuseCrossSite } = options;

  // Apple answers with an HTML form post; this parser is scoped to this plugin's routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  serve(app, identityEndpoints.providers, async () => ({ data: { providers: service.providerIds } }));

  serve(app, identityEndpoints.linkedProviders, async ({ caller }) => ({
    data: { providers: await service.linkedProviders(caller.uid) },
  }));

  serve(
    app,
    identityEndpoints.startFederated,
    async ({ params, body, request, reply }) => {
      // Connecting a provider from settings must come from the signed-in member; plain sign-in needs nobody.
      const linker = body?.link ? await authenticate(request) : null;
      const { cookieValue, url } = await service.start(params.provider, linker);
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
    { rateLimitPerMinute: options.rateLimitPerMinute },
  );

  // The provider sends the browser back with a cross-site navigation by design, so this route takes other sites'
  // requests (decision 043): the attempt's state, nonce and PKCE verifier, bound to its Lax cookie, are its defence.
  serve(app, identityEndpoints.federatedCallback, async ({ params, query, request, reply }) => {
    const outcome = await service.complete(
      params.provider,
      request.cookies[federatedAttemptCookieName],
      query,
    );
    reply.clearCookie(federatedAttemptCookieName, { path: federatedPath });
    if (outcome.kind === 'signed-in') sessionCookie.set(reply, outcome.session.refreshToken);
    if (outcome.kind === 'handed-over') {
      // Strict: only our own page, the one the redirect below opens, ever sends it back.
      reply.setCookie(federatedCredentialCookieName, outcome.cookieValue, {
        httpOnly: true,
        sameSite: 'strict',
        secure: isHttps,
        path: federatedPath,
        maxAge: credentialTtlMs / 1000,
      });
    }
    return reply.redirect(landingOf(params.provider, outcome), 302);
  });

  serve(
    app,
    identityEndpoints.collectFederatedCredential,
    async ({ request, reply }) => {
      reply.clearCookie(federatedCredentialCookieName, { path: federatedPath });
      return { data: await service.collectCredential(request.cookies[federatedCredentialCookieName]) };
    },
    { rateLimitPerMinute: options.rateLimitPerMinute, refuseCrossSite },
  );

  // A cross-site form post carries no Lax cookie, so the answer is moved to a top-level GET, which does.
  serve(app, identityEndpoints.federatedFormCallback, async ({ params, body, reply }) => {
    const query = new URLSearchParams(body).toString();
    return reply.redirect(`/api${pathOf(identityEndpoints.federatedCallback, params)}?${query}`, 303);
  });
};
