/** Identity tables belong to the embedded identity service (D3): the product refers to an identity only by its `uid`,
 * as it would to a hosted provider's. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const identityAccounts = pgTable('identity_accounts', {
  uid: text('uid').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  emailVerified: boolean('email_verified').notNull().default(false),
  displayName: text('display_name'),
  /**
   * Raised when every session must end now (sign out everywhere, deletion, password reset). Access tokens carry the
   * epoch they were issued in; one from an earlier epoch is refused at once, not when it expires.
   */
  sessionEpoch: integer('session_epoch').notNull().default(0),
  createdAt: createdAt(),
});

/** Opaque refresh tokens, stored hashed; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
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
  },
  // Every authenticated request asks whether its sign-in (family) is still on.
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

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

/**
 * With Firebase holding the credentials (decision 041): the provider's ID token, checked here, waiting for the
 * browser that came back from the provider to hand it to Firebase. Single use, minutes long, bound to that browser.
 */
export const federatedCredentials = pgTable('federated_credentials', {
  cookieHash: text('cookie_hash').primaryKey(),
  provider: text('provider').notNull(),
  idToken: text('id_token').notNull(),
  /** What the ID token's nonce is the SHA-256 of: Firebase checks the pair. */
  rawNonce: text('raw_nonce').notNull(),
  /** Apple sends the name beside the code, never in its token: kept for the profile. */
  displayName: text('display_name'),
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
