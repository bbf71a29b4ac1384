import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/accounts';
import { startFirebaseEmulator, type FirebaseEmulator } from '../../test/firebase-emulator';
import { federatedRoundTrip } from '../../test/federated-round-trip';
import {
  signInAtStandIn,
  standInClients,
  startOidcStandIn,
  type OidcStandIn,
} from '../../test/oidc-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { federatedAttemptCookieName, federatedCredentialCookieName } from './federated-sign-in.routes';

const appOrigin = 'http://app.test';
const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/**
 * Google and Apple with Firebase Authentication holding the accounts (decision 041): our OpenID round trip checks
 * the provider's answer, then hands its ID token to the browser once, which signs in to Firebase with it.
 */
describe('federated sign-in with Firebase Authentication (issue 19)', () => {
  let emulator: FirebaseEmulator;
  let standIn: OidcStandIn;
  let subject: TestApp;
  let roundTrip: ReturnType<typeof federatedRoundTrip>;

  beforeAll(async () => {
    [emulator, standIn] = await Promise.all([
      startFirebaseEmulator(),
      startOidcStandIn({ appOrigins: [appOrigin] }),
    ]);
    subject = await createTestApp({
      publicUrl: new URL(appOrigin),
      identity: {
        kind: 'firebase',
        projectId: emulator.projectId,
        apiKey: 'demo-api-key',
        authDomain: `${emulator.projectId}.firebaseapp.com`,
        credentials: { kind: 'emulator', host: emulator.host },
      },
      federatedProviders: (['google.com', 'apple.com'] as const).map((id) => ({
        id,
        issuer: new URL(standIn.issuer),
        ...standInClients[id],
      })),
    });
    roundTrip = federatedRoundTrip(subject.app, appOrigin);
  }, 90_000);
  afterAll(async () => {
    await subject?.close();
    await Promise.all([emulator?.stop(), standIn?.close()]);
  });

  const collect = (cookie?: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/identity/federated/credential',
      ...(cookie ? { cookies: { [federatedCredentialCookieName]: cookie } } : {}),
    });
  const credentialCookieOf = (callback: Awaited<ReturnType<typeof collect>>) =>
    callback.cookies.find((cookie) => cookie.name === federatedCredentialCookieName);

  it('hands the checked Google token to the browser once, and Firebase signs the person in with it', async () => {
    const login = `ana.martin.${Date.now()}@gmail.example`;
    const callback = await roundTrip.signInWith('google.com', login);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?federated=google.com');
    // No session of ours: Firebase opens it.
    expect(callback.cookies.find((cookie) => cookie.name === 'vitalia_refresh')).toBeUndefined();
    const cookie = credentialCookieOf(callback)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity/federated' });

    const collected = await collect(cookie.value);
    expect(collected.statusCode, collected.body).toBe(200);
    const credential = collected.json().data;
    expect(credential).toMatchObject({ provider: 'google.com', displayName: 'Ana Martin' });
    // Firebase checks the token's nonce as the SHA-256 of the raw nonce it is given.
    expect(claimsOf(credential.idToken)).toMatchObject({ sub: login, email: login });
    expect(claimsOf(credential.idToken).nonce).toBe(sha256Hex(credential.rawNonce));

    // What the web's Firebase SDK sends for signInWithCredential, then a call to us with Firebase's token.
    const firebase = await emulator.identityToolkit('signInWithIdp', {
      postBody: new URLSearchParams({ id_token: credential.idToken, providerId: 'google.com' }).toString(),
      requestUri: appOrigin,
      returnSecureToken: true,
    });
    expect(firebase).toMatchObject({ email: login, providerId: 'google.com' });
    const registered = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${String(firebase.idToken)}` },
      payload: {
        email: login,
        authProvider: 'google.com',
        uid: firebase.localId,
        firstname: 'Ana',
        lastname: 'Martin',
        language: 'fr',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const again = await collect(cookie.value);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe(7108);
  });

  it('keeps the name Apple sends beside its code, which its token never carries', async () => {
    const login = `zineb.${Date.now()}@privaterelay.appleid.example`;
    const appleUser = JSON.stringify({ name: { firstName: 'Zineb', lastName: 'El Idrissi' }, email: login });
    const callback = await roundTrip.signInWith('apple.com', login, { user: appleUser });
    expect(callback.headers.location).toBe('/login?federated=apple.com');

    const collected = await collect(credentialCookieOf(callback)!.value);
    expect(collected.json().data).toMatchObject({ provider: 'apple.com', displayName: 'Zineb El Idrissi' });
  });

  it('hands nothing to a browser without the cookie, or with a forged one (7108)', async () => {
    for (const answer of [await collect(), await collect('forged-cookie-value')]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe(7108);
    }
  });

  it('connects Google to the member signed in, in Firebase, and lists it from there', async () => {
    const email = uniqueEmail('firebase-link');
    const account = await emulator.identityToolkit('signUp', {
      email,
      password: 'correct-horse',
      returnSecureToken: true,
    });
    const member = { authorization: `Bearer ${String(account.idToken)}` };
    const links = async () =>
      (
        await subject.app.inject({ method: 'GET', url: '/api/identity/federated/links', headers: member })
      ).json().data.providers;
    expect(await links()).toEqual([]);

    const { url, cookie } = await roundTrip.start('google.com', member, true);
    const answer = await signInAtStandIn(url, `linked.${email}`, appOrigin);
    const callback = await roundTrip.inject({
      method: 'GET',
      url: answer.url.pathname + answer.url.search,
      cookies: { [federatedAttemptCookieName]: cookie },
    });
    expect(callback.headers.location).toBe('/app/settings?connecting=google.com');
    const credential = (await collect(credentialCookieOf(callback)!.value)).json().data;

    // What the web's Firebase SDK sends for linkWithCredential: the provider's token and the member's own.
    await emulator.identityToolkit('signInWithIdp', {
      idToken: account.idToken,
      postBody: new URLSearchParams({ id_token: credential.idToken, providerId: 'google.com' }).toString(),
      requestUri: appOrigin,
      returnSecureToken: true,
    });
    expect(await links()).toEqual(['google.com']);
  });
});
