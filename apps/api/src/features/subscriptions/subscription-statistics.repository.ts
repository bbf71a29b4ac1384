import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cancellationFeedback, plans, subscriptionEvents } from '../../db/schema';
import { withPlans, type SubscriptionWithPlans } from './member-subscriptions.repository';

/** Subscriptions, Premium starts and cancellations, and members and revenue by month, for the statistics screen. */
export function subscriptionStatisticsQueries(db: Database) {
  return {
    async subscriptionsWithPlans(): Promise<SubscriptionWithPlans[]> {
      return withPlans(db);
    },

    /** How many cancellations since `since` gave each reason (null: none given). */
    async cancellationReasonsSince(since: Date): Promise<{ reason: string | null; count: number }[]> {
      return db
        .select({ reason: cancellationFeedback.reason, count: sql<number>`count(*)::int` })
        .from(cancellationFeedback)
        .where(gte(cancellationFeedback.createdAt, since))
        .groupBy(cancellationFeedback.reason);
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
