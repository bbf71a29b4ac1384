/**
 * D6 health data: optional, asked on its own step, stored only with its own consent. Shared by the health step's
 * form and `PUT /users/me/health`. `zod/mini` for the same reason as auth.ts: the form ships it to the browser.
 */
import { z } from 'zod/mini';

export const workoutPreferences = [
  'strength',
  'cardio',
  'yoga',
  'pilates',
  'hiit',
  'running',
  'cycling',
  'swimming',
  'mobility',
] as const;

export const dietaryPreferences = [
  'omnivore',
  'vegetarian',
  'vegan',
  'pescatarian',
  'halal',
  'gluten_free',
  'lactose_free',
  'low_carb',
] as const;
export type DietaryPreference = (typeof dietaryPreferences)[number];

/** The 14 allergens EU food law (Regulation 1169/2011, Annex II) requires to be declared. */
export const allergens = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof allergens)[number];

export const heightRangeCm = { min: 50, max: 272 } as const;
export const weightRangeKg = { min: 20, max: 400 } as const;

/** Weights are kept to one decimal (72.5 kg); a tolerance absorbs binary floating point (72.3 × 10). */
const hasOneDecimalAtMost = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6;

const choices = <const T extends readonly [string, ...string[]]>(options: T, code: '6023' | '6024') =>
  z.optional(z.array(z.enum(options, { error: code }), { error: code }));

export const healthProfileInput = z.object({
  // Consent must be given on every save: a row exists only while the member agrees to its being kept.
  consent: z.boolean({ error: '7300' }).check(z.refine((value) => value === true, '7300')),
  heightCm: z.optional(
    z.nullable(
      z.int({ error: '6023' }).check(z.gte(heightRangeCm.min, '6023'), z.lte(heightRangeCm.max, '6023')),
    ),
  ),
  weightKg: z.optional(
    z.nullable(
      z
        .number({ error: '6023' })
        .check(
          z.gte(weightRangeKg.min, '6023'),
          z.lte(weightRangeKg.max, '6023'),
          z.refine(hasOneDecimalAtMost, '6023'),
        ),
    ),
  ),
  workoutPreferences: choices(workoutPreferences, '6023'),
  dietaryPreferences: choices(dietaryPreferences, '6023'),
  // The spec's codes (§5): 6023 'Please provide valid information' for the measures and preferences, 6024 for
  // allergies; the form's hints give the accepted ranges.
  allergies: choices(allergens, '6024'),
});
export type HealthProfileInput = z.infer<typeof healthProfileInput>;

export const healthProfile = z.object({
  heightCm: z.nullable(z.number()),
  weightKg: z.nullable(z.number()),
  workoutPreferences: z.array(z.enum(workoutPreferences)),
  dietaryPreferences: z.array(z.enum(dietaryPreferences)),
  allergies: z.array(z.enum(allergens)),
  /** When consent was given; kept across edits until it is withdrawn. */
  consentedAt: z.iso.datetime(),
});
export type HealthProfile = z.infer<typeof healthProfile>;
