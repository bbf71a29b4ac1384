import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirebaseIdentityConfig } from '../../config';
import { signUp, uniqueEmail } from '../../test/accounts';
import { startFirebaseEmulator, type FirebaseEmulator } from '../../test/firebase-emulator';
import { createTestApp, servicesOf, type TestApp } from '../../test/test-app';

const embeddedApp = () => createTestApp();
import { firebaseIdentity, revocationCheckTtlMs } from './firebase-identity';

/** Firebase compares sign-in and revocation times in whole seconds: a step past the second boundary. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/** An unsigned token like the emulator's, with claims changed: only the claims checks can refuse it. */
function withClaims(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), ...changes })).toString('base64url');
  return [header, payload, signature].join('.');
}

describe('Firebase Authentication as the identity service (IDENTITY=firebase, issue 19)', () => {
  let emulator: FirebaseEmulator;
  let identity: FirebaseIdentityConfig;
  let subject: TestApp;

  beforeAll(async () => {
    emulator = await startFirebaseEmulator();
    identity = {
      kind: 'firebase',
      projectId: emulator.projectId,
      apiKey: 'demo-api-key',
      authDomain: `${emulator.projectId}.firebaseapp.com`,
      credentials: { kind: 'emulator', host: emulator.host },
    };
    subject = await createTestApp({ identity });
  }, 90_000);
  afterAll(async () => {
    await subject?.close();
    await emulator?.stop();
  });

  /** What the web's Firebase SDK does on the sign-up screen: an account, and its ID token. */
  async function firebaseSignUp(email = uniqueEmail()) {
    const answer = await emulator.identityToolkit('signUp', {
      email,
      password: 'correct-horse',
      returnSecureToken: true,
    });
    return { email, uid: String(answer.localId), idToken: String(answer.idToken) };
  }
  const firebaseSignIn = async (email: string, password = 'correct-horse') =>
    String(
      (
        await emulator.identityToolkit('signInWithPassword', {
          email,
          password,
          returnSecureToken: true,
        })
      ).idToken,
    );
  const me = (token: string) =>
    subject.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
  async function register(account: { email: string; uid: string; idToken: string }) {
    return subject.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${account.idToken}` },
      payload: {
        email: account.email,
        authProvider: 'password',
        uid: account.uid,
        firstname: null,
        lastname: null,
        language: 'ar',
      },
    });
  }

  it('registers a Firebase account as a member (spec §7) and answers its profile to its ID token', async () => {
    const account = await firebaseSignUp();
    const registered = await register(account);
    expect(registered.statusCode).toBe(201);
    const profile = await me(account.idToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ email: account.email, language: 'ar', role: 'user' });
    // A second ID token of the same account (another device) is the same member.
    expect((await me(await firebaseSignIn(account.email))).json().data.id).toBe(profile.json().data.id);
  });

  it("refuses the uid of someone else's account at registration", async () => {
    const account = await firebaseSignUp();
    const other = await firebaseSignUp();
    const refused = await register({ ...account, uid: other.uid });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses with 4001 a token that is not a current Firebase ID token of this project', async () => {
    const account = await firebaseSignUp();
    expect((await register(account)).statusCode).toBe(201);
    const hourAgo = Math.floor(Date.now() / 1000) - 3_600;
    const refusals = [
      withClaims(account.idToken, { aud: 'another-project' }),
      withClaims(account.idToken, { iss: 'https://securetoken.google.com/another-project' }),
      withClaims(account.idToken, { exp: hourAgo, iat: hourAgo - 3_600 }),
      withClaims(account.idToken, { sub: '' }),
      'not-a-token',
    ];
    for (const token of refusals) {
      const answer = await me(token);
      expect(answer.statusCode, token).toBe(401);
      expect(answer.json().error.code).toBe(4001);
    }
    // The embedded service's tokens mean nothing here.
    const embedded = await embeddedApp();
    try {
      const foreign = await signUp(embedded.app);
      expect((await me(foreign.accessToken)).statusCode).toBe(401);
    } finally {
      await embedded.close();
    }
  });

  it('ends every session when the member asks for deletion, and the purge deletes the Firebase user', async () => {
    const account = await firebaseSignUp();
    expect((await register(account)).statusCode).toBe(201);
    await nextSecond();
    const token = await firebaseSignIn(account.email);
    expect((await me(token)).statusCode).toBe(200);
    await nextSecond();
    const deletion = await subject.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deletion.statusCode).toBe(202);
    // Refused at once, though this server had just said yes to the token. (Against the emulator, firebase-admin also
    // checks revocation itself; against Firebase it does not, and the next test proves this module's own check.)
    expect((await me(token)).json().error.code).toBe(4001);

    const services = await servicesOf(subject, { identity });
    try {
      expect(await services.users.purgeDeletedAccounts(new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    } finally {
      await services.sessions.close();
    }
    await expect(firebaseSignIn(account.email)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });

  it('resets a Firebase password with our emailed code (spec §7) and ends the sessions it had', async () => {
    const account = await firebaseSignUp();
    expect((await register(account)).statusCode).toBe(201);
    await nextSecond();
    const before = subject.outbox.length;
    const post = (url: string, payload: object) => subject.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/auth/password-reset/request', { email: account.email })).statusCode).toBe(200);
    expect(subject.outbox).toHaveLength(before + 1);
    const mail = subject.outbox.at(-1)!;
    expect(mail.to).toBe(account.email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post('/api/auth/password-reset/reset', {
      email: account.email,
      code: wrong,
      newPassword: 'brand-new-horse',
    });
    expect(refused.json().error.code).toBe(7102);
    await expect(firebaseSignIn(account.email, 'brand-new-horse')).rejects.toThrow(
      /INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/,
    );

    const reset = await post('/api/auth/password-reset/reset', {
      email: account.email,
      code,
      newPassword: 'brand-new-horse',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(account.idToken)).json().error.code).toBe(4001);
    await expect(firebaseSignIn(account.email)).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
    await nextSecond();
    expect((await me(await firebaseSignIn(account.email, 'brand-new-horse'))).statusCode).toBe(200);
    // The code is spent.
    const again = await post('/api/auth/password-reset/reset', {
      email: account.email,
      code,
      newPassword: 'third-horse',
    });
    expect(again.json().error.code).toBe(7102);
  });

  it('sends no code for an address Firebase does not know, and answers the same', async () => {
    const before = subject.outbox.length;
    const answer = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: uniqueEmail('nobody') },
    });
    expect(answer.statusCode).toBe(200);
    expect(subject.outbox).toHaveLength(before);
  });

  it('opens no session of its own: the browser signs in with Firebase', async () => {
    for (const url of [
      '/api/identity/sign-in',
      '/api/identity/sign-up',
      '/api/identity/refresh',
      '/api/identity/sign-out',
    ])
      expect((await subject.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(404);
    // Google and Apple still start here: their checked tokens go on to Firebase (federated-firebase.test.ts).
    expect((await subject.app.inject({ method: 'GET', url: '/api/identity/providers' })).statusCode).toBe(
      200,
    );
  });

  it('ends the other sessions of a changed password, and keeps the one that signs in with it', async () => {
    const account = await firebaseSignUp();
    expect((await register(account)).statusCode).toBe(201);
    const beforeChange = await firebaseSignIn(account.email);
    await nextSecond();

    // What the web's Firebase SDK sends for updatePassword, then the sign-in with the new password the web makes
    // at once: Firebase counts a session from its last sign-in, which the change must not predate.
    await emulator.identityToolkit('update', {
      idToken: beforeChange,
      password: 'correct-horse-2',
      returnSecureToken: true,
    });
    const afterChange = await firebaseSignIn(account.email, 'correct-horse-2');
    // A server that never saw this member asks Firebase now.
    const server = firebaseIdentity(identity);
    try {
      expect(await server.isCurrentSession(await server.verifyAccessToken(afterChange))).toBe(true);
      const stale = await server.verifyAccessToken(beforeChange).catch(() => null);
      expect(stale === null || !(await server.isCurrentSession(stale))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('lets another server see a revocation within its check interval', async () => {
    const account = await firebaseSignUp();
    await nextSecond();
    let clock = Date.now();
    const serverA = firebaseIdentity(identity, () => clock);
    const serverB = firebaseIdentity(identity);
    try {
      const caller = await serverA.verifyAccessToken(await firebaseSignIn(account.email));
      expect(await serverA.isCurrentSession(caller)).toBe(true);
      await nextSecond();
      await serverB.endAllSessions(account.uid);
      // Server A asked a moment ago and trusts that answer for a while …
      expect(await serverA.isCurrentSession(caller)).toBe(true);
      clock += revocationCheckTtlMs;
      // … then asks again and hears of it.
      expect(await serverA.isCurrentSession(caller)).toBe(false);
      // A sign-in after the revocation is current everywhere.
      await nextSecond();
      const fresh = await serverA.verifyAccessToken(await firebaseSignIn(account.email));
      expect(await serverA.isCurrentSession(fresh)).toBe(true);
    } finally {
      await serverA.close();
      await serverB.close();
    }
  });
});
