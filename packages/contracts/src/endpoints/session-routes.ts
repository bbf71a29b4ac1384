import { access, type Route } from '../endpoint-route';

/**
 * The calls the first screen makes (sign in, refresh, the profile), without their schemas: the auth store and the
 * identity client load before any screen and must not bring zod with them (decision 005). The descriptors in
 * `identity.ts` and `users.ts` spread these, so path and access are written once. A first-load call names
 * its descriptor's type: `call<typeof identityEndpoints.refresh>(sessionRoutes.refresh)`.
 */
export const sessionRoutes = {
  signUp: {
    method: 'POST',
    path: '/identity/sign-up',
    access: access.public,
    resource: 'identity',
    changes: ['identity'],
  },
  signIn: {
    method: 'POST',
    path: '/identity/sign-in',
    access: access.public,
    resource: 'identity',
    changes: ['identity'],
  },
  refresh: {
    method: 'POST',
    path: '/identity/refresh',
    access: access.public,
    resource: 'identity',
  },
  signOut: {
    method: 'POST',
    path: '/identity/sign-out',
    access: access.public,
    resource: 'identity',
    changes: ['identity'],
  },
  providers: {
    method: 'GET',
    path: '/identity/providers',
    access: access.public,
    resource: 'identity',
  },
  startFederated: {
    method: 'POST',
    path: '/identity/federated/:provider/start',
    access: access.public,
    resource: 'identity',
  },
  collectFederatedCredential: {
    method: 'POST',
    path: '/identity/federated/credential',
    access: access.public,
    resource: 'identity',
  },
  me: { method: 'GET', path: '/users/me', access: access.member, resource: 'profile' },
  register: {
    method: 'POST',
    path: '/auth/register',
    access: access.member,
    resource: 'profile',
    changes: ['profile'],
  },
  updateProfile: {
    method: 'PUT',
    path: '/users/me/profile',
    access: access.member,
    resource: 'profile',
    changes: ['profile'],
  },
} as const satisfies Record<string, Route>;
