import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../test/i18n';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile = {
  id: 'p1',
  role: 'user',
  isCompleted: true,
  subscription: null,
  email: 'ana@example.com',
  firstname: 'Ana',
  lastname: null,
  username: 'ana',
  gender: null,
  birthDate: null,
  bio: null,
  pictureUrl: null,
  language: 'en',
};

/** A fresh module each time: `initializeAuth` runs once per page load. */
async function freshAuth() {
  vi.resetModules();
  const [
    { initializeAuth, useAuthStore, authActions, beforeSignOut },
    { identityClient },
    { apiRequest },
    { useAlertStore },
  ] = await Promise.all([
    import('./auth-store'),
    import('./identity-client'),
    import('./api-client'),
    import('./alert-store'),
  ]);
  return {
    initializeAuth,
    useAuthStore,
    authActions,
    beforeSignOut,
    identityClient,
    apiRequest,
    useAlertStore,
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

const fetchMock = vi.fn<typeof fetch>();
const user = { uid: 'uid-1', email: 'ana@example.com', displayName: null };

beforeAll(() => initTestI18n());
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('start-up: the session while the copy loads (spec §4)', () => {
  it('restores the session and the profile in one round trip, applied once the copy is loaded', async () => {
    localStorage.setItem('userSession', JSON.stringify({ uid: user.uid }));
    const { initializeAuth, useAuthStore } = await freshAuth();
    fetchMock.mockResolvedValueOnce(json(200, { accessToken: 'token', expiresIn: 900, user, profile }));
    const copy = deferred();

    const initialized = initializeAuth(copy.promise);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/identity/refresh?include=profile');
    expect(useAuthStore.getState()).toMatchObject({ profile: null, isInitialized: false });
    copy.resolve();
    await initialized;
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(useAuthStore.getState()).toMatchObject({ user, isInitialized: true });
    expect(useAuthStore.getState().profile?.username).toBe('ana');
  });

  it('asks /users/me when the session came back without the profile', async () => {
    localStorage.setItem('userSession', JSON.stringify({ uid: user.uid }));
    const { initializeAuth, useAuthStore, identityClient } = await freshAuth();
    vi.spyOn(identityClient, 'restore').mockResolvedValue({ user });
    vi.spyOn(identityClient, 'getToken').mockResolvedValue('token');
    fetchMock.mockResolvedValueOnce(json(200, { data: profile }));
    const copy = deferred();

    const initialized = initializeAuth(copy.promise);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/me');
    expect(useAuthStore.getState()).toMatchObject({ profile: null, isInitialized: false });
    copy.resolve();
    await initialized;
    expect(useAuthStore.getState()).toMatchObject({ user, isInitialized: true });
    expect(useAuthStore.getState().profile?.username).toBe('ana');
  });

  it('asks nothing without a session hint, and is initialised signed out', async () => {
    const { initializeAuth, useAuthStore, identityClient } = await freshAuth();
    const restore = vi.spyOn(identityClient, 'restore');

    await initializeAuth(Promise.resolve());

    expect(restore).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, profile: null, isInitialized: true });
  });
});

describe('a session that ends (spec §7)', () => {
  beforeEach(() => localStorage.setItem('userSession', JSON.stringify({ uid: user.uid })));

  async function signedIn() {
    const auth = await freshAuth();
    fetchMock.mockResolvedValueOnce(json(200, { accessToken: 'token', expiresIn: 0, user, profile }));
    await auth.initializeAuth(Promise.resolve());
    expect(auth.useAuthStore.getState().user).toEqual(user);
    return auth;
  }

  it('signs a member out and says so when no fresh token can be had', async () => {
    const { apiRequest, useAuthStore, useAlertStore, beforeSignOut } = await signedIn();
    // What a feature tidies on this device is told the session was lost, not signed out (Web Push: no API call).
    const step = vi.fn(async () => undefined);
    beforeSignOut(step);
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 4001 } }));
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiRequest('GET', '/rewards')).rejects.toMatchObject({ code: 'auth/session-expired' });

    await vi.waitFor(() => expect(useAlertStore.getState().visible).toBe(true));
    expect(useAlertStore.getState().message).toBe('Session expired. Please sign in again.');
    expect(useAuthStore.getState().user).toBeNull();
    expect(step).toHaveBeenCalledWith('lost');
  });

  it('says nothing of a call left without a token by the member signing out', async () => {
    const { apiRequest, authActions, useAlertStore } = await signedIn();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await authActions.signOut();
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 4001 } }));

    await expect(apiRequest('GET', '/rewards')).rejects.toMatchObject({ code: 'auth/session-expired' });

    expect(useAlertStore.getState().visible).toBe(false);
  });
});
