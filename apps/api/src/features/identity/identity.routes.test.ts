import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCookieOf, registerMember, signUp, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('embedded identity', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  const post = (url: string, payload?: object, cookie?: string) =>
    subject.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { cookies: { vitalia_refresh: cookie } } : {}),
    });
  const me = (token: string) =>
    subject.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });

  describe('sign-up', () => {
    it('creates the identity and a session: a short-lived token and an httpOnly strict cookie', async () => {
      const email = uniqueEmail();
      const response = await post('/api/identity/sign-up', {
        email: ` ${email.toUpperCase()} `,
        password: 'secret1',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user.email).toBe(email);
      expect(body.expiresIn).toBeLessThanOrEqual(15 * 60);
      const claims = decodeJwt(body.accessToken);
      expect(claims.sub).toBe(body.user.uid);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(15 * 60);
      const cookie = response.cookies.find((candidate) => candidate.name === 'vitalia_refresh');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity' });
      expect(response.body).not.toContain(cookie?.value);
    });

    it.each([
      [{ email: '', password: 'secret1' }, 'email', 6001],
      [{ email: 'not-an-email', password: 'secret1' }, 'email', 6000],
      [{ password: 'secret1' }, 'email', 6001],
      [{ email: 'a@example.com', password: '' }, 'password', 6003],
      [{ email: 'a@example.com', password: '12345' }, 'password', 6002],
      [{ email: 'a@example.com' }, 'password', 6003],
    ])('refuses %j with %s → %i', async (payload, field, code) => {
      const response = await post('/api/identity/sign-up', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toContainEqual({ field, code });
    });

    it('refuses a taken email with 7100 and keeps the first account', async () => {
      const account = await signUp(subject.app);
      const response = await post('/api/identity/sign-up', { email: account.email, password: 'another1' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe(7100);
      expect(
        (await post('/api/identity/sign-in', { email: account.email, password: 'correct-horse' })).statusCode,
      ).toBe(200);
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password, whatever the email case', async () => {
      const account = await signUp(subject.app);
      const response = await post('/api/identity/sign-in', {
        email: account.email.toUpperCase(),
        password: 'correct-horse',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.uid).toBe(account.uid);
    });

    it('answers a wrong password and an unknown email alike (7101)', async () => {
      const account = await signUp(subject.app);
      const wrong = await post('/api/identity/sign-in', { email: account.email, password: 'wrong-one' });
      const unknown = await post('/api/identity/sign-in', {
        email: uniqueEmail('nobody'),
        password: 'wrong-one',
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: { code: 7101, message: 'The email or password is incorrect' },
        });
      }
    });
  });

  describe('access tokens', () => {
    it('publishes the public key as a JWKS without the private part', async () => {
      const response = await subject.app.inject({ method: 'GET', url: '/api/identity/jwks.json' });
      const [key] = response.json().keys;
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
      expect(key).not.toHaveProperty('d');
    });

    it('refuses a missing or malformed bearer token with 4001', async () => {
      expect((await subject.app.inject({ method: 'GET', url: '/api/users/me' })).json().error.code).toBe(
        4001,
      );
      expect((await me('not.a.jwt')).statusCode).toBe(401);
    });

    it('refuses alg "none"', async () => {
      const account = await signUp(subject.app);
      const [, payload] = account.accessToken.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      expect((await me(`${header}.${payload}.`)).json().error.code).toBe(4001);
    });

    it('refuses a token signed by another key', async () => {
      const account = await signUp(subject.app);
      const claims = decodeJwt(account.accessToken);
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const forged = await new SignJWT({ email: account.email })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setIssuer(claims.iss!)
        .setAudience('vitalia-api')
        .setSubject(account.uid)
        .setExpirationTime('10m')
        .sign(privateKey);
      expect((await me(forged)).json().error.code).toBe(4001);
    });
  });

  describe('refresh tokens', () => {
    it('rotates on every use', async () => {
      const account = await signUp(subject.app);
      const first = await post('/api/identity/refresh', undefined, account.refreshCookie);
      expect(first.statusCode).toBe(200);
      const rotated = refreshCookieOf(first);
      expect(rotated).not.toBe(account.refreshCookie);
      expect((await post('/api/identity/refresh', undefined, rotated)).statusCode).toBe(200);
    });

    it('revokes the whole family when a used token comes back', async () => {
      const account = await signUp(subject.app);
      const rotated = refreshCookieOf(await post('/api/identity/refresh', undefined, account.refreshCookie));
      const replay = await post('/api/identity/refresh', undefined, account.refreshCookie);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.code).toBe(4001);
      // The thief's replay also ends the legitimate holder's session.
      expect((await post('/api/identity/refresh', undefined, rotated)).statusCode).toBe(401);
    });

    it('lets only one of two simultaneous refreshes with the same token through', async () => {
      const account = await signUp(subject.app);
      const results = await Promise.all([
        post('/api/identity/refresh', undefined, account.refreshCookie),
        post('/api/identity/refresh', undefined, account.refreshCookie),
      ]);
      expect(results.filter((response) => response.statusCode === 200).length).toBeLessThanOrEqual(1);
    });

    it('refuses a refresh without a cookie or with an unknown one', async () => {
      expect((await post('/api/identity/refresh')).statusCode).toBe(401);
      expect((await post('/api/identity/refresh', undefined, 'made-up')).statusCode).toBe(401);
    });

    it('answers the profile with the session when asked (include=profile), exactly as /users/me does', async () => {
      const account = await registerMember(subject.app);
      const restored = await post('/api/identity/refresh?include=profile', undefined, account.refreshCookie);
      expect(restored.statusCode).toBe(200);
      const body = restored.json();
      expect(body.user.uid).toBe(account.uid);
      const profile = (await me(body.accessToken)).json().data;
      expect(body.profile).toEqual(profile);
      expect(body.profile).toMatchObject({ email: account.email, language: 'fr' });
      // The cookie rotated as on any refresh.
      expect(refreshCookieOf(restored)).not.toBe(account.refreshCookie);
    });

    it('leaves the profile out unless asked, and when the identity has none yet', async () => {
      const registered = await registerMember(subject.app);
      const plain = (await post('/api/identity/refresh', undefined, registered.refreshCookie)).json();
      expect(plain).not.toHaveProperty('profile');
      const unregistered = await signUp(subject.app);
      const restored = await post(
        '/api/identity/refresh?include=profile',
        undefined,
        unregistered.refreshCookie,
      );
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).not.toHaveProperty('profile');
      expect(restored.json().user.uid).toBe(unregistered.uid);
    });

    it('refuses an unknown include with 4000, and rotates nothing', async () => {
      const account = await registerMember(subject.app);
      const refused = await post('/api/identity/refresh?include=password', undefined, account.refreshCookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe(4000);
      expect((await post('/api/identity/refresh', undefined, account.refreshCookie)).statusCode).toBe(200);
    });

    it('ends the session on sign-out', async () => {
      const account = await signUp(subject.app);
      const signOut = await post('/api/identity/sign-out', undefined, account.refreshCookie);
      expect(signOut.statusCode).toBe(204);
      expect((await post('/api/identity/refresh', undefined, account.refreshCookie)).statusCode).toBe(401);
    });
  });
});

describe('abuse limits', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ authRateLimitPerMinute: 3 });
  });
  afterAll(() => subject.close());

  it('trips per IP with 7001 and leaves other IPs alone', async () => {
    const attempt = (ip: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in',
        remoteAddress: ip,
        payload: { email: 'nobody@example.com', password: 'whatever1' },
      });
    for (let index = 0; index < 3; index += 1) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe(7001);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });
});
