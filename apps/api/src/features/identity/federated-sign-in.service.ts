import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { FederatedProviderId } from '../../config';
import { federatedProviders, ErrorCode } from '@vitalia/contracts';
import { AppError } from '../../lib/errors';
import type { FederatedProfile, FederatedProvider } from './federated-providers';
import type { FederatedSignInAttempt, IdentityAccount, IdentityRepository } from './identity.repository';
import { newAccountUid, type Session } from './identity.service';

/** Long enough to choose an account and type a password at the provider; short enough to keep little around. */
const attemptTtlMs = 10 * 60 * 1000;
/** The page the provider sent back asks for it at once. */
export const credentialTtlMs = 2 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type FederatedOutcome =
  | { kind: 'signed-in'; session: Session }
  /**
   * Firebase holds the accounts: the browser named by `cookieValue` collects the checked token for it, to sign in
   * with it or, `isLinking`, to connect it to the member signed in there.
   */
  | { kind: 'handed-over'; cookieValue: string; isLinking: boolean }
  | { kind: 'linked' }
  /** The person turned the provider's consent down: not an error worth an alert. */
  | { kind: 'cancelled'; wasLinking: boolean }
  | { kind: 'failed'; code: ErrorCode; wasLinking: boolean };

export interface FederatedSignInDependencies {
  repository: IdentityRepository;
  providers: FederatedProvider[];
  openSession: (account: IdentityAccount) => Promise<Session>;
  redirectUriOf: (provider: FederatedProviderId) => string;
  log: FastifyBaseLogger;
  /**
   * Firebase Authentication holds the accounts (decision 041): a checked ID token goes to the browser, which signs in
   * to Firebase with it, rather than opening a session here.
   */
  handsTokensToFirebase?: boolean;
  /** With Firebase, which providers an account is connected to: Firebase keeps those links. */
  firebaseLinksOf?: (uid: string) => Promise<string[]>;
}

/**
 * Federated sign-in (D3): the browser leaves with a cookie that names this attempt, and only that browser can finish
 * it, so a callback URL planted on someone else signs nobody in.
 */
export function federatedSignInService({
  repository,
  providers,
  openSession,
  redirectUriOf,
  log,
  handsTokensToFirebase = false,
  firebaseLinksOf,
}: FederatedSignInDependencies) {
  // Firebase checks a provider's nonce as the SHA-256 of one it is given (Apple's rule, which it applies to Google
  // too): the provider gets the hash, Firebase the nonce we keep.
  const nonceSentFor = (rawNonce: string) => (handsTokensToFirebase ? sha256(rawNonce) : rawNonce);

  function providerOf(id: string): FederatedProvider {
    const provider = providers.find((candidate) => candidate.id === id);
    if (!provider) throw new AppError(ErrorCode.providerUnavailable);
    return provider;
  }

  /** The account a provider's person signs in to: already linked, linked now by a verified email, or new. */
  async function accountFor(provider: FederatedProviderId, profile: FederatedProfile) {
    const linked = await repository.findLinkedAccount(provider, profile.subject);
    if (linked) return linked;
    if (!profile.email) throw new AppError(ErrorCode.federatedSignInFailed);
    const existing = await repository.findAccountByEmail(profile.email);
    if (existing) {
      // Only the provider's word that the address is theirs lets a stranger's login reach an existing account.
      if (!profile.isEmailVerified) throw new AppError(ErrorCode.emailBelongsToPasswordAccount);
      await repository.linkFederatedIdentity(provider, profile.subject, existing.uid);
      return existing;
    }
    const created = await repository.insertFederatedAccount(
      {
        uid: newAccountUid(),
        email: profile.email,
        emailVerified: profile.isEmailVerified,
        displayName: profile.displayName,
      },
      { provider, subject: profile.subject },
    );
    if (!created) throw new AppError(ErrorCode.federatedSignInFailed);
    return created;
  }

  async function finishAttempt(
    provider: FederatedProvider,
    attempt: FederatedSignInAttempt,
    parameters: Record<string, string>,
  ): Promise<FederatedOutcome> {
    const { user: appleUser, ...callbackParameters } = parameters;
    const callbackUrl = new URL(redirectUriOf(provider.id));
    for (const [name, value] of Object.entries(callbackParameters)) callbackUrl.searchParams.set(name, value);
    let profile: FederatedProfile;
    try {
      profile = await provider.exchange(
        callbackUrl,
        { ...attempt, nonce: nonceSentFor(attempt.nonce) },
        appleUser,
      );
    } catch (error) {
      log.warn({ err: error, provider: provider.id }, 'federated sign-in refused');
      throw new AppError(ErrorCode.federatedSignInFailed);
    }
    if (handsTokensToFirebase) return handOver(provider.id, profile, attempt);
    if (attempt.linkUid) {
      const owner = await repository.linkFederatedIdentity(provider.id, profile.subject, attempt.linkUid);
      if (owner !== attempt.linkUid) throw new AppError(ErrorCode.providerIdentityTaken);
      return { kind: 'linked' };
    }
    return { kind: 'signed-in', session: await openSession(await accountFor(provider.id, profile)) };
  }

  async function handOver(
    provider: FederatedProviderId,
    profile: FederatedProfile,
    { nonce: rawNonce, linkUid }: FederatedSignInAttempt,
  ): Promise<FederatedOutcome> {
    const cookieValue = randomBytes(32).toString('base64url');
    await repository.insertFederatedCredential({
      cookieHash: sha256(cookieValue),
      provider,
      idToken: profile.idToken,
      rawNonce,
      displayName: profile.displayName,
      expiresAt: new Date(Date.now() + credentialTtlMs),
    });
    return { kind: 'handed-over', cookieValue, isLinking: linkUid !== null };
  }

  return {
    providerIds: providers.map((provider) => provider.id),

    /** `linker`: a signed-in member connecting this provider from settings. */
    async start(providerId: string, linker: { uid: string; email: string } | null = null) {
      const provider = providerOf(providerId);
      const linkUid = linker?.uid ?? null;
      // An attempt names its member's account row: with Firebase, the shadow of the account (decision 040).
      if (linker && handsTokensToFirebase)
        await repository.insertAccount({ uid: linker.uid, email: linker.email, passwordHash: null });
      const cookieValue = randomBytes(32).toString('base64url');
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      let url: URL;
      try {
        url = await provider.authorizationUrl({
          redirectUri: redirectUriOf(provider.id),
          ...checks,
          nonce: nonceSentFor(checks.nonce),
        });
      } catch (error) {
        log.warn({ err: error, provider: provider.id }, 'federated provider discovery failed');
        throw new AppError(ErrorCode.providerUnavailable);
      }
      await repository.insertSignInAttempt({
        cookieHash: sha256(cookieValue),
        provider: provider.id,
        ...checks,
        linkUid,
        expiresAt: new Date(Date.now() + attemptTtlMs),
      });
      return { cookieValue, url };
    },

    /** Never throws an AppError: a refusal is an outcome, so the browser always lands on a screen that says it. */
    async complete(
      providerId: string,
      cookieValue: string | undefined,
      parameters: Record<string, string>,
    ): Promise<FederatedOutcome> {
      const attempt = cookieValue ? await repository.takeSignInAttempt(sha256(cookieValue)) : undefined;
      if (!attempt || attempt.provider !== providerId || attempt.expiresAt.getTime() <= Date.now()) {
        return { kind: 'failed', code: ErrorCode.federatedSignInFailed, wasLinking: false };
      }
      const wasLinking = attempt.linkUid !== null;
      if (parameters.error === 'access_denied') return { kind: 'cancelled', wasLinking };
      try {
        return await finishAttempt(providerOf(providerId), attempt, parameters);
      } catch (error) {
        if (error instanceof AppError) return { kind: 'failed', code: error.code, wasLinking };
        throw error;
      }
    },

    /** The checked token the callback kept for this browser, once; 7108 when there is none (spent, late, forged). */
    async collectCredential(cookieValue: string | undefined) {
      const credential = cookieValue
        ? await repository.takeFederatedCredential(sha256(cookieValue))
        : undefined;
      if (!credential || credential.expiresAt.getTime() <= Date.now())
        throw new AppError(ErrorCode.federatedSignInFailed);
      const { provider, idToken, rawNonce, displayName } = credential;
      return { provider: provider as FederatedProviderId, idToken, rawNonce, displayName };
    },

    async linkedProviders(uid: string): Promise<FederatedProviderId[]> {
      const linked = firebaseLinksOf ? await firebaseLinksOf(uid) : await repository.linkedProviders(uid);
      return federatedProviders.filter((provider) => linked.includes(provider));
    },
  };
}

export type FederatedSignInService = ReturnType<typeof federatedSignInService>;
