/**
 * Inputs of the sign-in screens and the identity API. Written with `zod/mini` because the sign-in page ships them to
 * the browser and its JavaScript budget is tight (docs/decisions/005); the API validates with the very same schemas.
 */
import { z } from 'zod/mini';
import { languages } from './languages';
import type { Profile } from './profile';

/** D3: `password` and the two OpenID Connect providers, written as the identity service names them. */
export const authProviders = ['password', 'google.com', 'apple.com'] as const;
/** The single-sign-on providers (D3), named as the hosted identity service names them. */
export const federatedProviders = ['google.com', 'apple.com'] as const;
export type FederatedProvider = (typeof federatedProviders)[number];

export const minimumPasswordLength = 6;
export const maximumPasswordLength = 128;

/** Field rules carry the spec's codes as messages, so the web translates and the API reports the same code. */
export const emailField = z.pipe(
  z.string({ error: '6001' }).check(z.trim(), z.toLowerCase(), z.minLength(1, '6001')),
  z.email('6000').check(z.maxLength(254, '6000')),
);
export const passwordField = z
  .string({ error: '6003' })
  .check(
    z.minLength(1, '6003'),
    z.minLength(minimumPasswordLength, '6002'),
    z.maxLength(maximumPasswordLength, '4000'),
  );

export const credentials = z.object({ email: emailField, password: passwordField });
export type Credentials = z.infer<typeof credentials>;

/** The registration form adds a confirmation: 6004 when empty, 6005 when it differs. */
export const signUpForm = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().check(z.minLength(1, '6004')),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: '6005',
      path: ['confirmPassword'],
    }),
  );

export const registrationPayload = z.object({
  email: emailField,
  authProvider: z.enum(authProviders),
  uid: z.string().check(z.minLength(1), z.maxLength(128)),
  firstname: z.nullish(z.string().check(z.trim(), z.maxLength(80))),
  lastname: z.nullish(z.string().check(z.trim(), z.maxLength(80))),
  language: z.enum(languages),
});
export type RegistrationPayload = z.infer<typeof registrationPayload>;

export const resetCodeField = z.string({ error: '4000' }).check(z.regex(/^\d{6}$/, '4000'));

export const resetRequest = z.object({ email: emailField });
export const resetCodeCheck = z.object({ email: emailField, code: resetCodeField });
export const resetPassword = z.object({
  email: emailField,
  code: resetCodeField,
  newPassword: passwordField,
});

/** The embedded identity service's answer to sign-up, sign-in and refresh. */
export interface SessionTokens {
  accessToken: string;
  expiresIn: number;
  user: { uid: string; email: string; displayName: string | null };
}

/** A refresh that asked for the profile too (`include=profile`); without it when the identity has none yet. */
export interface RestoredSession extends SessionTokens {
  profile?: Profile;
}

/** The reset form's last step: a new password and its confirmation (6004 empty, 6016 different). */
export const newPasswordForm = z
  .object({ newPassword: passwordField, confirmPassword: z.string().check(z.minLength(1, '6004')) })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: '6016',
      path: ['confirmPassword'],
    }),
  );

/** Settings: change password (6003 when the current one is missing, 6006 when the new one is the same). */
export const passwordChange = z
  .object({
    currentPassword: z.string({ error: '6003' }).check(z.minLength(1, '6003')),
    newPassword: passwordField,
  })
  .check(
    z.refine((form) => form.currentPassword !== form.newPassword, { message: '6006', path: ['newPassword'] }),
  );
export type PasswordChange = z.infer<typeof passwordChange>;
