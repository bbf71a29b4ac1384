import { z } from 'zod/mini';
import { registrationPayload } from '../auth';
import { access, answer, endpoint } from '../endpoint';
import { sessionRoutes } from './session-routes';
import { profile } from '../profile';
import { profileUpdate } from '../profile-input';

/** Spec §7: the product's own account calls, each by the signed-in identity about itself. */
export const me = endpoint({
  ...sessionRoutes.me,
  summary: "The caller's profile; 4004 until the identity is registered",
  response: answer(profile),
});

export const register = endpoint({
  ...sessionRoutes.register,
  summary: 'Creates the profile of a new identity',
  body: registrationPayload,
  status: 201,
  response: answer(profile),
});

export const updateProfile = endpoint({
  ...sessionRoutes.updateProfile,
  summary: "Changes the caller's profile fields and language",
  body: profileUpdate,
  response: answer(profile),
});

/** Spec §9, D1: the account goes after the grace period unless the member signs in again. */
export const requestDeletion = endpoint({
  method: 'DELETE',
  path: '/users/me',
  access: access.member,
  resource: 'profile',
  changes: ['profile'],
  summary: 'Asks for the account to be deleted; every session ends at once',
  // Accepted, not done: the account goes after the grace period.
  status: 202,
  response: answer(z.object({ purgeAfter: z.iso.datetime() })),
});

/** GDPR access and portability: everything held on the member, as a JSON file to save. */
export const exportData = endpoint({
  method: 'GET',
  path: '/users/me/export',
  access: access.member,
  resource: 'profile',
  summary: 'Everything held on the caller, as a JSON file',
  download: true,
});
