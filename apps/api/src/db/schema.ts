/**
 * The one Drizzle schema. `npm run db:generate -w @vitalia/api` turns a change here into a reviewed SQL migration
 * under `migrations/`. Identity tables belong to the embedded identity service (D3): the product refers to an
 * identity only by its `uid`, as it would to a hosted provider's.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const identityAccounts = pgTable('identity_accounts', {
  uid: text('uid').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  emailVerified: boolean('email_verified').notNull().default(false),
  displayName: text('display_name'),
  createdAt: createdAt(),
});

/** Opaque refresh tokens, stored hashed; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  familyId: uuid('family_id').notNull(),
  uid: text('uid')
    .notNull()
    .references(() => identityAccounts.uid, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** At most one live code per account: a new request replaces the previous one. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  uid: text('uid')
    .primaryKey()
    .references(() => identityAccounts.uid, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    language: text('language').notNull().default('fr'),
    /** D1/spec §9: set when the member asks to delete the account; signing in within 30 days clears it. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    check('users_role_check', sql`${table.role} in ('karim', 'admin', 'user')`),
    check('users_language_check', sql`${table.language} in ('en', 'fr', 'ar')`),
    check('users_auth_provider_check', sql`${table.authProvider} in ('password', 'google.com', 'apple.com')`),
  ],
);
