import { webIdentityMetaName, type FirebaseWebIdentity } from '@vitalia/contracts';
import { FirebaseError } from 'firebase/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityErrorOf } from './firebase-identity-client';
import { IdentityError } from './identity-service';

const firebasePage: FirebaseWebIdentity = {
  kind: 'firebase',
  apiKey: 'web-key',
  authDomain: 'demo-vitalia.firebaseapp.com',
  projectId: 'demo-vitalia',
  emulatorUrl: 'http://127.0.0.1:9099',
};

function writeMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = webIdentityMetaName;
  meta.content = content;
  document.head.append(meta);
}

/** A fresh module: the client is chosen once, when the page loads it. */
async function freshIdentityClient() {
  vi.resetModules();
  return (await import('./identity-client')).identityClient;
}

describe('the identity service the page names (D3)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const user = { uid: 'uid-1', email: 'ana@example.com', displayName: null };
  const firebaseClient = {
    signUp: vi.fn(),
    signIn: vi.fn(async () => user),
    signOut: vi.fn(),
    restore: vi.fn(),
    getToken: vi.fn(async () => 'firebase-id-token'),
  };
  const createFirebaseIdentityClient = vi.fn(() => firebaseClient);

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.doMock('./firebase-identity-client', () => ({ createFirebaseIdentityClient }));
  });
  afterEach(() => {
    document.head.querySelectorAll(`meta[name="${webIdentityMetaName}"]`).forEach((meta) => meta.remove());
    vi.doUnmock('./firebase-identity-client');
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('is the embedded service when the page names none', async () => {
    const client = await freshIdentityClient();
    fetchMock.mockResolvedValueOnce(Response.json({ accessToken: 'token', expiresIn: 900, user }));

    await expect(client.signIn({ email: user.email, password: 'secret-1' })).resolves.toEqual(user);

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/identity/sign-in');
    expect(createFirebaseIdentityClient).not.toHaveBeenCalled();
  });

  it('is Firebase when the page says so, loaded at the first call and once', async () => {
    writeMeta(JSON.stringify(firebasePage));
    const client = await freshIdentityClient();
    expect(createFirebaseIdentityClient).not.toHaveBeenCalled();

    await expect(client.signIn({ email: user.email, password: 'secret-1' })).resolves.toEqual(user);
    await expect(client.getToken()).resolves.toBe('firebase-id-token');

    expect(createFirebaseIdentityClient).toHaveBeenCalledOnce();
    expect(createFirebaseIdentityClient).toHaveBeenCalledWith(firebasePage);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the embedded service when the tag cannot be read', async () => {
    writeMeta('{not json');
    const client = await freshIdentityClient();
    fetchMock.mockResolvedValueOnce(Response.json({ accessToken: 'token', expiresIn: 900, user }));

    await client.signIn({ email: user.email, password: 'secret-1' });

    expect(createFirebaseIdentityClient).not.toHaveBeenCalled();
  });
});

describe("Firebase's refusals, as the embedded service's codes", () => {
  const refusal = (code: string) => new FirebaseError(code, `Firebase: (${code}).`);

  it.each([
    ['auth/invalid-credential', 401, 7101],
    ['auth/wrong-password', 401, 7101],
    ['auth/email-already-in-use', 409, 7100],
    ['auth/too-many-requests', 429, 7001],
    ['auth/weak-password', 400, 4000],
    ['auth/operation-not-allowed', 500, 5000],
  ])('%s is %i with code %i', (firebaseCode, status, code) => {
    const error = identityErrorOf(refusal(firebaseCode));
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ status, body: { error: { code } } });
  });

  it('a spent session, while a token is fetched, is the 401 that signs the member out', () => {
    expect(identityErrorOf(refusal('auth/user-token-expired'), { isSessionCall: true })).toMatchObject({
      status: 401,
      body: null,
    });
  });

  it('a network failure stays a network failure, never a signed-out member', () => {
    expect(identityErrorOf(refusal('auth/network-request-failed'))).not.toBeInstanceOf(IdentityError);
  });
});
