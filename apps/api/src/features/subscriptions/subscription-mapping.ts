import type { Payment, Plan, Subscription, SubscriptionDetails } from '@vitalia/contracts';
import { graceEndOf, isActiveAt, type LifecycleState, type PlanRef } from './subscription-lifecycle';
import type {
  ComplimentaryGrantRow,
  CustomerRow,
  PaymentRow,
  PlanRow,
  SubscriptionWithPlans,
  SubscriptionWrite,
} from './subscriptions.repository';

/** Rows to wire shapes and lifecycle states, and back: the one place that knows both. */
export const planRefOf = (plan: PlanRow): PlanRef => ({
  id: plan.id,
  tier: plan.tier as PlanRef['tier'],
  interval: plan.interval as PlanRef['interval'],
  priceCents: plan.priceCents,
});

export const toPlan = (plan: PlanRow): Plan => ({
  id: plan.id,
  name: plan.name,
  tier: plan.tier as Plan['tier'],
  type: plan.interval as Plan['type'],
  priceCents: plan.priceCents,
  currency: plan.currency,
  isActive: plan.isActive,
  position: plan.position,
  aiDailyCalls: plan.aiDailyCalls,
});

export function stateOf({ subscription, plan, scheduledPlan }: SubscriptionWithPlans): LifecycleState {
  return {
    status: subscription.status as LifecycleState['status'],
    plan: planRefOf(plan),
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    scheduledPlan: scheduledPlan ? planRefOf(scheduledPlan) : null,
    pastDueSince: subscription.pastDueSince,
  };
}

export function writeOf(state: LifecycleState, provider: SubscriptionWrite['provider']): SubscriptionWrite {
  return {
    planId: state.plan.id,
    status: state.status,
    provider,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    scheduledPlanId: state.scheduledPlan?.id ?? null,
    pastDueSince: state.pastDueSince,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSubscription(row: SubscriptionWithPlans, now: Date): Subscription {
  const state = stateOf(row);
  return {
    id: row.subscription.id,
    planId: row.plan.id,
    tier: state.plan.tier,
    status: state.status,
    isActive: isActiveAt(state, now),
    currentPeriodEnd: iso(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.status === 'cancelled',
  };
}

/**
 * Stripe's portal, for a member Stripe knows; the sandbox's card page, for a Premium subscription still running with
 * a card on file (a lapsed one has nothing left to charge it for).
 */
export function canManageCardOf(row: SubscriptionWithPlans, customer: CustomerRow | undefined, now: Date) {
  if (row.subscription.provider === 'stripe') return Boolean(customer?.providerCustomerId);
  return (
    row.plan.tier === 'premium' &&
    customer?.provider === 'sandbox' &&
    Boolean(customer.sandboxCardNumber) &&
    isActiveAt(stateOf(row), now)
  );
}

export function toDetails(
  row: SubscriptionWithPlans,
  customer: CustomerRow | undefined,
  now: Date,
): SubscriptionDetails {
  const { subscription } = row;
  const provider = subscription.provider as SubscriptionDetails['provider'];
  const hasCard = customer?.cardBrand && customer.cardLast4 && customer.provider === provider;
  return {
    ...toSubscription(row, now),
    plan: toPlan(row.plan),
    provider,
    currentPeriodStart: iso(subscription.currentPeriodStart),
    scheduledPlan: row.scheduledPlan ? toPlan(row.scheduledPlan) : null,
    graceEndsAt:
      subscription.status === 'past_due' && subscription.pastDueSince
        ? graceEndOf(subscription.pastDueSince).toISOString()
        : null,
    card: hasCard ? { brand: customer.cardBrand!, last4: customer.cardLast4! } : null,
    canManageCard: canManageCardOf(row, customer, now),
  };
}

export const receiptNumberOf = (payment: PaymentRow) => `VIT-${String(payment.number).padStart(6, '0')}`;

export function toPayment({ payment, plan }: { payment: PaymentRow; plan: PlanRow }): Payment {
  return {
    id: payment.id,
    number: receiptNumberOf(payment),
    kind: payment.kind as Payment['kind'],
    status: payment.status as Payment['status'],
    amountCents: payment.amountCents,
    currency: payment.currency,
    planName: plan.name,
    planType: plan.interval as Payment['planType'],
    periodStart: iso(payment.periodStart),
    periodEnd: iso(payment.periodEnd),
    card:
      payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** Complimentary Premium as the profile carries it: active until the grant ends, never renewed. */
export function toComplimentarySubscription(grant: ComplimentaryGrantRow): Subscription {
  return {
    id: grant.id,
    planId: grant.planId,
    tier: 'premium',
    status: 'active',
    isActive: true,
    currentPeriodEnd: grant.endsAt.toISOString(),
    cancelAtPeriodEnd: true,
    complimentaryUntil: grant.endsAt.toISOString(),
  };
}

export const toGrant = (grant: ComplimentaryGrantRow) => ({
  id: grant.id,
  startsAt: grant.startsAt.toISOString(),
  endsAt: grant.endsAt.toISOString(),
  revokedAt: grant.revokedAt?.toISOString() ?? null,
});
