import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { federatedCredentialCookieName } from './features/identity/federated-sign-in.routes';
import { refreshTokenTtlSeconds } from './features/identity/identity.service';
import { accessTokenAudience } from './features/identity/signing-key';
import { refreshCookieOf, registerMember, signUp, type TestAccount } from './test/accounts';
import { federatedRoundTrip } from './test/federated-round-trip';
import { signInAtStandIn, standInClients, startOidcStandIn, type OidcStandIn } from './test/oidc-stand-in';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Issue 20's security suite, OWASP ASVS 5.0 level 2, for what the other suites leave out: the authorization matrix
 * (authorization-matrix.test.ts), hostile bodies (hostile-bodies.test.ts), forged and replayed tokens
 * (features/identity/identity.routes.test.ts). Error answers and logs, which must hold no secret, are in
 * security-leaks.test.ts.
 */

const appOrigin = 'http://app.test';
const httpsOrigin = 'https://app.example';
const evil = 'https://evil.example';

let standIn: OidcStandIn;
let keysDir: string;
let distDir: string;
/** The app on http, as on a developer's machine; its signing key is on disk, so a test can sign with it. */
let web: TestApp;
/** The same app behind https (PUBLIC_URL https://…), as in production. */
let secure: TestApp;

const federatedProviders = () =>
  (['google.com', 'apple.com'] as const).map((id) => ({
    id,
    issuer: new URL(standIn.issuer),
    ...standInClients[id],
  }));

beforeAll(async () => {
  [standIn, keysDir, distDir] = await Promise.all([
    startOidcStandIn({ appOrigins: [appOrigin] }),
    mkdtemp(path.join(os.tmpdir(), 'vitalia-keys-')),
    mkdtemp(path.join(os.tmpdir(), 'vitalia-dist-')),
  ]);
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Vitalia</title>');
  [web, secure] = await Promise.all([
    createTestApp(
      {
        publicUrl: new URL(appOrigin),
        browserOrigins: [appOrigin],
        webDistDir: distDir,
        federatedProviders: federatedProviders(),
      },
      undefined,
      { keysDir },
    ),
    createTestApp({ publicUrl: new URL(httpsOrigin), browserOrigins: [httpsOrigin], webDistDir: distDir }),
  ]);
});
afterAll(async () => {
  await Promise.all([web?.close(), secure?.close(), standIn?.close()]);
  await Promise.all([keysDir, distDir].map((dir) => dir && rm(dir, { recursive: true, force: true })));
});

/** The status and error code of `GET /api/users/me` with this token: the product API's view of it. */
const verdictOn = async (token: string) => {
  const response = await web.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode === 200 ? 'accepted' : `${response.statusCode} ${response.json().error.code}`;
};
const refused = '401 4001';

const cookieRequest = (
  subject: TestApp,
  url: string,
  cookies: Record<string, string>,
  headers: Record<string, string> = {},
) => subject.app.inject({ method: 'POST', url, cookies, headers });
const refresh = (subject: TestApp, cookie: string, headers: Record<string, string> = {}) =>
  cookieRequest(subject, '/api/identity/refresh', { vitalia_refresh: cookie }, headers);
const signOut = (subject: TestApp, cookie: string, headers: Record<string, string> = {}) =>
  cookieRequest(subject, '/api/identity/sign-out', { vitalia_refresh: cookie }, headers);
const setCookieNamed = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

describe('access tokens (ASVS V9.1, V9.2)', () => {
  let account: TestAccount;
  let signingKey: JWK;
  beforeAll(async () => {
    account = await registerMember(web.app);
    signingKey = JSON.parse(await readFile(path.join(keysDir, 'keys', 'identity-signing-key.json'), 'utf8'));
  });

  /** A token signed with the server's own key, with the claims the server issues unless told otherwise. */
  async function signedWithServerKey(
    change: {
      issuer?: string;
      audience?: string | null;
      expiresAt?: number;
      withoutEpoch?: boolean;
      sessionId?: string | null;
    } = {},
  ) {
    const nowSeconds = Math.floor(Date.now() / 1000);
    // The account's own sign-in, as its token names it.
    const { sid } = JSON.parse(Buffer.from(account.accessToken.split('.')[1]!, 'base64url').toString());
    const sessionId = change.sessionId === undefined ? sid : change.sessionId;
    const token = new SignJWT({
      email: account.email,
      ...(change.withoutEpoch ? {} : { sep: 0 }),
      ...(sessionId === null ? {} : { sid: sessionId }),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: signingKey.kid!, typ: 'JWT' })
      .setIssuer(change.issuer ?? `${appOrigin}/api/identity`)
      .setSubject(account.uid)
      .setIssuedAt(nowSeconds - 60)
      .setExpirationTime(change.expiresAt ?? nowSeconds + 600);
    if (change.audience !== null) token.setAudience(change.audience ?? accessTokenAudience);
    return token.sign(await importJWK(signingKey, 'EdDSA'));
  }

  it("accepts a token signed with the server's key and the claims it issues (the control for the refusals below)", async () => {
    expect(await verdictOn(await signedWithServerKey())).toBe('accepted');
  });

  it('refuses an expired access token with 4001', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(await verdictOn(await signedWithServerKey({ expiresAt: nowSeconds - 1 }))).toBe(refused);
  });

  it('refuses an issued token once its 15 minutes are over, though the server already checked it once', async () => {
    const { accessToken } = await registerMember(web.app);
    expect(await verdictOn(accessToken)).toBe('accepted');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (15 * 60 + 1) * 1000);
      expect(await verdictOn(accessToken)).toBe(refused);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token whose claims were edited, its signature kept', async () => {
    const other = await registerMember(web.app);
    const [header, payload, signature] = account.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const edited = (change: object) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${signature}`;
    expect(await verdictOn(account.accessToken)).toBe('accepted');
    expect(await verdictOn(edited({ sub: other.uid, email: other.email }))).toBe(refused);
    expect(await verdictOn(edited({ exp: claims.exp + 3600 }))).toBe(refused);
    expect(await verdictOn(edited({ sep: claims.sep + 1 }))).toBe(refused);
  });

  it.each([
    ['another issuer', { issuer: `${evil}/api/identity` }],
    ['another audience', { audience: 'another-api' }],
    ['no audience', { audience: null }],
    ['no session epoch (decision 023)', { withoutEpoch: true }],
    ['no sign-in (decision 023)', { sessionId: null }],
    ['a sign-in that is not one', { sessionId: 'not-a-sign-in' }],
    ['a sign-in that never was', { sessionId: '00000000-0000-4000-8000-000000000000' }],
  ])("refuses a token signed with the server's own key but with %s", async (_name, change) => {
    expect(await verdictOn(await signedWithServerKey(change))).toBe(refused);
  });

  it('signing out ends that sign-in’s access token at once, not in 15 minutes; another sign-in stays (decision 023)', async () => {
    const member = await registerMember(web.app);
    const elsewhere = await web.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: 'correct-horse' },
    });
    const otherDevice = elsewhere.json().accessToken as string;
    expect(await verdictOn(member.accessToken)).toBe('accepted');
    expect((await signOut(web, member.refreshCookie)).statusCode).toBe(204);
    expect(await verdictOn(member.accessToken)).toBe(refused);
    expect(await verdictOn(otherDevice)).toBe('accepted');
  });

  it('a replayed refresh token ends the access tokens of its sign-in at once', async () => {
    const member = await registerMember(web.app);
    const rotated = await refresh(web, member.refreshCookie);
    const current = rotated.json().accessToken as string;
    expect(await verdictOn(current)).toBe('accepted');
    // The old refresh token again: it leaked. Its whole family is revoked, and with it every token it gave.
    expect((await refresh(web, member.refreshCookie)).statusCode).toBe(401);
    expect(await verdictOn(current)).toBe(refused);
    expect(await verdictOn(member.accessToken)).toBe(refused);
  });

  it('a password reset ends the access tokens already issued at once, not in 15 minutes (decision 023)', async () => {
    const member = await registerMember(web.app);
    expect(await verdictOn(member.accessToken)).toBe('accepted');
    await web.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: member.email },
    });
    const code = /^(\d{6})$/m.exec(web.outbox.at(-1)!.text)![1]!;
    const reset = await web.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/reset',
      payload: { email: member.email, code, newPassword: 'another-horse' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await verdictOn(member.accessToken)).toBe(refused);
    expect((await refresh(web, member.refreshCookie)).statusCode).toBe(401);
  });
});

describe('the refresh cookie (ASVS V3.3, V7.4)', () => {
  const flagsOf = (response: LightMyRequestResponse) => {
    const cookie = setCookieNamed(response, 'vitalia_refresh');
    return cookie && { ...cookie, value: cookie.value.length > 0 };
  };
  const signIn = async (subject: TestApp) => {
    const account = await signUp(subject.app);
    return subject.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: account.email, password: 'correct-horse' },
    });
  };

  it('is httpOnly, SameSite=Strict, scoped to /api/identity and not Secure on http, from sign-in and from refresh', async () => {
    const signedIn = await signIn(web);
    const refreshed = await refresh(web, refreshCookieOf(signedIn));
    for (const response of [signedIn, refreshed]) {
      expect(flagsOf(response)).toEqual({
        name: 'vitalia_refresh',
        value: true,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/identity',
        maxAge: refreshTokenTtlSeconds,
      });
    }
  });

  it('is Secure too when PUBLIC_URL is https', async () => {
    const signedIn = await signIn(secure);
    const refreshed = await refresh(secure, refreshCookieOf(signedIn));
    for (const response of [signedIn, refreshed]) {
      expect(flagsOf(response)).toEqual({
        name: 'vitalia_refresh',
        value: true,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/identity',
        secure: true,
        maxAge: refreshTokenTtlSeconds,
      });
    }
  });

  it('is refused after sign-out, which clears it from the browser; so is every cookie of its session', async () => {
    const account = await signUp(web.app);
    const rotated = refreshCookieOf(await refresh(web, account.refreshCookie));
    const signedOut = await signOut(web, rotated);
    expect(signedOut.statusCode).toBe(204);
    const cleared = setCookieNamed(signedOut, 'vitalia_refresh')!;
    expect(cleared).toMatchObject({ value: '', path: '/api/identity' });
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    for (const cookie of [rotated, account.refreshCookie]) {
      const again = await refresh(web, cookie);
      expect([again.statusCode, again.json().error.code]).toEqual([401, 4001]);
      expect(setCookieNamed(again, 'vitalia_refresh')).toBeUndefined();
    }
  });
});

describe('cross-site requests to the routes that act on a cookie (ASVS V3.5, decision 043)', () => {
  const fromOtherSites: [string, Record<string, string>][] = [
    ["another site's Origin", { origin: evil }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'both, as a browser sends them',
      { origin: evil, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    ],
    [
      'a sibling subdomain not configured',
      { origin: 'http://pages.app.test', 'sec-fetch-site': 'same-site' },
    ],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
  ];
  const fromOurPages: [string, Record<string, string>][] = [
    ['no Origin nor Sec-Fetch-Site (curl, another server)', {}],
    ['our configured origin', { origin: appOrigin, 'sec-fetch-site': 'same-origin' }],
    ['our configured origin, from a browser without fetch metadata', { origin: appOrigin }],
    [
      'the development server proxying /api, same-origin by the browser’s own word',
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
    ],
  ];
  const deniedWithoutCookie = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 4003, message: 'Access denied' } });
    expect(response.headers['set-cookie']).toBeUndefined();
  };

  it.each(fromOtherSites)(
    'refuses a refresh with a valid cookie from %s (4003), and the session stays as it was',
    async (_from, headers) => {
      const account = await signUp(web.app);
      deniedWithoutCookie(await refresh(web, account.refreshCookie, headers));
      // Not consumed: a used refresh token coming back would have revoked its whole family.
      expect((await refresh(web, account.refreshCookie)).statusCode).toBe(200);
    },
  );

  it.each(fromOtherSites)(
    'refuses a sign-out with a valid cookie from %s (4003): the member stays signed in',
    async (_from, headers) => {
      const account = await signUp(web.app);
      deniedWithoutCookie(await signOut(web, account.refreshCookie, headers));
      expect((await refresh(web, account.refreshCookie)).statusCode).toBe(200);
    },
  );

  it.each(fromOurPages)('refreshes and signs out with %s', async (_from, headers) => {
    const account = await signUp(web.app);
    const refreshed = await refresh(web, account.refreshCookie, headers);
    expect(refreshed.statusCode).toBe(200);
    expect((await signOut(web, refreshCookieOf(refreshed), headers)).statusCode).toBe(204);
  });

  it.each([
    // A text/plain form can carry a body that reads as JSON: `<input name='{"email":…,"x":"' value='"}'>`.
    ['text/plain', (email: string) => `{"email":"${email}","password":"correct-horse","x":"="}`],
    ['application/x-www-form-urlencoded', (email: string) => `email=${email}&password=correct-horse`],
    [
      'multipart/form-data; boundary=x',
      (email: string) =>
        `--x\r\ncontent-disposition: form-data; name="email"\r\n\r\n${email}\r\n` +
        '--x\r\ncontent-disposition: form-data; name="password"\r\n\r\ncorrect-horse\r\n--x--\r\n',
    ],
  ])(
    "refuses another site's form posting a sign-in as %s (4000), so it cannot sign the browser in (login CSRF)",
    async (contentType, body) => {
      const account = await signUp(web.app);
      const response = await web.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in',
        headers: { 'content-type': contentType, origin: evil, 'sec-fetch-site': 'cross-site' },
        payload: body(account.email),
      });
      expect([response.statusCode, response.json().error.code]).toEqual([400, 4000]);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('takes the provider’s way back, a cross-site navigation by design, and Apple’s cross-site form post', async () => {
    const { start, inject } = federatedRoundTrip(web.app, appOrigin);
    const navigation = {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    };
    for (const provider of ['google.com', 'apple.com'] as const) {
      const { url, cookie } = await start(provider);
      const answer = await signInAtStandIn(
        url,
        `cross.site.${provider}.${Date.now()}@example.com`,
        appOrigin,
      );
      let callbackUrl = answer.url.pathname + answer.url.search;
      if (answer.method === 'POST') {
        const posted = await inject({
          method: 'POST',
          url: answer.url.pathname,
          headers: {
            ...navigation,
            origin: 'https://appleid.apple.com',
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams(answer.form).toString(),
        });
        expect(posted.statusCode).toBe(303);
        callbackUrl = posted.headers.location!;
      }
      const callback = await inject({
        method: 'GET',
        url: callbackUrl,
        headers: navigation,
        cookies: { vitalia_federated: cookie },
      });
      expect(callback.statusCode, callback.body).toBe(302);
      expect(callback.headers.location).toBe(`/login?federated=${provider}`);
      expect(setCookieNamed(callback, 'vitalia_refresh')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/identity',
      });
    }
  });

  describe('collecting the provider’s token for Firebase (decision 041)', () => {
    let firebase: TestApp;
    beforeAll(async () => {
      firebase = await createTestApp({
        publicUrl: new URL(appOrigin),
        browserOrigins: [appOrigin],
        identity: {
          kind: 'firebase',
          projectId: 'demo-vitalia',
          apiKey: 'demo-api-key',
          authDomain: 'demo-vitalia.firebaseapp.com',
          // Never called: the round trip and the collection are ours alone.
          credentials: { kind: 'emulator', host: '127.0.0.1:9' },
        },
        federatedProviders: federatedProviders(),
      });
    });
    afterAll(() => firebase?.close());

    it.each(fromOtherSites)(
      'refuses it from %s (4003), and our page still collects it after',
      async (_from, headers) => {
        const callback = await federatedRoundTrip(firebase.app, appOrigin).signInWith(
          'google.com',
          `collect.${Date.now()}@example.com`,
        );
        const credential = setCookieNamed(callback, federatedCredentialCookieName)!.value;
        const collect = (extra: Record<string, string>) =>
          cookieRequest(
            firebase,
            '/api/identity/federated/credential',
            { [federatedCredentialCookieName]: credential },
            extra,
          );
        deniedWithoutCookie(await collect(headers));
        const collected = await collect({ origin: appOrigin, 'sec-fetch-site': 'same-origin' });
        expect(collected.statusCode, collected.body).toBe(200);
        expect(collected.json().data.provider).toBe('google.com');
      },
    );
  });
});

describe('CORS stays closed (ASVS V3.4.2)', () => {
  const corsHeaders = (response: LightMyRequestResponse) =>
    Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

  it.each(['/api/identity/refresh', '/api/users/me', '/api/health'])(
    'answers a preflight from another site for %s with no Access-Control-Allow-* header',
    async (url) => {
      const preflight = await web.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: evil,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
      expect(corsHeaders(preflight)).toEqual([]);
    },
  );

  it('answers a signed-in GET sent with another site’s Origin without Access-Control-Allow-Origin or -Credentials', async () => {
    const account = await signUp(web.app);
    const response = await web.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...account.authorization, origin: evil },
    });
    expect(corsHeaders(response)).toEqual([]);
    // Nor may another site's page read it through a no-cors request.
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('security headers on an API answer and on the page (ASVS V3.4)', () => {
  const directivesOf = (response: LightMyRequestResponse) =>
    new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name!, values]),
    );
  const answers = (subject: TestApp) =>
    Promise.all([
      subject.app.inject({ method: 'GET', url: '/api/health' }),
      subject.app.inject({ method: 'GET', url: '/login' }),
    ]);

  it.each([
    ['http', () => web],
    ['https', () => secure],
  ])(
    'sends, on %s, a CSP that runs only our own scripts and no frame may hold, nosniff and a Referrer-Policy',
    async (_scheme, subject) => {
      const [api, page] = await answers(subject());
      expect(page.headers['content-type']).toContain('text/html');
      for (const response of [api, page]) {
        const directives = directivesOf(response);
        expect(directives.get('script-src')).toEqual(["'self'"]);
        expect(directives.get('default-src')).toEqual(["'self'"]);
        for (const values of directives.values()) {
          expect(values).not.toContain("'unsafe-inline'");
          expect(values).not.toContain("'unsafe-eval'");
        }
        expect(directives.get('object-src')).toEqual(["'none'"]);
        expect(directives.get('base-uri')).toEqual(["'self'"]);
        expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
          response.headers['referrer-policy'],
        );
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    },
  );

  it('sends HSTS for a year, subdomains included, and upgrades insecure requests behind https', async () => {
    for (const response of await answers(secure)) {
      const hsts = String(response.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(directivesOf(response).has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it('sends neither on http, where they would lock a developer out of http://localhost', async () => {
    for (const response of await answers(web)) {
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(directivesOf(response).has('upgrade-insecure-requests')).toBe(false);
    }
  });
});
