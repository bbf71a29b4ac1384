import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { readCacheOf } from '../../db/read-cache';
import { cancellationFeedback, plans, subscriptionEvents, subscriptions } from '../../db/schema';
import type { CancellationReason } from '@vitalia/contracts';
import type { PlanRow } from './plans.repository';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
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

/** Subscriptions joined to their plan and to the plan they switch to at renewal. */
export const withPlans = (db: Database) =>
  db
    .select({ subscription: subscriptions, plan: plans, scheduledPlan: scheduledPlans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(scheduledPlans, eq(scheduledPlans.id, subscriptions.scheduledPlanId));

/** Members' subscriptions, the scheduled job's picks and reminders, and the events that record each change. */
export function memberSubscriptionQueries(db: Database) {
  // Every profile answer and every Premium check reads it: built once, as a named prepared statement (building the
  // query cost more CPU than running it: bench/users-me-throughput.ts).
  const byUser = withPlans(db)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare('subscription_by_user');
  const remembered = readCacheOf(db);

  return {
    findByUser(userId: string): Promise<SubscriptionWithPlans | undefined> {
      return remembered.read(`subscription:${userId}`, async () => (await byUser.execute({ userId }))[0]);
    },

    async findByProviderSubscription(
      providerSubscriptionId: string,
    ): Promise<SubscriptionWithPlans | undefined> {
      const [row] = await withPlans(db).where(
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      );
      return row;
    },

    /** Locks the member's row for the rest of the transaction, so two changes to it never interleave. */
    async lockByUser(userId: string): Promise<SubscriptionWithPlans | undefined> {
      const [row] = await withPlans(db)
        .where(eq(subscriptions.userId, userId))
        .for('update', { of: subscriptions });
      return row;
    },

    /**
     * Locks one subscription for the scheduled job, skipping it if another instance holds it: that instance is
     * already working on it.
     */
    async lockForJob(id: string): Promise<SubscriptionWithPlans | undefined> {
      const [row] = await withPlans(db)
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
      return withPlans(db).where(
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

    /** Why the member cancelled, as they said (null: they gave no reason). */
    async recordCancellation(
      userId: string,
      reason: CancellationReason | null,
      provider: 'sandbox' | 'stripe',
    ) {
      await db.insert(cancellationFeedback).values({ userId, reason, provider });
    },
  };
}
