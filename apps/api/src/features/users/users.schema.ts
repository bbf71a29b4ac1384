/** The member's product profile. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pagedCreatedAt } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What other members know them by (a card's handle): never the id, which no other member sees (issue 36). */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    identityUid: text('identity_uid').notNull().unique(),
    authProvider: text('auth_provider').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull().default('user'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    username: text('username'),
    gender: text('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    bio: text('bio'),
    /** The stored picture's file name under `<dataDir>/pictures`, re-encoded by the server; null when none. */
    pictureKey: text('picture_key'),
    /** Issue 39: what others see of the member — "Nadia B." or the username, the picture or initials. */
    nameDisplay: text('name_display').notNull().default('name'),
    showPicture: boolean('show_picture').notNull().default(true),
    language: text('language').notNull().default('fr'),
    /** D1/spec §9: set when the member asks to delete the account; signing in within 30 days clears it. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    createdAt: pagedCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    check('users_role_check', sql`${table.role} in ('karim', 'admin', 'user')`),
    check('users_name_display_check', sql`${table.nameDisplay} in ('name', 'username')`),
    check('users_language_check', sql`${table.language} in ('en', 'fr', 'ar')`),
    check('users_auth_provider_check', sql`${table.authProvider} in ('password', 'google.com', 'apple.com')`),
  ],
);
