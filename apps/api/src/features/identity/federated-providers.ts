import * as oidc from 'openid-client';
import type { FederatedProviderConfig, FederatedProviderId } from '../../config';

/** What we keep from a provider's ID token, and the token itself (for Firebase, decision 041). */
export interface FederatedProfile {
  idToken: string;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  displayName: string | null;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface FederatedProvider {
  id: FederatedProviderId;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code of a callback URL (redirect URI plus the provider's parameters) for a checked ID token. */
  exchange(
    callbackUrl: URL,
    checks: Omit<AuthorizationRequest, 'redirectUri'>,
    appleUser?: string,
  ): Promise<FederatedProfile>;
}

const scopes: Record<FederatedProviderId, string> = {
  'google.com': 'openid email profile',
  // Apple has no `profile` scope: it sends the name once, beside the code, on the first sign-in only.
  'apple.com': 'openid email name',
};

// Apple writes booleans in its ID token as strings.
const isTrue = (value: unknown) => value === true || value === 'true';
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Apple's `user` form field: `{"name":{"firstName":"…","lastName":"…"},"email":"…"}`, first sign-in only. */
function appleDisplayName(appleUser: string | undefined): string | null {
  if (!appleUser) return null;
  try {
    const { name } = JSON.parse(appleUser) as { name?: { firstName?: unknown; lastName?: unknown } };
    const words = [textOf(name?.firstName), textOf(name?.lastName)].filter(Boolean);
    return words.length > 0 ? words.join(' ') : null;
  } catch {
    return null;
  }
}

/**
 * One OpenID Connect relying party per configured provider (authorization code + PKCE + state + nonce). Discovery
 * runs on first use and is kept; a failed discovery is retried next time, so an unreachable provider at start-up
 * does not stop the server.
 */
export function createFederatedProvider(config: FederatedProviderConfig): FederatedProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  const isPlainHttp = config.issuer.protocol === 'http:';

  function configuration() {
    discovered ??= oidc
      .discovery(
        config.issuer,
        config.clientId,
        undefined,
        oidc.ClientSecretPost(config.clientSecret),
        // Config admits plain http only on loopback, for the stand-in provider of the tests.
        isPlainHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    id: config.id,

    async authorizationUrl({ redirectUri, state, nonce, codeVerifier }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: scopes[config.id],
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Apple requires form_post whenever the name or email is asked for.
        ...(config.id === 'apple.com' ? { response_mode: 'form_post' } : {}),
      });
    },

    async exchange(callbackUrl, { state, nonce, codeVerifier }, appleUser) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error(`${config.id} returned no ID token`);
      return {
        idToken: tokens.id_token,
        subject: claims.sub,
        email: textOf(claims.email)?.toLowerCase() ?? null,
        isEmailVerified: isTrue(claims.email_verified),
        displayName: textOf(claims.name) ?? appleDisplayName(appleUser),
      };
    },
  };
}
