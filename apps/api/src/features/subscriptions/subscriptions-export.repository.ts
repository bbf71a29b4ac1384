import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  billingCustomers,
  cancellationFeedback,
  checkoutSessions,
  complimentaryGrants,
  payments,
  plans,
  subscriptionEvents,
  subscriptions,
} from '../../db/schema';

/**
 * Billing's part of a member's data export (decision 046): the subscription, its history, every payment, the card on
 * file, the checkouts they opened, complimentary Premium and the reasons they gave for cancelling. Plans are named; the card is its brand and last four
 * digits only (the sandbox's stored test number is a card number, and stays out).
 */
export function subscriptionsExport(db: Database) {
  const nextPlans = alias(plans, 'next_plan');
  return async (userId: string) => {
    const [[subscription], history, charges, [card], checkouts, complimentary, cancellations] =
      await Promise.all([
        db
          .select({
            plan: plans.name,
            status: subscriptions.status,
            provider: subscriptions.provider,
            currentPeriodStart: subscriptions.currentPeriodStart,
            currentPeriodEnd: subscriptions.currentPeriodEnd,
            nextPlan: nextPlans.name,
            pastDueSince: subscriptions.pastDueSince,
            createdAt: subscriptions.createdAt,
            updatedAt: subscriptions.updatedAt,
          })
          .from(subscriptions)
          .leftJoin(plans, eq(plans.id, subscriptions.planId))
          .leftJoin(nextPlans, eq(nextPlans.id, subscriptions.scheduledPlanId))
          .where(eq(subscriptions.userId, userId)),
        db
          .select({
            type: subscriptionEvents.type,
            plan: plans.name,
            occurredAt: subscriptionEvents.occurredAt,
          })
          .from(subscriptionEvents)
          .leftJoin(plans, eq(plans.id, subscriptionEvents.planId))
          .where(eq(subscriptionEvents.userId, userId))
          .orderBy(asc(subscriptionEvents.occurredAt)),
        db
          .select({
            number: payments.number,
            kind: payments.kind,
            status: payments.status,
            plan: plans.name,
            amountCents: payments.amountCents,
            currency: payments.currency,
            periodStart: payments.periodStart,
            periodEnd: payments.periodEnd,
            cardBrand: payments.cardBrand,
            cardLast4: payments.cardLast4,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .leftJoin(plans, eq(plans.id, payments.planId))
          .where(eq(payments.userId, userId))
          .orderBy(asc(payments.createdAt)),
        db
          .select({
            provider: billingCustomers.provider,
            cardBrand: billingCustomers.cardBrand,
            cardLast4: billingCustomers.cardLast4,
            updatedAt: billingCustomers.updatedAt,
          })
          .from(billingCustomers)
          .where(eq(billingCustomers.userId, userId)),
        db
          .select({
            plan: plans.name,
            status: checkoutSessions.status,
            createdAt: checkoutSessions.createdAt,
            completedAt: checkoutSessions.completedAt,
          })
          .from(checkoutSessions)
          .leftJoin(plans, eq(plans.id, checkoutSessions.planId))
          .where(eq(checkoutSessions.userId, userId))
          .orderBy(asc(checkoutSessions.createdAt)),
        db
          .select({
            plan: plans.name,
            startsAt: complimentaryGrants.startsAt,
            endsAt: complimentaryGrants.endsAt,
            revokedAt: complimentaryGrants.revokedAt,
          })
          .from(complimentaryGrants)
          .leftJoin(plans, eq(plans.id, complimentaryGrants.planId))
          .where(eq(complimentaryGrants.userId, userId))
          .orderBy(asc(complimentaryGrants.startsAt)),
        db
          .select({ reason: cancellationFeedback.reason, createdAt: cancellationFeedback.createdAt })
          .from(cancellationFeedback)
          .where(eq(cancellationFeedback.userId, userId))
          .orderBy(asc(cancellationFeedback.createdAt)),
      ]);
    return {
      current: subscription ?? null,
      history,
      payments: charges,
      card: card ?? null,
      checkouts,
      complimentary,
      // Why they cancelled, as they said (issue 40).
      cancellations,
    };
  };
}
