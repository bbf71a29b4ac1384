import type { FederatedProvider, PasswordChange, Credentials, Profile } from '@vitalia/contracts';
import type { AuthUser } from './auth-store-types';

/**
 * The identity service as the web sees it (D3): the embedded one below, or Firebase Authentication
 * (firebase-identity-client.ts) when the page says so. The screens, the auth store and the guard see only this.
 */
export interface IdentityClient {
  signUp(credentials: Credentials): Promise<AuthUser>;
  signIn(credentials: Credentials): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * The session left by an earlier visit (or by a provider's sign-in), if its cookie is still good; with the member's
   * profile when the service could answer it in the same round trip (otherwise the caller asks `/users/me`).
   */
  restore(): Promise<RestoredUser | null>;
  /** Back from a provider (`/login?federated=…`): the session that round trip opened. */
  completeProviderSignIn(): Promise<RestoredUser | null>;
  /** A valid access token; `forceRefresh` asks the identity service for a new one. Throws IdentityError. */
  getToken(forceRefresh?: boolean): Promise<string | null>;
  /** The single-sign-on providers the service has configuration for; none when it cannot be asked. */
  federatedProviders(): Promise<FederatedProvider[]>;
  /**
   * Leaves for the provider's sign-in page; the browser comes back to `/login?federated=<provider>`, or to settings
   * when `isLinking` connects the provider to the signed-in member.
   */
  redirectToProvider(provider: FederatedProvider, options?: ProviderTripOptions): Promise<void>;
  /**
   * Settings' change of password, when the service holds passwords itself (Firebase); the embedded service's goes
   * through the API's endpoint, as every other settings call.
   */
  changePassword?(change: PasswordChange): Promise<void>;
  /**
   * Back from a provider to settings (`?connecting=…`), when the service keeps provider links itself (Firebase):
   * connects the provider's checked token to the signed-in member. The embedded service links on its callback.
   */
  completeProviderLink?(): Promise<void>;
}

export interface ProviderTripOptions {
  isLinking?: boolean;
  /** Who proves the member when linking: the service holding the session (Firebase's token with Firebase). */
  linkingToken?: () => Promise<string | null>;
}

export interface RestoredUser {
  user: AuthUser;
  profile?: Profile;
}

/** The identity service refused (bad credentials, a spent session): carries its error code, never its text. */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`identity service answered ${status}`);
    this.name = 'IdentityError';
  }
}

/** What Firebase answers itself; the providers' round trip stays the embedded service's (decision 041). */
export type FirebaseCalls = Omit<IdentityClient, 'federatedProviders' | 'redirectToProvider'> &
  Required<Pick<IdentityClient, 'changePassword' | 'completeProviderLink'>>;
