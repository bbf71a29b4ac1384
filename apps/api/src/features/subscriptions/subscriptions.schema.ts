/** Plans, subscriptions, payments and checkouts (D4). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

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
    /**
     * Language-model calls a member on this plan may make a day, across the coach and Karim's AI (issue 16); 0 keeps
     * the model off. Every plan gets the default, Free ones too: Free members never reach the model (4003), so a Free
     * plan's number is never read. The default and the bound are contracts' `defaultAiDailyCalls` and
     * `maxAiDailyCalls`.
     */
    aiDailyCalls: integer('ai_daily_calls').notNull().default(40),
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
    check('plans_ai_daily_calls_check', sql`${table.aiDailyCalls} between 0 and 1000`),
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

/**
 * Why members cancel (issue 40), one row per cancellation, counted in the statistics. Kept, without the member, when
 * their account is purged: a count of reasons names nobody.
 */
export const cancellationFeedback = pgTable(
  'cancellation_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null: the member gave none. */
    reason: text('reason'),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'cancellation_feedback_reason_check',
      sql`${table.reason} in ('too_expensive', 'unused', 'missing_features', 'switched_service', 'technical_issues', 'other')`,
    ),
    index('cancellation_feedback_time_idx').on(table.createdAt),
  ],
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
    /** Sandbox: buying the plan, or changing the card on file (Stripe's portal does that at Stripe). */
    purpose: text('purpose').notNull().default('subscribe'),
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
    check('checkout_sessions_purpose_check', sql`${table.purpose} in ('subscribe', 'card')`),
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

/**
 * Premium given by staff for a period (issue 18), free of charge, on the Premium plan members saw first at the time.
 * The member's own subscription stays as it was and wins while it gives Premium; who granted it is in the audit log.
 */
export const complimentaryGrants = pgTable(
  'complimentary_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('complimentary_grants_user_idx').on(table.userId, table.endsAt),
    check('complimentary_grants_period_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
