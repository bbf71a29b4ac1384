import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from './alert-store';
import { useAuthStore } from './auth-store';
import { federatedActions } from './federated-session';
import i18next from 'i18next';
import { identityClient } from './identity-client';
import { IdentityError } from './identity-service';
import { initTestI18n } from '../test/i18n';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const profile = (overrides: Record<string, unknown> = {}) => ({
  id: 'p1',
  role: 'user',
  isCompleted: false,
  subscription: null,
  email: 'ana@example.com',
  firstname: null,
  lastname: null,
  username: null,
  gender: null,
  birthDate: null,
  bio: null,
  pictureUrl: null,
  language: 'fr',
  ...overrides,
});

describe('single sign-on, back from the provider (spec §4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const user = { uid: 'uid-1', email: 'ana@example.com', displayName: 'Ana Maria Martin' };

  beforeAll(() => initTestI18n());
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.spyOn(identityClient, 'completeProviderSignIn').mockResolvedValue({ user });
    vi.spyOn(identityClient, 'getToken').mockResolvedValue('token');
    vi.spyOn(identityClient, 'signOut').mockResolvedValue();
    localStorage.clear();
    useAuthStore.setState({ user: null, profile: null, subscription: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

  it('says why the identity service refused the provider (7105), not only that it failed', async () => {
    vi.mocked(identityClient.completeProviderSignIn).mockRejectedValue(
      new IdentityError(409, { error: { code: 7105 } }),
    );
    await expect(federatedActions.completeFederatedSignIn('google.com')).rejects.toMatchObject({
      code: '7105',
    });
    expect(useAlertStore.getState()).toMatchObject({ visible: true, message: i18next.t('errors:7105') });
    expect(useAuthStore.getState()).toMatchObject({ user: null, googleLoading: false });
  });

  it('loads the profile of a person the product already knows', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: profile({ isCompleted: true }) }));
    await federatedActions.completeFederatedSignIn('google.com');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(useAuthStore.getState()).toMatchObject({ user, googleLoading: false });
    expect(useAuthStore.getState().profile?.isCompleted).toBe(true);
  });

  it('takes the profile that came back with the session, asking nothing more', async () => {
    vi.mocked(identityClient.completeProviderSignIn).mockResolvedValue({
      user,
      profile: profile({ isCompleted: true }) as never,
    });
    await federatedActions.completeFederatedSignIn('google.com');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user, googleLoading: false });
    expect(useAuthStore.getState().profile?.isCompleted).toBe(true);
  });

  it('registers a new person with the first and second words of the display name', async () => {
    localStorage.setItem('language', 'ar');
    fetchMock
      .mockResolvedValueOnce(json(404, { error: { code: 4004, message: 'Resource not found' } }))
      .mockResolvedValueOnce(json(201, { data: profile({ firstname: 'Ana', lastname: 'Maria' }) }));
    await federatedActions.completeFederatedSignIn('apple.com');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/auth/register');
    expect(bodyOf(1)).toEqual({
      email: 'ana@example.com',
      authProvider: 'apple.com',
      uid: 'uid-1',
      firstname: 'Ana',
      lastname: 'Maria',
      language: 'ar',
    });
    expect(useAuthStore.getState().profile?.firstname).toBe('Ana');
    expect(localStorage.getItem('userSession')).toContain('uid-1');
  });

  it('says which provider failed and leaves nobody half signed in', async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: 5000, message: 'Internal server error' } }));
    await expect(federatedActions.completeFederatedSignIn('google.com')).rejects.toMatchObject({
      code: '5000',
    });
    expect(identityClient.signOut).toHaveBeenCalledOnce();
    expect(useAuthStore.getState()).toMatchObject({ user: null, profile: null, googleLoading: false });
    expect(localStorage.getItem('userSession')).toBeNull();
    expect(useAlertStore.getState()).toMatchObject({
      visible: true,
      message: 'Failed to sign in with Google. Please try again.',
    });
  });
});
