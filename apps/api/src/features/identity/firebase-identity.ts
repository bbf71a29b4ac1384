import { randomUUID } from 'node:crypto';
import { cert, deleteApp, initializeApp, type Credential } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Credentials } from '@vitalia/contracts';
import { pointFirebaseSdkAtEmulator, type FirebaseIdentityConfig } from '../../config';
import type { SessionCaller } from '../../lib/auth';

/**
 * How long a server trusts what it last heard of a member's revoked sessions. Asking Firebase on every call would
 * add a network round trip to each; the server that revokes forgets at once, the others within this.
 */
export const revocationCheckTtlMs = 60_000;

function credentialOf(credentials: FirebaseIdentityConfig['credentials']): Credential | undefined {
  if (credentials.kind === 'file') return cert(credentials.path);
  if (credentials.kind === 'service-account') return cert(credentials);
  return undefined;
}

const isMissingUser = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/**
 * Firebase Authentication as the API sees it (D3, issue 19): it verifies the ID tokens the web's Firebase SDK sends
 * (signature, audience, issuer, expiry, with keys firebase-admin caches and rotates) and ends or deletes a member's
 * Firebase sessions. Who a member is and what they may do stay ours: a token names a uid, our tables say the rest.
 */
export function firebaseIdentity(config: FirebaseIdentityConfig, now: () => number = Date.now) {
  pointFirebaseSdkAtEmulator(config);
  const credential = credentialOf(config.credentials);
  // Named apart: tests start several apps in one process.
  const app = initializeApp(
    { projectId: config.projectId, ...(credential ? { credential } : {}) },
    `vitalia-${randomUUID()}`,
  );
  const auth = getAuth(app);
  /** uid → the second before which its sessions are revoked (null: the account is gone), and when we asked. */
  const revokedBefore = new Map<string, { seconds: number | null; checkedAt: number }>();

  async function sessionsRevokedBefore(uid: string): Promise<number | null> {
    const known = revokedBefore.get(uid);
    if (known && now() - known.checkedAt < revocationCheckTtlMs) return known.seconds;
    const seconds = await auth.getUser(uid).then(
      (user) => (user.tokensValidAfterTime ? Math.floor(Date.parse(user.tokensValidAfterTime) / 1000) : 0),
      (error: unknown) => {
        if (isMissingUser(error)) return null;
        throw error;
      },
    );
    revokedBefore.set(uid, { seconds, checkedAt: now() });
    return seconds;
  }

  /** The Firebase user behind an email, for a password reset (decision 040); null when there is none. */
  async function findAccount(email: string): Promise<{ uid: string; email: string } | null> {
    const user = await auth.getUserByEmail(email).catch((error: unknown) => {
      if (isMissingUser(error)) return null;
      throw error;
    });
    return user?.email ? { uid: user.uid, email: user.email } : null;
  }

  return {
    /** The token's sign-in time stands for the embedded service's session epoch. */
    async verifyAccessToken(token: string): Promise<SessionCaller> {
      const decoded = await auth.verifyIdToken(token);
      if (!decoded.email) throw new Error('a Firebase identity without an email is not a member');
      return { uid: decoded.uid, email: decoded.email, sessionEpoch: decoded.auth_time };
    },

    /** False once the account is gone or its sessions were revoked after this one began (Firebase's own rule). */
    async isCurrentSession({ uid, sessionEpoch }: SessionCaller): Promise<boolean> {
      const seconds = await sessionsRevokedBefore(uid);
      return seconds !== null && sessionEpoch >= seconds;
    },

    /** Sign out everywhere: Firebase refuses the member's refresh tokens, and this server their ID tokens at once. */
    async endAllSessions(uid: string): Promise<void> {
      await auth.revokeRefreshTokens(uid);
      revokedBefore.delete(uid);
    },

    findAccount,

    /** Spec §7 reset, its last step: the new password, set through the Admin SDK, and every session ended. */
    async setPassword(uid: string, password: string): Promise<void> {
      await auth.updateUser(uid, { password });
      await auth.revokeRefreshTokens(uid);
      revokedBefore.delete(uid);
    },

    /** The providers the account signs in with besides its password, as Firebase keeps them. */
    async linkedProviders(uid: string): Promise<string[]> {
      return (await auth.getUser(uid)).providerData.map((provider) => provider.providerId);
    },

    /** For the operator CLI and the demo data: the Firebase user with this password, made when missing. */
    async ensureAccount({ email, password }: Credentials): Promise<{ uid: string; email: string }> {
      const existing = await findAccount(email);
      if (existing) {
        await auth.updateUser(existing.uid, { password });
        return existing;
      }
      const created = await auth.createUser({ email, password, emailVerified: true });
      return { uid: created.uid, email };
    },

    /** The Firebase user goes with the account; one already gone is not an error. */
    async deleteAccount(uid: string): Promise<void> {
      await auth.deleteUser(uid).catch((error: unknown) => {
        if (!isMissingUser(error)) throw error;
      });
      revokedBefore.delete(uid);
    },

    close: () => deleteApp(app),
  };
}
