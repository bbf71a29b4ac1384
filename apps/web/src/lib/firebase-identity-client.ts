/**
 * Firebase Authentication as the web's identity service (D3, docs/decisions/041). Loaded only when someone signs in,
 * signs up or comes back with a session, never by /login up front: the SDK alone is several times the login budget.
 */
import {
  ErrorCode,
  httpStatusOf,
  sessionRoutes,
  type AnswerOf,
  type FirebaseWebIdentity,
  type identityEndpoints,
} from '@vitalia/contracts';
import { FirebaseError, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  linkWithCredential,
  OAuthProvider,
  reauthenticateWithCredential,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { AuthUser } from './auth-store-types';
import { IdentityError, type FirebaseCalls } from './identity-service';

/** Firebase's refusals, as the error codes the embedded service answers with: the screens read only ours. */
const codeOfFirebaseError: Record<string, ErrorCode> = {
  'auth/email-already-in-use': ErrorCode.emailTaken,
  'auth/invalid-credential': ErrorCode.wrongCredentials,
  'auth/invalid-login-credentials': ErrorCode.wrongCredentials,
  'auth/wrong-password': ErrorCode.wrongCredentials,
  'auth/user-not-found': ErrorCode.wrongCredentials,
  'auth/user-disabled': ErrorCode.wrongCredentials,
  'auth/invalid-email': ErrorCode.invalidRequest,
  'auth/weak-password': ErrorCode.invalidRequest,
  'auth/too-many-requests': ErrorCode.tooManyRequests,
  // Firebase's own rule for a provider whose email an account already has: as ours, sign in with the password first.
  'auth/account-exists-with-different-credential': ErrorCode.emailBelongsToPasswordAccount,
  'auth/credential-already-in-use': ErrorCode.providerIdentityTaken,
};

/** A spent or revoked session: the person signs in again, as after the embedded service's 401. */
const sessionEndedErrors = new Set([
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/requires-recent-login',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** A Firebase failure as the IdentityError the rest of the web already handles; a network failure stays one. */
export function identityErrorOf(error: unknown, { isSessionCall = false } = {}): unknown {
  if (!(error instanceof FirebaseError)) return error;
  if (isSessionCall && sessionEndedErrors.has(error.code)) return new IdentityError(401, null);
  if (error.code === 'auth/network-request-failed') return new TypeError('network request failed');
  const code = codeOfFirebaseError[error.code] ?? ErrorCode.internalError;
  return new IdentityError(httpStatusOf(code), { error: { code } });
}

const userOf = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email ?? '',
  displayName: user.displayName,
});

async function translated<T>(work: () => Promise<T>, isSessionCall = false): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw identityErrorOf(error, { isSessionCall });
  }
}

type HandedCredential = AnswerOf<typeof identityEndpoints.collectFederatedCredential>['data'];

/** The provider's token our callback checked and kept for this browser (decision 041), once. */
async function collectProviderCredential(): Promise<HandedCredential> {
  const response = await fetch(`/api${sessionRoutes.collectFederatedCredential.path}`, {
    method: sessionRoutes.collectFederatedCredential.method,
    credentials: 'same-origin',
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new IdentityError(response.status, payload);
  return (payload as { data: HandedCredential }).data;
}

/** A wrong current password, where the settings form shows the embedded service's refusal: on that field. */
const wrongCurrentPassword = new IdentityError(httpStatusOf(ErrorCode.wrongCredentials), {
  error: {
    code: ErrorCode.wrongCredentials,
    details: [{ field: 'currentPassword', code: ErrorCode.wrongCredentials }],
  },
});

export function createFirebaseIdentityClient(config: FirebaseWebIdentity): FirebaseCalls {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
  });
  // No popup or redirect resolver: Google and Apple come through our own OpenID round trip (decision 041), so the
  // SDK never loads Google's iframe script, which the Content Security Policy would refuse.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  return {
    signUp: (credentials) =>
      translated(async () =>
        userOf((await createUserWithEmailAndPassword(auth, credentials.email, credentials.password)).user),
      ),
    signIn: (credentials) =>
      translated(async () =>
        userOf((await signInWithEmailAndPassword(auth, credentials.email, credentials.password)).user),
      ),
    signOut: () => translated(() => signOut(auth)),
    completeProviderSignIn: () =>
      translated(async () => {
        const { provider, idToken, rawNonce, displayName } = await collectProviderCredential();
        const credential = new OAuthProvider(provider).credential({ idToken, rawNonce });
        const { user } = await signInWithCredential(auth, credential);
        // Apple's name travels beside its token, never in it: Firebase learns it from us, once.
        if (!user.displayName && displayName) await updateProfile(user, { displayName });
        return { user: userOf(user) };
      }),
    restore: () =>
      translated(async () => {
        await auth.authStateReady();
        return auth.currentUser ? { user: userOf(auth.currentUser) } : null;
      }),
    completeProviderLink: () =>
      translated(async () => {
        const { provider, idToken, rawNonce } = await collectProviderCredential();
        await auth.authStateReady();
        if (!auth.currentUser) throw new IdentityError(401, null);
        await linkWithCredential(
          auth.currentUser,
          new OAuthProvider(provider).credential({ idToken, rawNonce }),
        );
      }),
    changePassword: ({ currentPassword, newPassword }) =>
      translated(async () => {
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user?.email) throw new IdentityError(401, null);
        // Firebase asks for a recent sign-in before a password changes: the current password gives one.
        const proof = EmailAuthProvider.credential(user.email, currentPassword);
        await reauthenticateWithCredential(user, proof).catch((error: unknown) => {
          throw identityErrorOf(error) instanceof IdentityError ? wrongCurrentPassword : error;
        });
        await updatePassword(user, newPassword);
        // The change ends every session that signed in before it, this one too by Firebase's rule (the Admin SDK
        // counts from the last sign-in): signing in again with the new password keeps this one going.
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, newPassword));
      }),
    getToken: (forceRefresh = false) =>
      translated(async () => {
        await auth.authStateReady();
        if (!auth.currentUser) throw new IdentityError(401, null);
        return auth.currentUser.getIdToken(forceRefresh);
      }, true),
  };
}
