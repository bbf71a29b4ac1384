import { z } from 'zod/mini';
import { access, answer, endpoint } from '../endpoint';
import { healthProfile, healthProfileInput } from '../health-profile';

/** D6: the member's own health data, stored only with its own consent. */
export const readHealthProfile = endpoint({
  method: 'GET',
  path: '/users/me/health',
  access: access.member,
  resource: 'health-profile',
  summary: "The caller's health data, or null before they consent",
  response: answer(z.nullable(healthProfile)),
});

export const saveHealthProfile = endpoint({
  method: 'PUT',
  path: '/users/me/health',
  access: access.member,
  resource: 'health-profile',
  changes: ['health-profile'],
  summary: 'Saves the health data with the consent; the first consent time is kept',
  body: healthProfileInput,
  response: answer(healthProfile),
});

export const withdrawHealthConsent = endpoint({
  method: 'DELETE',
  path: '/users/me/health',
  access: access.member,
  resource: 'health-profile',
  changes: ['health-profile'],
  summary: 'Withdraws the consent: the health data is deleted at once',
  status: 204,
});
