import type { FederatedProvider } from '@vitalia/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieOf, signUp, uniqueEmail } from '../../test/accounts';
import { federatedRoundTrip } from '../../test/federated-round-trip';
import {
  signInAtStandIn,
  standInClients,
  startOidcStandIn,
  type OidcStandIn,
} from '../../test/oidc-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { federatedAttemptCookieName } from './federated-sign-in.routes';

const appOrigin = 'http://app.test';
let standIn: OidcStandIn;
let testApp: TestApp;

beforeAll(async () => {
  standIn = await startOidcStandIn({ appOrigins: [appOrigin] });
  testApp = await createTestApp({
    publicUrl: new URL(appOrigin),
    federatedProviders: (['google.com', 'apple.com'] as const).map((id) => ({
      id,
      issuer: new URL(standIn.issuer),
      ...standInClients[id],
    })),
  });
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

let inject: ReturnType<typeof federatedRoundTrip>['inject'];
let start: ReturnType<typeof federatedRoundTrip>['start'];
let signInWith: ReturnType<typeof federatedRoundTrip>['signInWith'];
beforeAll(() => ({ inject, start, signInWith } = federatedRoundTrip(testApp.app, appOrigin)));

/** A signed-in member connects a provider from settings; answers our callback's response. */
async function connectWith(
  provider: FederatedProvider,
  member: { authorization: Record<string, string> },
  login: string,
) {
  const { url, cookie } = await start(provider, member.authorization, true);
  const answer = await signInAtStandIn(url, login, appOrigin);
  return inject({
    method: 'GET',
    url: answer.method === 'GET' ? answer.url.pathname + answer.url.search : '',
    cookies: { [federatedAttemptCookieName]: cookie },
  });
}

async function sessionUser(callback: LightMyRequestResponse) {
  const refreshed = await inject({
    method: 'POST',
    url: '/api/identity/refresh',
    cookies: { vitalia_refresh: refreshCookieOf(callback) },
  });
  expect(refreshed.statusCode).toBe(200);
  return refreshed.json().user as { uid: string; email: string; displayName: string | null };
}

describe('federated sign-in (D3)', () => {
  it('lists only the configured providers', async () => {
    const response = await inject({ method: 'GET', url: '/api/identity/providers' });
    expect(response.json()).toEqual({ data: { providers: ['google.com', 'apple.com'] } });

    const bare = await createTestApp({ federatedProviders: [] });
    const none = await bare.app.inject({ method: 'GET', url: '/api/identity/providers' });
    expect(none.json()).toEqual({ data: { providers: [] } });
    const refused = await bare.app.inject({
      method: 'POST',
      url: '/api/identity/federated/google.com/start',
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().error.code).toBe(7107);
    await bare.close();
  });

  it('refuses a provider name that is none of D3 with 4000, before looking for an attempt', async () => {
    const started = await inject({ method: 'POST', url: '/api/identity/federated/facebook.com/start' });
    const returned = await inject({
      method: 'GET',
      url: '/api/identity/federated/facebook.com/callback?code=x',
    });
    for (const response of [started, returned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(4000);
    }
  });

  it('starts with PKCE, state and nonce, and a Lax cookie that names the attempt', async () => {
    const { url, setCookie } = await start('google.com');
    const authorization = new URL(url);
    expect(authorization.origin).toBe(standIn.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('redirect_uri')).toBe(
      `${appOrigin}/api/identity/federated/google.com/callback`,
    );
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/identity/federated' });
  });

  it('creates an account for a new Google person and signs them in with a refresh cookie', async () => {
    const login = `ana.martin.${Date.now()}@gmail.example`;
    const callback = await signInWith('google.com', login);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?federated=google.com');
    const user = await sessionUser(callback);
    expect(user).toMatchObject({ email: login, displayName: 'Ana Martin' });

    // The same person again reaches the same account, through the link rather than the email.
    const again = await sessionUser(await signInWith('google.com', login));
    expect(again.uid).toBe(user.uid);
  });

  it("takes Apple's form post and the name it sends only on the first sign-in", async () => {
    const login = `zineb.${Date.now()}@privaterelay.appleid.example`;
    const appleUser = JSON.stringify({ name: { firstName: 'Zineb', lastName: 'El Idrissi' }, email: login });
    const callback = await signInWith('apple.com', login, { user: appleUser });
    expect(callback.headers.location).toBe('/login?federated=apple.com');
    expect(await sessionUser(callback)).toMatchObject({ email: login, displayName: 'Zineb El Idrissi' });
  });

  it('links to an existing password account when the provider vouches for the email', async () => {
    const email = uniqueEmail('sami');
    const existing = await signUp(testApp.app, email);
    const callback = await signInWith('google.com', email);
    expect((await sessionUser(callback)).uid).toBe(existing.uid);
  });

  it('refuses to reach an existing account through an unverified email (7105)', async () => {
    const email = `unverified.lina.${Date.now()}@example.com`;
    const existing = await signUp(testApp.app, email);
    const callback = await signInWith('google.com', email);
    expect(callback.headers.location).toBe('/login?federatedError=7105&provider=google.com');
    expect(callback.cookies.find((cookie) => cookie.name === 'vitalia_refresh')).toBeUndefined();

    // Signed in with the password, the member connects Google from settings; from then on Google signs them in.
    const linked = await connectWith('google.com', existing, email);
    expect(linked.headers.location).toBe('/app/settings?connected=google.com');
    const links = await inject({
      method: 'GET',
      url: '/api/identity/federated/links',
      headers: existing.authorization,
    });
    expect(links.json()).toEqual({ data: { providers: ['google.com'] } });
    expect((await sessionUser(await signInWith('google.com', email))).uid).toBe(existing.uid);
  });

  it('refuses to connect a provider account that already belongs to someone else (7106)', async () => {
    const login = `taken.${Date.now()}@gmail.example`;
    await signInWith('google.com', login);
    const other = await signUp(testApp.app);
    const refused = await connectWith('google.com', other, login);
    expect(refused.headers.location).toBe('/app/settings?federatedError=7106&provider=google.com');
  });

  it('needs a signed-in member to connect a provider', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/identity/federated/google.com/start',
      payload: { link: true },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(4001);
  });

  it('finishes only in the browser that started, and only once', async () => {
    const { url, cookie } = await start('google.com');
    const answer = await signInAtStandIn(url, `once.${Date.now()}@gmail.example`, appOrigin);
    const path = answer.method === 'GET' ? answer.url.pathname + answer.url.search : '';

    // A callback planted on another browser (no cookie, or its own) signs nobody in.
    const planted = await inject({ method: 'GET', url: path });
    expect(planted.headers.location).toBe('/login?federatedError=7108&provider=google.com');

    const first = await inject({
      method: 'GET',
      url: path,
      cookies: { [federatedAttemptCookieName]: cookie },
    });
    expect(first.headers.location).toBe('/login?federated=google.com');
    const replay = await inject({
      method: 'GET',
      url: path,
      cookies: { [federatedAttemptCookieName]: cookie },
    });
    expect(replay.headers.location).toBe('/login?federatedError=7108&provider=google.com');
  });

  it('refuses a forged state or code, and treats a refusal at the provider as a cancel', async () => {
    const { cookie } = await start('google.com');
    const forged = await inject({
      method: 'GET',
      url: '/api/identity/federated/google.com/callback?code=forged&state=forged',
      cookies: { [federatedAttemptCookieName]: cookie },
    });
    expect(forged.headers.location).toBe('/login?federatedError=7108&provider=google.com');

    const second = await start('google.com');
    const cancelled = await inject({
      method: 'GET',
      url: '/api/identity/federated/google.com/callback?error=access_denied',
      cookies: { [federatedAttemptCookieName]: second.cookie },
    });
    expect(cancelled.headers.location).toBe('/login');
  });

  it('does not let an attempt started for one provider finish at another', async () => {
    const { url, cookie } = await start('google.com');
    const answer = await signInAtStandIn(url, `cross.${Date.now()}@gmail.example`, appOrigin);
    const query = answer.method === 'GET' ? answer.url.search : '';
    const crossed = await inject({
      method: 'GET',
      url: `/api/identity/federated/apple.com/callback${query}`,
      cookies: { [federatedAttemptCookieName]: cookie },
    });
    expect(crossed.headers.location).toBe('/login?federatedError=7108&provider=apple.com');
  });
});
