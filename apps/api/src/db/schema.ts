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
  primaryKey,
  real,
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

/** A provider's account (issuer subject) linked to one of ours (D3): found first on every federated sign-in. */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => identityAccounts.uid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    check('federated_identities_provider_check', sql`${table.provider} in ('google.com', 'apple.com')`),
  ],
);

/**
 * A federated sign-in in flight: state, nonce and PKCE verifier, found by the hash of the browser's cookie value
 * and spent once at the callback.
 */
export const federatedSignInAttempts = pgTable('federated_sign_in_attempts', {
  cookieHash: text('cookie_hash').primaryKey(),
  provider: text('provider').notNull(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** Set when a signed-in member connects this provider from settings: link to them whatever the email says. */
  linkUid: text('link_uid').references(() => identityAccounts.uid, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Failed guesses per account and action, for the per-account limits with backoff (D3). */
export const authFailures = pgTable(
  'auth_failures',
  {
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.action, table.subject] })],
);

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
    /** The stored picture's file name under `<dataDir>/pictures`, re-encoded by the server; null when none. */
    pictureKey: text('picture_key'),
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

/** Per-IP request windows shared by every server instance on one PostgreSQL (`db/rate-limit-store.ts`). */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
