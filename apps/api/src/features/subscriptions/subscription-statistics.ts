import type { CancellationReason, SubscriptionStatistics } from '@vitalia/contracts';
import { isActiveAt } from './subscription-lifecycle';
import { stateOf } from './subscription-mapping';
import type { SubscriptionsRepository } from './subscriptions.repository';

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** `YYYY-MM` of the month before. */
function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthKey(new Date(Date.UTC(year, number - 2, 1)));
}

/** The last twelve UTC months, oldest first, ending with the month of `now`. */
function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, index) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1))),
  );
}

/** Issue 4 §7: what the statistics tab reads about subscriptions, for admin and karim. */
export async function subscriptionStatistics(
  repository: SubscriptionsRepository,
  now = new Date(),
): Promise<SubscriptionStatistics> {
  const plans = await repository.listPlans({ activeOnly: false });
  const live = (await repository.subscriptionsWithPlans()).filter((row) => isActiveAt(stateOf(row), now));
  const months = lastTwelveMonths(now);
  // The month before the twelve as well: its end is the first month's start, the base of its churn rate.
  const [counts, atMonthEnds, reasons] = await Promise.all([
    repository.premiumEventCountsByMonth(new Date(`${months[0]}-01T00:00:00Z`)),
    repository.premiumAtMonthEnds(new Date(`${previousMonth(months[0]!)}-01T00:00:00Z`)),
    repository.cancellationReasonsSince(new Date(`${months[0]}-01T00:00:00Z`)),
  ]);
  const atEndOf = (month: string) => atMonthEnds.find((row) => row.month === month);
  const countOf = (month: string, type: string) =>
    counts.find((row) => row.month === month && row.type === type)?.count ?? 0;
  const paying = live.filter((row) => row.plan.tier === 'premium');
  return {
    currency: paying[0]?.plan.currency ?? plans.find((plan) => plan.tier === 'premium')?.currency ?? 'EUR',
    activeByPlan: plans.map((plan) => ({
      planId: plan.id,
      planName: plan.name,
      tier: plan.tier as 'free' | 'premium',
      type: plan.interval as 'monthly' | 'yearly',
      active: live.filter((row) => row.plan.id === plan.id).length,
    })),
    months: months.map((month) => {
      const churned = countOf(month, 'expired');
      const atStart = atEndOf(previousMonth(month))?.members ?? 0;
      return {
        month,
        started: countOf(month, 'started'),
        cancelled: countOf(month, 'cancelled'),
        failedRenewals: countOf(month, 'renewal_failed'),
        churned,
        premiumMembers: atEndOf(month)?.members ?? 0,
        mrrCents: atEndOf(month)?.mrrCents ?? 0,
        churnRate: atStart > 0 ? churned / atStart : null,
      };
    }),
    monthlyRecurringRevenueCents: Math.round(
      paying.reduce(
        (sum, row) => sum + (row.plan.interval === 'yearly' ? row.plan.priceCents / 12 : row.plan.priceCents),
        0,
      ),
    ),
    // Shown beside the revenue, so counted from the same rows: a Free member is active but pays nothing.
    payingSubscriptions: paying.length,
    cancellationsByReason: reasons
      .map(({ reason, count }) => ({ reason: (reason ?? 'none') as CancellationReason | 'none', count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}
