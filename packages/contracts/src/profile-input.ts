/**
 * D6 profile completion, shared by the form and `PUT /users/me/profile`. `zod/mini` for the same reason as auth.ts.
 */
import { z } from 'zod/mini';
import { languages } from './languages';
import { nameDisplays } from './people';
import { genders } from './profile-fields';

export const minimumAge = 13;
const maximumAge = 120;
// Letters of any script, with the marks, apostrophes, spaces and hyphens that real names carry.
const namePattern = /^\p{L}[\p{L}\p{M}'’ .-]*$/u;
/** The bounds the forms state beside their messages, so a refused value says what would be accepted. */
export const nameMaxLength = 50;
export const usernameLength = { min: 3, max: 30 } as const;
export const bioMaxLength = 500;
const usernamePattern = new RegExp(`^[a-zA-Z0-9_.]{${usernameLength.min},${usernameLength.max}}$`);

/** Whole years between a calendar date and today (UTC), or null when the text is not a real date. */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  let age = today.getUTCFullYear() - year;
  const hasHadBirthday =
    today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  if (!hasHadBirthday) age -= 1;
  return age;
}

/** D6: the form asks neutrally; anyone younger than 13 (or a date that cannot be a birth date) gets 6015. */
export function isAcceptableBirthDate(birthDate: string, today = new Date()): boolean {
  const age = ageOn(birthDate, today);
  return age != null && age >= minimumAge && age <= maximumAge;
}

const nameField = (required: '6007' | '6009', invalid: '6008' | '6010') =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(nameMaxLength, invalid),
      z.regex(namePattern, invalid),
    );

export const profileUpdate = z.object({
  firstname: z.optional(nameField('6007', '6008')),
  lastname: z.optional(nameField('6009', '6010')),
  username: z.optional(
    z.string({ error: '6011' }).check(z.trim(), z.minLength(1, '6011'), z.regex(usernamePattern, '6012')),
  ),
  gender: z.optional(z.enum(genders, { error: '6013' })),
  birthDate: z.optional(
    z.string({ error: '6014' }).check(
      z.trim(),
      z.minLength(1, '6014'),
      z.refine((value) => isAcceptableBirthDate(value), { message: '6015', abort: true }),
    ),
  ),
  bio: z.optional(
    z.nullable(z.string().check(z.trim(), z.minLength(1, '6021'), z.maxLength(bioMaxLength, '6022'))),
  ),
  nameDisplay: z.optional(z.enum(nameDisplays, '4000')),
  showPicture: z.optional(z.boolean('4000')),
  language: z.optional(z.enum(languages)),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** The completion form: every D6 required field present. */
export const profileCompletion = z.object({
  firstname: nameField('6007', '6008'),
  lastname: nameField('6009', '6010'),
  username: z
    .string({ error: '6011' })
    .check(z.trim(), z.minLength(1, '6011'), z.regex(usernamePattern, '6012')),
  gender: z.enum(genders, { error: '6013' }),
  birthDate: z.string({ error: '6014' }).check(
    z.trim(),
    z.minLength(1, '6014'),
    z.refine((value) => isAcceptableBirthDate(value), { message: '6015' }),
  ),
  bio: z.optional(z.string().check(z.trim(), z.maxLength(bioMaxLength, '6022'))),
});
export type ProfileCompletion = z.infer<typeof profileCompletion>;
