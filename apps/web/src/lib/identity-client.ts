import {
  sessionRoutes,
  type identityEndpoints,
  pathOf,
  type AnswerOf,
  type Endpoint,
  type Route,
  type FederatedProvider,
  type SessionTokens,
  type FirebaseWebIdentity,
  webIdentityMetaName,
} from '@vitalia/contracts';
import type { AuthUser } from './auth-store-types';
import {
  IdentityError,
  type FirebaseCalls,
  type IdentityClient,
  type RestoredUser,
} from './identity-service';

const earlyRefreshMs = 30_000;

/**
 * The embedded service: the access token stays in memory, the refresh token in an httpOnly cookie the page cannot
 * read.
 */
function createEmbeddedIdentityClient(): IdentityClient {
  let accessToken: string | null = null;
  let expiresAt = 0;
  let refreshing: Promise<RestoredUser> | null = null;

  /**
   * Its own fetch, not the API client's: the client asks this one for tokens, and a refusal here is an
   * IdentityError (a spent session), not a failed call to retry.
   */
  async function call<E extends Endpoint>(
    endpoint: Route,
    {
      params,
      query,
      body,
      bearer,
    }: {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      bearer?: string | null;
    } = {},
  ): Promise<AnswerOf<E> | null> {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    const response = await fetch(`/api${pathOf(endpoint, params)}${search}`, {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body ? JSON.stringify(body) : null,
    });
    if (response.status === 204) return null;
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new IdentityError(response.status, payload);
    return payload as AnswerOf<E>;
  }

  function keep(session: SessionTokens | null): AuthUser {
    if (!session) throw new IdentityError(500, null);
    accessToken = session.accessToken;
    expiresAt = Date.now() + session.expiresIn * 1000;
    return session.user;
  }

  // Refresh tokens rotate and a replayed one ends the session, so refreshes must never overlap: one at a time in
  // this tab (the shared promise) and across tabs (a Web Lock; the next tab then sends the rotated cookie). A page
  // restoring its session asks for the profile too; one that joins a refresh already under way goes without.
  function refresh(withProfile = false): Promise<RestoredUser> {
    refreshing ??= (async () => {
      const run = async () => {
        const session = await call<typeof identityEndpoints.refresh>(sessionRoutes.refresh, {
          ...(withProfile ? { query: { include: 'profile' } } : {}),
        });
        return { user: keep(session), ...(session?.profile ? { profile: session.profile } : {}) };
      };
      return navigator.locks ? navigator.locks.request('vitalia-identity-refresh', run) : run();
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function getToken(forceRefresh = false) {
    if (!forceRefresh && accessToken && Date.now() < expiresAt - earlyRefreshMs) return accessToken;
    await refresh();
    return accessToken;
  }

  let providers: Promise<FederatedProvider[]> | null = null;

  return {
    federatedProviders() {
      providers ??= fetch(`/api${pathOf(sessionRoutes.providers)}`)
        .then((response) => (response.ok ? response.json() : { data: { providers: [] } }))
        .then((body: { data: { providers: FederatedProvider[] } }) => body.data.providers)
        .catch(() => []);
      return providers;
    },
    async redirectToProvider(provider, { isLinking = false, linkingToken = () => getToken() } = {}) {
      // The answer sets the cookie that ties this attempt to this browser, then we leave with it. Connecting a
      // provider to the signed-in member proves who they are with their access token.
      const bearer = isLinking ? await linkingToken() : null;
      const answer = await call<typeof identityEndpoints.startFederated>(sessionRoutes.startFederated, {
        params: { provider },
        body: isLinking ? { link: true } : {},
        bearer,
      });
      if (!answer) throw new IdentityError(500, null);
      window.location.assign(answer.data.url);
    },
    signUp: async (credentials) =>
      keep(await call<typeof identityEndpoints.signUp>(sessionRoutes.signUp, { body: credentials })),
    signIn: async (credentials) =>
      keep(await call<typeof identityEndpoints.signIn>(sessionRoutes.signIn, { body: credentials })),
    async signOut() {
      accessToken = null;
      expiresAt = 0;
      await call<typeof identityEndpoints.signOut>(sessionRoutes.signOut);
    },
    async restore() {
      try {
        return await refresh(true);
      } catch (error) {
        if (error instanceof IdentityError && error.status === 401) return null;
        throw error;
      }
    },
    // The callback set the refresh cookie: the session is restored like any other.
    completeProviderSignIn: () => refresh(true),
    getToken,
  };
}

/**
 * Firebase, loaded on the first call that needs it. Google and Apple still start with our own OpenID round trip
 * (decision 041), so those two calls are the embedded client's.
 */
function createFirebaseIdentityClient(config: FirebaseWebIdentity, embedded: IdentityClient): IdentityClient {
  let loaded: Promise<FirebaseCalls> | null = null;
  const firebase = () =>
    (loaded ??= import('./firebase-identity-client').then((module) =>
      module.createFirebaseIdentityClient(config),
    ));
  return {
    signUp: async (credentials) => (await firebase()).signUp(credentials),
    signIn: async (credentials) => (await firebase()).signIn(credentials),
    signOut: async () => (await firebase()).signOut(),
    restore: async () => (await firebase()).restore(),
    completeProviderSignIn: async () => (await firebase()).completeProviderSignIn(),
    getToken: async (forceRefresh) => (await firebase()).getToken(forceRefresh),
    changePassword: async (change) => (await firebase()).changePassword(change),
    completeProviderLink: async () => (await firebase()).completeProviderLink(),
    federatedProviders: () => embedded.federatedProviders(),
    redirectToProvider: (provider, options) =>
      embedded.redirectToProvider(provider, {
        ...options,
        linkingToken: async () => (await firebase()).getToken(),
      }),
  };
}

/** What the server wrote into the page (contracts' web-identity.ts); anything unreadable is the embedded service. */
function pageIdentity(): FirebaseWebIdentity | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${webIdentityMetaName}"]`)?.content;
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as FirebaseWebIdentity;
    return parsed.kind === 'firebase' ? parsed : null;
  } catch {
    return null;
  }
}

function chooseIdentityClient(): IdentityClient {
  const embedded = createEmbeddedIdentityClient();
  const firebase = pageIdentity();
  return firebase ? createFirebaseIdentityClient(firebase, embedded) : embedded;
}

export const identityClient: IdentityClient = chooseIdentityClient();
