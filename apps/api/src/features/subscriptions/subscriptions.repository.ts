import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { readCacheOf } from '../../db/read-cache';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import {
  billingCustomers,
  checkoutSessions,
  complimentaryGrants,
  payments,
  plans,
  processedProviderEvents,
  subscriptionEvents,
  subscriptions,
} from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CustomerRow = typeof billingCustomers.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type ComplimentaryGrantRow = typeof complimentaryGrants.$inferSelect;
export type SubscriptionEventType =
  | 'started'
  | 'renewed'
  | 'renewal_failed'
  | 'cancelled'
  | 'resumed'
  | 'switched'
  | 'switch_scheduled'
  | 'expired';

export interface SubscriptionWithPlans {
  subscription: SubscriptionRow;
  plan: PlanRow;
  scheduledPlan: PlanRow | null;
}

export type SubscriptionWrite = Pick<
  SubscriptionRow,
  | 'planId'
  | 'status'
  | 'provider'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'scheduledPlanId'
  | 'pastDueSince'
> &
  Partial<Pick<SubscriptionRow, 'providerSubscriptionId' | 'lastChargeAttemptAt'>>;

const scheduledPlans = alias(plans, 'scheduled_plans');

function billingQueries(db: Database) {
  const withPlans = () =>
    db
      .select({ subscription: subscriptions, plan: plans, scheduledPlan: scheduledPlans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(scheduledPlans, eq(scheduledPlans.id, subscriptions.scheduledPlanId));
  // Every profile answer and every Premium check reads it: built once, as a named prepared statement (building the
  // query cost more CPU than running it: bench/users-me-throughput.ts).
  const byUser = withPlans()
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare('subscription_by_user');
  // Read with it for every member without Premium of their own: prepared for the same reason. Without a time in
  // it, the answer can be remembered on the embedded database.
  const unrevokedGrantsOfUser = db
    .select()
    .from(complimentaryGrants)
    .where(
      and(eq(complimentaryGrants.userId, sql.placeholder('userId')), isNull(complimentaryGrants.revokedAt)),
    )
    .orderBy(asc(complimentaryGrants.startsAt))
    .prepare('unrevoked_grants_of_user');
  const remembered = readCacheOf(db);

  return {
    // Plans

    async listPlans({ activeOnly }: { activeOnly: boolean }): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(activeOnly ? eq(plans.isActive, true) : undefined)
        .orderBy(asc(plans.position), asc(plans.createdAt));
    },

    async findPlan(id: string): Promise<PlanRow | undefined> {
      const [plan] = await db.select().from(plans).where(eq(plans.id, id));
      return plan;
    },

    async findPlanByStripePrice(stripePriceId: string): Promise<PlanRow | undefined> {
      const [plan] = await db.select().from(plans).where(eq(plans.stripePriceId, stripePriceId));
      return plan;
    },

    /**
     * Stores the plan's Stripe price unless one is stored already, and answers the stored one: two first checkouts at
     * once each create a price, the first stored wins and the other is never used.
     */
    async setStripePriceIfUnset(id: string, stripePriceId: string): Promise<string | undefined> {
      await db
        .update(plans)
        .set({ stripePriceId, updatedAt: sql`now()` })
        .where(and(eq(plans.id, id), isNull(plans.stripePriceId)));
      const [plan] = await db
        .select({ stripePriceId: plans.stripePriceId })
        .from(plans)
        .where(eq(plans.id, id));
      return plan?.stripePriceId ?? undefined;
    },

    /** A new plan goes last. */
    async insertPlan(plan: Omit<typeof plans.$inferInsert, 'position'>): Promise<PlanRow> {
      const [created] = await db
        .insert(plans)
        .values({ ...plan, position: sql`(select coalesce(max(${plans.position}), -1) + 1 from ${plans})` })
        .returning();
      return created!;
    },

    async updatePlan(
      id: string,
      changes: Partial<Pick<PlanRow, 'name' | 'priceCents' | 'isActive' | 'aiDailyCalls' | 'stripePriceId'>>,
    ): Promise<PlanRow | undefined> {
      const [updated] = await db
        .update(plans)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(plans.id, id))
        .returning();
      return updated;
    },

    async setPlanPositions(ids: string[]) {
      for (const [position, id] of ids.entries()) {
        await db
          .update(plans)
          .set({ position, updatedAt: sql`now()` })
          .where(eq(plans.id, id));
      }
    },

    // Subscriptions

    findByUser(userId: string): Promise<SubscriptionWithPlans | undefined> {
      return remembered.read(`subscription:${userId}`, async () => (await byUser.execute({ userId }))[0]);
    },

    async findByProviderSubscription(
      providerSubscriptionId: string,
    ): Promise<SubscriptionWithPlans | undefined> {
      const [row] = await withPlans().where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row;
    },

    /** Locks the member's row for the rest of the transaction, so two changes to it never interleave. */
    async lockByUser(userId: string): Promise<SubscriptionWithPlans | undefined> {
      const [row] = await withPlans()
        .where(eq(subscriptions.userId, userId))
        .for('update', { of: subscriptions });
      return row;
    },

    /**
     * Locks one subscription for the scheduled job, skipping it if another instance holds it: that instance is
     * already working on it.
     */
    async lockForJob(id: string): Promise<SubscriptionWithPlans | undefined> {
      const [row] = await withPlans()
        .where(eq(subscriptions.id, id))
        .for('update', { of: subscriptions, skipLocked: true });
      return row;
    },

    /** The one write of a member's subscription: created on the first plan, changed in place afterwards. */
    async save(userId: string, values: SubscriptionWrite): Promise<SubscriptionRow> {
      const [saved] = await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return saved!;
    },

    async recordAttempt(id: string, at: Date) {
      await db.update(subscriptions).set({ lastChargeAttemptAt: at }).where(eq(subscriptions.id, id));
    },

    /** Sandbox subscriptions the job may have to renew, retry or expire at `now`. */
    async findJobCandidates(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'sandbox'),
            or(
              and(
                inArray(subscriptions.status, ['active', 'cancelled']),
                lte(subscriptions.currentPeriodEnd, now),
              ),
              eq(subscriptions.status, 'past_due'),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Yearly subscriptions renewing before `horizon` whose member has not been reminded for this period. */
    async findReminderCandidates(now: Date, horizon: Date): Promise<SubscriptionWithPlans[]> {
      return withPlans().where(
        and(
          eq(subscriptions.status, 'active'),
          eq(plans.interval, 'yearly'),
          eq(plans.tier, 'premium'),
          gte(subscriptions.currentPeriodEnd, now),
          lte(subscriptions.currentPeriodEnd, horizon),
          sql`${subscriptions.reminderSentFor} is distinct from ${subscriptions.currentPeriodEnd}`,
        ),
      );
    },

    /** Claims the reminder for this period; false when another instance (or an earlier run) already did. */
    async claimReminder(id: string, periodEnd: Date): Promise<boolean> {
      const claimed = await db
        .update(subscriptions)
        .set({ reminderSentFor: periodEnd })
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.currentPeriodEnd, periodEnd),
            sql`${subscriptions.reminderSentFor} is distinct from ${periodEnd.toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: subscriptions.id });
      return claimed.length > 0;
    },

    async addEvent(userId: string, planId: string, type: SubscriptionEventType, occurredAt: Date) {
      await db.insert(subscriptionEvents).values({ userId, planId, type, occurredAt });
    },

    // Payments

    async insertPayment(payment: Omit<typeof payments.$inferInsert, 'id' | 'number'>): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(payment).returning();
      return created!;
    },

    /**
     * A provider's payment, recorded once however often it is reported: undefined when its provider id (or its
     * period's renewal) is already recorded.
     */
    async insertPaymentOnce(
      payment: Omit<typeof payments.$inferInsert, 'id' | 'number'>,
    ): Promise<PaymentRow | undefined> {
      const [created] = await db.insert(payments).values(payment).onConflictDoNothing().returning();
      return created;
    },

    async listPayments(userId: string): Promise<{ payment: PaymentRow; plan: PlanRow }[]> {
      return db
        .select({ payment: payments, plan: plans })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.number));
    },

    async findPayment(
      id: string,
      userId: string,
    ): Promise<{ payment: PaymentRow; plan: PlanRow } | undefined> {
      const [row] = await db
        .select({ payment: payments, plan: plans })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(and(eq(payments.id, id), eq(payments.userId, userId)));
      return row;
    },

    /**
     * Members who paid for Premium time overlapping [from, to): every succeeded payment records the period it paid
     * for, so a member who cancelled, lapsed or switched since still counts for the months they paid. With `userId`,
     * that member alone.
     */
    async premiumPayersBetween(from: Date, to: Date, userId?: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: payments.userId })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .where(
          and(
            eq(payments.status, 'succeeded'),
            eq(plans.tier, 'premium'),
            isNotNull(payments.userId),
            lt(payments.periodStart, to),
            gt(payments.periodEnd, from),
            userId ? eq(payments.userId, userId) : undefined,
          ),
        );
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },

    /** Members with Premium at `at`: a paid period or a running complimentary grant covers it. */
    async premiumAt(at: Date): Promise<string[]> {
      const [paid, offered] = await Promise.all([
        db
          .selectDistinct({ userId: payments.userId })
          .from(payments)
          .innerJoin(plans, eq(plans.id, payments.planId))
          .where(
            and(
              eq(payments.status, 'succeeded'),
              eq(plans.tier, 'premium'),
              lte(payments.periodStart, at),
              gt(payments.periodEnd, at),
            ),
          ),
        db
          .selectDistinct({ userId: complimentaryGrants.userId })
          .from(complimentaryGrants)
          .where(
            and(
              isNull(complimentaryGrants.revokedAt),
              lte(complimentaryGrants.startsAt, at),
              gt(complimentaryGrants.endsAt, at),
            ),
          ),
      ]);
      return [...new Set([...paid, ...offered].flatMap((row) => (row.userId ? [row.userId] : [])))];
    },

    // Complimentary Premium (issue 18)

    /**
     * The grant giving Premium at `at`, if any (not revoked, `at` inside its period), with `endsAt` where the grants
     * that follow it on end: an extension starts where the running one ends.
     */
    async currentGrant(userId: string, at: Date): Promise<ComplimentaryGrantRow | undefined> {
      const unrevoked = await remembered.read(`grants:${userId}`, () =>
        unrevokedGrantsOfUser.execute({ userId }),
      );
      const open = unrevoked.filter((grant) => grant.endsAt > at);
      const running = open.find((grant) => grant.startsAt <= at);
      return running && { ...running, endsAt: open.at(-1)!.endsAt };
    },

    async grantsOf(userId: string): Promise<ComplimentaryGrantRow[]> {
      return db
        .select()
        .from(complimentaryGrants)
        .where(eq(complimentaryGrants.userId, userId))
        .orderBy(desc(complimentaryGrants.startsAt));
    },

    async insertGrant(grant: Pick<ComplimentaryGrantRow, 'userId' | 'planId' | 'startsAt' | 'endsAt'>) {
      const [created] = await db.insert(complimentaryGrants).values(grant).returning();
      return created!;
    },

    async revokeGrant(grant: Pick<ComplimentaryGrantRow, 'id' | 'userId'>, at: Date) {
      await db.update(complimentaryGrants).set({ revokedAt: at }).where(eq(complimentaryGrants.id, grant.id));
    },

    /** Serialises grants to one member: two staff granting at once extend one after the other. */
    async lockMemberGrants(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`grants:${userId}`}))`);
    },

    // Card on file

    async findCustomer(userId: string): Promise<CustomerRow | undefined> {
      const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return customer;
    },

    async saveCustomer(customer: Omit<typeof billingCustomers.$inferInsert, 'updatedAt'>) {
      const { userId, ...changes } = customer;
      await db
        .insert(billingCustomers)
        .values(customer)
        .onConflictDoUpdate({ target: billingCustomers.userId, set: { ...changes, updatedAt: sql`now()` } });
    },

    // Checkout sessions

    async insertCheckoutSession(session: typeof checkoutSessions.$inferInsert): Promise<CheckoutSessionRow> {
      const [created] = await db.insert(checkoutSessions).values(session).returning();
      return created!;
    },

    async findCheckoutSession(
      id: string,
    ): Promise<{ session: CheckoutSessionRow; plan: PlanRow } | undefined> {
      const [row] = await db
        .select({ session: checkoutSessions, plan: plans })
        .from(checkoutSessions)
        .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
        .where(eq(checkoutSessions.id, id));
      return row;
    },

    /**
     * Moves a session on only from the states given, so that two tabs paying at once complete it once: the loser
     * gets false and changes nothing.
     */
    async moveCheckoutSession(
      id: string,
      from: CheckoutSessionRow['status'][],
      to: CheckoutSessionRow['status'],
      pendingCardNumber: string | null = null,
    ): Promise<boolean> {
      const moved = await db
        .update(checkoutSessions)
        .set({ status: to, pendingCardNumber, completedAt: to === 'completed' ? sql`now()` : null })
        .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, from)))
        .returning({ id: checkoutSessions.id });
      return moved.length > 0;
    },

    // Provider events

    /** Records an event id; false when it was handled before (a replay). */
    async markEventProcessed(provider: string, eventId: string): Promise<boolean> {
      const inserted = await db
        .insert(processedProviderEvents)
        .values({ provider, eventId })
        .onConflictDoNothing()
        .returning({ eventId: processedProviderEvents.eventId });
      return inserted.length > 0;
    },

    // Statistics

    async subscriptionsWithPlans(): Promise<SubscriptionWithPlans[]> {
      return withPlans();
    },

    /** Premium starts and cancellations per UTC month since `since`. */
    async premiumEventCountsByMonth(since: Date): Promise<{ month: string; type: string; count: number }[]> {
      const month = sql<string>`to_char(${subscriptionEvents.occurredAt} at time zone 'UTC', 'YYYY-MM')`;
      return db
        .select({ month, type: subscriptionEvents.type, count: sql<number>`count(*)::int` })
        .from(subscriptionEvents)
        .innerJoin(plans, eq(plans.id, subscriptionEvents.planId))
        .where(
          and(
            eq(plans.tier, 'premium'),
            gte(subscriptionEvents.occurredAt, since),
            inArray(subscriptionEvents.type, ['started', 'cancelled', 'renewal_failed', 'expired']),
          ),
        )
        .groupBy(month, subscriptionEvents.type);
    },

    /**
     * For each month from `since`'s, at its end (or now, for the month running): the members inside a paid Premium
     * period, and the monthly recurring revenue those periods bring (each payment spread over its period's months).
     * Read from the payments, so a past month's figure never changes when a subscription does.
     */
    async premiumAtMonthEnds(since: Date): Promise<{ month: string; members: number; mrrCents: number }[]> {
      const result = await db.execute<{ month: string; members: number; mrr_cents: number }>(sql`
        with moments as (
          select to_char(start, 'YYYY-MM') as month, least(start + interval '1 month', now()) as at
          from generate_series(date_trunc('month', ${since.toISOString()}::timestamptz at time zone 'UTC'),
            date_trunc('month', now() at time zone 'UTC'), interval '1 month') as start
        ), paid as (
          select p.user_id, p.amount_cents, p.period_start, p.period_end from payments p
          join plans pl on pl.id = p.plan_id
          where p.status = 'succeeded' and pl.tier = 'premium' and p.period_start is not null
        )
        select m.month, count(distinct paid.user_id)::int as members,
          coalesce(round(sum(paid.amount_cents::numeric / greatest(1, round(
            extract(epoch from (paid.period_end - paid.period_start)) / (30.44 * 86400))))), 0)::int as mrr_cents
        from moments m
        left join paid on paid.period_start <= m.at and paid.period_end > m.at
        group by m.month order by m.month`);
      return result.rows.map((row) => ({ month: row.month, members: row.members, mrrCents: row.mrr_cents }));
    },
  };
}

export type BillingQueries = ReturnType<typeof billingQueries>;

/** The queries inside a transaction, and the events that announce its change (written with it). */
export type BillingTransaction = BillingQueries & EventRecorder;

/**
 * A member's subscription and grants decide what they may reach: every write of either announces it in the same
 * transaction, so live access (the community's streams) follows whichever path made the change.
 */
function announcingAccessChanges(tx: BillingTransaction): BillingTransaction {
  const announce = (userId: string) => tx.publish('member.access-changed', { userId });
  return {
    ...tx,
    async save(userId, values) {
      const saved = await tx.save(userId, values);
      await announce(userId);
      return saved;
    },
    async insertGrant(grant) {
      const created = await tx.insertGrant(grant);
      await announce(grant.userId);
      return created;
    },
    async revokeGrant(grant, at) {
      await tx.revokeGrant(grant, at);
      await announce(grant.userId);
    },
  };
}

export function subscriptionsRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  return {
    ...billingQueries(db),
    /** Runs `work` in one transaction with the queries bound to it: all of it is written, or none. */
    inTransaction<T>(work: (tx: BillingTransaction) => Promise<T>): Promise<T> {
      return events.transaction(billingQueries, (tx) => work(announcingAccessChanges(tx)));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
