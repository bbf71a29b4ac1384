/**
 * The one Drizzle schema. `npm run db:generate -w @vitalia/api` turns a change here into a reviewed SQL migration
 * under `migrations/`. Identity tables belong to the embedded identity service (D3): the product refers to an
 * identity only by its `uid`, as it would to a hosted provider's.
 */
import type { RewardTranslations } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  date,
  integer,
  jsonb,
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
  /**
   * Raised when every session must end now (sign out everywhere, deletion, password reset). Access tokens carry the
   * epoch they were issued in; one from an earlier epoch is refused at once, not when it expires.
   */
  sessionEpoch: integer('session_epoch').notNull().default(0),
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

/** D4: what members can buy. Prices in cents; editing a price changes what new periods cost, never a paid one. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tier: text('tier').notNull(),
    interval: text('interval').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The Stripe Price this plan sells through when the stripe provider is configured. */
    stripePriceId: text('stripe_price_id').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('plans_tier_check', sql`${table.tier} in ('free', 'premium')`),
    check('plans_interval_check', sql`${table.interval} in ('monthly', 'yearly')`),
    check(
      'plans_price_check',
      sql`${table.priceCents} >= 0 and (${table.tier} = 'premium' or ${table.priceCents} = 0)`,
    ),
  ],
);

/** One subscription per member: the current one. Its history is `subscription_events` and `payments`. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').notNull(),
    /** Who charges this subscription; null for Free. */
    provider: text('provider'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Yearly → monthly waits for the period end (D4). */
    scheduledPlanId: uuid('scheduled_plan_id').references(() => plans.id),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    lastChargeAttemptAt: timestamp('last_charge_attempt_at', { withTimezone: true }),
    /** The period end a renewal reminder was sent for, so that each period gets one. */
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('active', 'cancelled', 'past_due', 'expired')`,
    ),
    check(
      'subscriptions_provider_check',
      sql`${table.provider} is null or ${table.provider} in ('sandbox', 'stripe')`,
    ),
    index('subscriptions_period_end_idx').on(table.status, table.currentPeriodEnd),
  ],
);

/** What changed and when, kept for the statistics (new and cancelled per month) after the row moves on. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_events_type_time_idx').on(table.type, table.occurredAt)],
);

/** The card on file, per member and provider. The sandbox keeps its test number: renewals charge it again. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').unique(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  sandboxCardNumber: text('sandbox_card_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every charge, paid or failed. Kept when the member's account is purged (the member link is cleared): a business
 * keeps its receipts. One succeeded renewal per subscription and period, whoever runs the job.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (table) => [
    check('payments_kind_check', sql`${table.kind} in ('initial', 'renewal', 'proration')`),
    check('payments_status_check', sql`${table.status} in ('succeeded', 'failed')`),
    uniqueIndex('payments_one_renewal_per_period')
      .on(table.subscriptionId, table.periodStart)
      .where(sql`${table.kind} = 'renewal' and ${table.status} = 'succeeded'`),
    index('payments_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A checkout in flight: the sandbox's own page, or the Stripe Checkout Session it stands for. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    status: text('status').notNull().default('open'),
    cancelPath: text('cancel_path').notNull(),
    /** Sandbox: the card waiting for its second confirmation. */
    pendingCardNumber: text('pending_card_number'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'checkout_sessions_status_check',
      sql`${table.status} in ('open', 'requires_confirmation', 'completed', 'expired')`,
    ),
  ],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const processedProviderEvents = pgTable(
  'processed_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The Premium feed (D4): the brand's posts, each written in one language; members read their language's. */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feed_posts_language_check', sql`${table.language} in ('en', 'fr', 'ar')`),
    uniqueIndex('feed_posts_language_title_key').on(table.language, table.title),
    index('feed_posts_language_published_idx').on(table.language, table.publishedAt),
  ],
);

/**
 * D7 rewards catalogue. `lowStockAlerted` remembers that the admins were told, so each crossing mails once.
 * D9: `name` and `description` are written in `writtenIn`; `translations` holds the other languages
 * (docs/decisions/019-per-language-staff-text.md).
 */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    partner: text('partner').notNull().default(''),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    writtenIn: text('written_language').notNull().default('en'),
    translations: jsonb('translations')
      .$type<RewardTranslations>()
      .notNull()
      .default({ name: {}, description: {} }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rewards_category_check', sql`${table.category} in ('fashion', 'sport', 'streaming')`),
    check('rewards_threshold_check', sql`${table.lowStockThreshold} >= 0`),
    check('rewards_written_language_check', sql`${table.writtenIn} in ('en', 'fr', 'ar')`),
  ],
);

/**
 * One import of a file into a reward's stock. The row is written before the codes' transaction starts, so an
 * interrupted import stays visible as `running` until the next start marks it `interrupted`.
 */
export const promoCodeImports = pgTable(
  'promo_code_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('running'),
    imported: integer('imported').notNull().default(0),
    total: integer('total').notNull().default(0),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'promo_code_imports_status_check',
      sql`${table.status} in ('running', 'completed', 'failed', 'interrupted')`,
    ),
    check('promo_code_imports_format_check', sql`${table.format} in ('csv', 'xlsx', 'xls')`),
    index('promo_code_imports_reward_idx').on(table.rewardId, table.startedAt),
  ],
);

/** D7 promo codes. A code is unique within its reward; `importRow` ties it to its row in the import's report. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    // A sequence, not a random uuid: a 400k-code import appends to the key's index instead of scattering over it.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status').notNull().default('available'),
    expiresOn: date('expires_on', { mode: 'string' }),
    // No foreign key: it would cost a lookup per imported code, and an import goes only with its reward (cascade).
    importId: uuid('import_id'),
    importRow: integer('import_row'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('promo_codes_status_check', sql`${table.status} in ('available', 'used')`),
    uniqueIndex('promo_codes_reward_code_key').on(table.rewardId, table.code),
    index('promo_codes_reward_available_idx')
      .on(table.rewardId, table.createdAt)
      .where(sql`${table.status} = 'available'`),
    index('promo_codes_import_idx').on(table.importId, table.importRow),
  ],
);

/** The rows of an import that were not imported, and why (D7). Imported rows are the codes themselves. */
export const promoCodeImportIssues = pgTable(
  'promo_code_import_issues',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => promoCodeImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    outcome: text('outcome').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    check(
      'promo_code_import_issues_outcome_check',
      sql`${table.outcome} in ('duplicate_in_file', 'already_in_stock', 'expired', 'invalid')`,
    ),
  ],
);

/**
 * A member's claim of a reward: one per member and reward (D7). After a report the claim points at the fresh code
 * and remembers the reported one, so a second report is refused.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    promoCodeId: bigint('promo_code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
    reportedCodeId: bigint('reported_code_id', { mode: 'number' }).references(() => promoCodes.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reward_claims_user_reward_key').on(table.userId, table.rewardId)],
);

/** D7 monthly draws: one per month, its seed kept secret (only its hash shown) until the draw. */
export const draws = pgTable(
  'draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    month: text('month').notNull().unique(),
    prizeRewardId: uuid('prize_reward_id')
      .notNull()
      .references(() => rewards.id),
    winnerCount: integer('winner_count').notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    status: text('status').notNull().default('open'),
    entrantListHash: text('entrant_list_hash'),
    entrantCount: integer('entrant_count'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (table) => [
    check('draws_status_check', sql`${table.status} in ('open', 'drawn')`),
    check('draws_month_check', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('draws_winner_count_check', sql`${table.winnerCount} between 1 and 100`),
  ],
);

/** The free way to enter (no purchase necessary), one per person and draw. */
export const drawFreeEntries = pgTable(
  'draw_free_entries',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.userId] })],
);

/** The published entrant list of a drawn draw: pseudonymous tickets, kept so anyone can re-check the result. */
export const drawEntrants = pgTable(
  'draw_entrants',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    ticket: text('ticket').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.ticket] })],
);

export const drawWinners = pgTable(
  'draw_winners',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    ticket: text('ticket').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    promoCodeId: bigint('promo_code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
  },
  (table) => [primaryKey({ columns: [table.drawId, table.rank] })],
);
