import { z } from 'zod';
import { languages } from './languages';

/** D3: `password` and the two OpenID Connect providers, written as the identity service names them. */
export const authProviders = ['password', 'google.com', 'apple.com'] as const;
export type AuthProvider = (typeof authProviders)[number];

export const minimumPasswordLength = 6;

/** Field rules carry the spec's codes as messages, so the web translates and the API reports the same code. */
export const emailField = z.string('6001').trim().min(1, '6001').pipe(z.email('6000'));
export const passwordField = z.string('6003').min(1, '6003').min(minimumPasswordLength, '6002');

export const registrationPayload = z.object({
  email: emailField,
  authProvider: z.enum(authProviders),
  uid: z.string().min(1).max(128),
  firstname: z.string().trim().max(80).nullish(),
  lastname: z.string().trim().max(80).nullish(),
  language: z.enum(languages),
});
export type RegistrationPayload = z.infer<typeof registrationPayload>;
