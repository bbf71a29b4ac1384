import type { APIRequestContext, BrowserContext } from '@playwright/test';

/**
 * The identity service of this run, as set-up steps need it: the embedded one, or the Firebase Authentication
 * emulator when playwright.firebase.config.ts started one (issue 19). A journey's screens never know which.
 */
// Read at each call: in the runner (the end-of-run check) this module is loaded with the config, before the config
// sets the variable.
const emulatorHost = () => process.env.E2E_FIREBASE_EMULATOR_HOST;
const emulatorProject = 'demo-vitalia';
export const isFirebaseRun = () => emulatorHost() !== undefined;

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The emulator's Identity Toolkit, as the Firebase SDK calls it; `asOwner` is its stand-in for the Admin SDK. */
const identityToolkit = async <T>(
  request: APIRequestContext,
  method: string,
  data: object,
  { asOwner = false } = {},
) =>
  answer<T>(
    await request.post(
      asOwner
        ? `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${emulatorProject}/accounts:${method}`
        : `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=journeys`,
      { data, ...(asOwner ? { headers: { authorization: 'Bearer owner' } } : {}) },
    ),
  );

export interface IdentitySession {
  accessToken: string;
  uid: string;
}

/** A new account with a password, signed in. */
export async function createIdentityAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<IdentitySession> {
  if (emulatorHost()) {
    const created = await identityToolkit<{ idToken: string; localId: string }>(request, 'signUp', {
      email,
      password,
      returnSecureToken: true,
    });
    return { accessToken: created.idToken, uid: created.localId };
  }
  const session = await answer<{ accessToken: string; user: { uid: string } }>(
    await request.post('/api/identity/sign-up', { data: { email, password } }),
  );
  return { accessToken: session.accessToken, uid: session.user.uid };
}

export async function signInToIdentity(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<IdentitySession> {
  if (emulatorHost()) {
    const session = await identityToolkit<{ idToken: string; localId: string }>(
      request,
      'signInWithPassword',
      { email, password, returnSecureToken: true },
    );
    return { accessToken: session.idToken, uid: session.localId };
  }
  const session = await answer<{ accessToken: string; user: { uid: string } }>(
    await request.post('/api/identity/sign-in', { data: { email, password } }),
  );
  return { accessToken: session.accessToken, uid: session.user.uid };
}

/**
 * The identity service stops renewing this browser's session, as when it expires or is revoked: the embedded
 * service's refresh cookie is gone; Firebase refuses the account's refresh token (it is disabled).
 */
export async function endIdentitySession(context: BrowserContext, email: string): Promise<void> {
  if (!emulatorHost()) return context.clearCookies();
  const found = await identityToolkit<{ users: { localId: string }[] }>(
    context.request,
    'lookup',
    { email: [email] },
    { asOwner: true },
  );
  await identityToolkit(
    context.request,
    'update',
    { localId: found.users[0]!.localId, disableUser: true },
    { asOwner: true },
  );
}
