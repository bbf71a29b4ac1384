/** Health data, kept apart from the profile and only with consent (D6). */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * D6: optional health data, kept only with its own consent. Withdrawing consent deletes the row, so a row existing
 * means consent is given.
 */
export const healthProfiles = pgTable(
  'health_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    heightCm: integer('height_cm'),
    weightKg: real('weight_kg'),
    workoutPreferences: text('workout_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietaryPreferences: text('dietary_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'health_profiles_height_check',
      sql`${table.heightCm} is null or ${table.heightCm} between 50 and 272`,
    ),
    check(
      'health_profiles_weight_check',
      sql`${table.weightKg} is null or ${table.weightKg} between 20 and 400`,
    ),
  ],
);
