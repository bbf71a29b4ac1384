import { z } from 'zod/mini';
import {
  credentials,
  federatedProviders,
  passwordChange,
  resetCodeCheck,
  resetPassword,
  resetRequest,
  type RestoredSession,
  type SessionTokens,
} from '../auth';
import { access, answer, endpoint } from '../endpoint';
import { profile } from '../profile';
import { sessionRoutes } from './session-routes';

/**
 * The embedded identity service (D3). Sessions answer the tokens themselves, not `{ data }`, and set the refresh
 * cookie; the refresh token never appears in a body.
 */
const sessionShape = {
  accessToken: z.string(),
  expiresIn: z.number(),
  user: z.object({ uid: z.string(), email: z.string(), displayName: z.nullable(z.string()) }),
};
const session: z.ZodMiniType<SessionTokens> = z.object(sessionShape);
const restoredSession: z.ZodMiniType<RestoredSession> = z.object({
  ...sessionShape,
  profile: z.optional(profile),
});
const acknowledged = answer(z.object({ status: z.literal('ok') }));
const providerList = answer(z.object({ providers: z.array(z.enum(federatedProviders)) }));
const providerParams = z.object({ provider: z.enum(federatedProviders, '4000') });
/** What a provider sends back (code, state, or error), in the query or in Apple's form post. */
const providerAnswer = z.record(z.string(), z.string());

export const signUp = endpoint({
  ...sessionRoutes.signUp,
  summary: 'Creates an identity with a password and opens its session',
  body: credentials,
  response: session,
});

export const signIn = endpoint({
  ...sessionRoutes.signIn,
  summary: 'Opens a session with an email and a password',
  body: credentials,
  response: session,
});

/**
 * `include=profile` (a page restoring its session) adds the caller's profile, as `GET /users/me` answers it: one round
 * trip before a signed-in first screen instead of two. Left out when the identity has no profile yet; the page then
 * asks `/users/me`, which says why.
 */
export const refresh = endpoint({
  ...sessionRoutes.refresh,
  summary: "A new access token for the refresh cookie's session; the cookie rotates",
  query: z.object({ include: z.optional(z.literal('profile', '4000')) }),
  response: restoredSession,
});

export const signOut = endpoint({
  ...sessionRoutes.signOut,
  summary: "Ends the refresh cookie's session and clears the cookie",
  status: 204,
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/identity/change-password',
  access: access.member,
  resource: 'identity',
  changes: ['identity'],
  summary: "Changes the caller's password, given the current one",
  body: passwordChange,
  response: acknowledged,
});

export const jwks = endpoint({
  method: 'GET',
  path: '/identity/jwks.json',
  access: access.public,
  resource: 'identity',
  summary: 'The public keys that verify access tokens, as a JSON Web Key Set (RFC 7517)',
  response: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
});

/** Spec §7 password reset: a code by email, checked, then a new password; nobody is signed in. */
export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/auth/password-reset/request',
  access: access.public,
  resource: 'identity',
  summary: 'Emails a reset code when the address has a password account; the answer is the same either way',
  body: resetRequest,
  response: acknowledged,
});

export const verifyResetCode = endpoint({
  method: 'POST',
  path: '/auth/password-reset/verify-code',
  access: access.public,
  resource: 'identity',
  summary: 'Checks a reset code before the new password is asked for',
  body: resetCodeCheck,
  response: acknowledged,
});

export const resetPasswordWithCode = endpoint({
  method: 'POST',
  path: '/auth/password-reset/reset',
  access: access.public,
  resource: 'identity',
  changes: ['identity'],
  summary: "Sets a new password with a reset code; the identity's sessions end",
  body: resetPassword,
  response: acknowledged,
});

/** Single sign-on (spec §4, decision 011). */
export const providers = endpoint({
  ...sessionRoutes.providers,
  summary: 'The single-sign-on providers this server is configured for',
  response: providerList,
});

export const linkedProviders = endpoint({
  method: 'GET',
  path: '/identity/federated/links',
  access: access.member,
  resource: 'identity',
  summary: 'The providers connected to the caller',
  response: providerList,
});

export const startFederated = endpoint({
  ...sessionRoutes.startFederated,
  // Connecting a provider (`link`) is the signed-in member's own act: the handler asks for the session then.
  summary: "The provider's sign-in URL, and a cookie naming the attempt; `link` connects it to the caller",
  params: providerParams,
  body: z.nullish(z.object({ link: z.optional(z.boolean()) })),
  response: answer(z.object({ url: z.string() })),
});

/** Browser navigations back from the provider: each answers a redirect to the screen that finishes. */
export const federatedCallback = endpoint({
  method: 'GET',
  path: '/identity/federated/:provider/callback',
  access: access.public,
  resource: 'identity',
  changes: ['identity'],
  summary: 'Where the provider sends the browser back; redirects to sign-in or settings',
  params: providerParams,
  query: providerAnswer,
});

export const federatedFormCallback = endpoint({
  method: 'POST',
  path: '/identity/federated/:provider/callback',
  access: access.public,
  resource: 'identity',
  summary: "Apple's form post back; redirected (303) to the GET callback, which carries the attempt's cookie",
  params: providerParams,
  body: providerAnswer,
});

/**
 * With Firebase Authentication (decision 041): the provider's checked ID token, once, to the browser that came back
 * from the provider (a cookie set by the callback names it), which signs in to Firebase with it.
 */
export const collectFederatedCredential = endpoint({
  ...sessionRoutes.collectFederatedCredential,
  summary: "The provider's ID token for Firebase, once, to the browser the callback named",
  response: answer(
    z.object({
      provider: z.enum(federatedProviders),
      idToken: z.string(),
      rawNonce: z.string(),
      displayName: z.nullable(z.string()),
    }),
  ),
});
