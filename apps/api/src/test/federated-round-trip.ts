import type { FederatedProvider } from '@vitalia/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';
import { federatedAttemptCookieName } from '../features/identity/federated-sign-in.routes';
import { signInAtStandIn } from './oidc-stand-in';

/**
 * A browser's round trip through the OpenID stand-in (oidc-stand-in.ts) to our callback, for the federated sign-in
 * tests of both identity services.
 */
type SetCookie = LightMyRequestResponse['cookies'][number];

export function federatedRoundTrip(app: App, appOrigin: string) {
  const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => app.inject(options);

  async function start(
    provider: FederatedProvider,
    headers: Record<string, string> = {},
    link = false,
  ): Promise<{ url: string; cookie: string; setCookie: SetCookie }> {
    const response = await inject({
      method: 'POST',
      url: `/api/identity/federated/${provider}/start`,
      headers,
      payload: link ? { link: true } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === federatedAttemptCookieName);
    return { url: response.json().data.url as string, cookie: cookie!.value, setCookie: cookie! };
  }

  /** The whole round trip: start, the provider's pages, our callback. Answers our callback's response. */
  async function signInWith(
    provider: FederatedProvider,
    login: string,
    extraForm: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const { url, cookie } = await start(provider);
    const answer = await signInAtStandIn(url, login, appOrigin);
    const cookies = { [federatedAttemptCookieName]: cookie };
    if (answer.method === 'GET') {
      return inject({ method: 'GET', url: answer.url.pathname + answer.url.search, cookies });
    }
    // Apple's form post arrives without our cookie (cross-site); we bounce it to a GET, which carries it.
    const posted = await inject({
      method: 'POST',
      url: answer.url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...answer.form, ...extraForm }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    return inject({ method: 'GET', url: posted.headers.location!, cookies });
  }

  return { inject, start, signInWith };
}
