import {
  ErrorCode,
  periodEndAfter,
  renewalGraceDays,
  type BillingInterval,
  type PlanTier,
  type SubscriptionStatus,
} from '@vitalia/contracts';
import { AppError } from '../../lib/errors';

/**
 * The subscription state machine (D4, issue 4). Pure: every rule about what may follow what lives here, and the
 * service only loads a state, applies an event and stores the result. Stripe subscriptions are the one exception:
 * their state is copied from Stripe (stripe-sync.ts), because Stripe, not us, decides when they renew.
 */
export interface PlanRef {
  id: string;
  tier: PlanTier;
  interval: BillingInterval;
  priceCents: number;
}

export interface LifecycleState {
  status: SubscriptionStatus;
  plan: PlanRef;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  scheduledPlan: PlanRef | null;
  pastDueSince: Date | null;
}

export type LifecycleEvent =
  | { type: 'choose_free'; plan: PlanRef; at: Date }
  /** The first payment of a Premium plan: from nothing, from Free, or after a lapse. */
  | { type: 'paid'; plan: PlanRef; at: Date }
  /** The renewal charge went through: the next period starts where the last ended, on the scheduled plan if any. */
  | { type: 'renewed'; at: Date }
  | { type: 'renewal_failed'; at: Date }
  | { type: 'cancel'; at: Date }
  /** The member asked for their account to be deleted (spec §9): nothing may be charged again. */
  | { type: 'stop_charges'; at: Date }
  | { type: 'resume'; at: Date }
  /** Monthly → yearly, after the prorated charge went through: a new yearly period starts now. */
  | { type: 'switch_now'; plan: PlanRef; at: Date }
  /** Yearly → monthly: the monthly plan takes over at the period end. Choosing the current plan again undoes it. */
  | { type: 'schedule_switch'; plan: PlanRef; at: Date }
  | { type: 'expire'; at: Date };

const dayMs = 24 * 60 * 60 * 1000;

export const graceEndOf = (pastDueSince: Date) => new Date(pastDueSince.getTime() + renewalGraceDays * dayMs);

/** D4 `isActive`: access now. A failed renewal keeps access through the grace period, while the card is retried. */
export function isActiveAt(state: LifecycleState, now: Date): boolean {
  switch (state.status) {
    case 'active':
      return true;
    case 'cancelled':
      return state.currentPeriodEnd !== null && now < state.currentPeriodEnd;
    case 'past_due':
      return state.pastDueSince !== null && now < graceEndOf(state.pastDueSince);
    case 'expired':
      return false;
  }
}

/**
 * When `isActiveAt` turns false with no other change: a cancelled period's end, a failed renewal's grace. Null while
 * the subscription renews (only a write ends it then) or once it has ended.
 */
export function accessEndsAt(state: LifecycleState): Date | null {
  if (state.status === 'cancelled') return state.currentPeriodEnd;
  if (state.status === 'past_due' && state.pastDueSince) return graceEndOf(state.pastDueSince);
  return null;
}

/** A Premium period has ended on an active subscription: the renewal charge is due. */
export function isRenewalDue(state: LifecycleState, now: Date): boolean {
  return (
    state.status === 'active' &&
    state.plan.tier === 'premium' &&
    state.currentPeriodEnd !== null &&
    state.currentPeriodEnd <= now
  );
}

export function isExpiryDue(state: LifecycleState, now: Date): boolean {
  if (state.status === 'cancelled') return state.currentPeriodEnd !== null && state.currentPeriodEnd <= now;
  if (state.status === 'past_due')
    return state.pastDueSince !== null && graceEndOf(state.pastDueSince) <= now;
  return false;
}

/** A Premium subscription that would still charge the member: a renewal to come, or a failed one being retried. */
export function hasChargesToCome(state: LifecycleState): boolean {
  return state.plan.tier === 'premium' && (state.status === 'active' || state.status === 'past_due');
}

/** Monthly → yearly applies now; anything else between Premium plans waits for the period end (D4). */
export function switchTiming(from: PlanRef, to: PlanRef): 'now' | 'period_end' {
  return from.interval === 'monthly' && to.interval === 'yearly' ? 'now' : 'period_end';
}

/** The new plan's price less the unused share of the current period, never below zero. */
export function prorationCents(state: LifecycleState, to: PlanRef, now: Date): number {
  const { currentPeriodStart: start, currentPeriodEnd: end } = state;
  if (!start || !end || end <= start) return to.priceCents;
  const unusedShare = Math.min(
    1,
    Math.max(0, (end.getTime() - now.getTime()) / (end.getTime() - start.getTime())),
  );
  return Math.max(0, to.priceCents - Math.round(state.plan.priceCents * unusedShare));
}

const refuse = (): never => {
  throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
};

function startPremium(plan: PlanRef, at: Date): LifecycleState {
  return {
    status: 'active',
    plan,
    currentPeriodStart: at,
    currentPeriodEnd: periodEndAfter(at, plan.interval),
    scheduledPlan: null,
    pastDueSince: null,
  };
}

/** Applies one event; throws 7402 or 7403 when the event is not allowed in the current state. */
export function nextState(current: LifecycleState | null, event: LifecycleEvent): LifecycleState {
  const isLive = current !== null && isActiveAt(current, event.at);
  switch (event.type) {
    case 'choose_free': {
      if (event.plan.tier !== 'free') return refuse();
      if (isLive && current.plan.tier === 'free') throw new AppError(ErrorCode.alreadyOnPlan);
      // Leaving a live Premium plan is a cancellation, so the paid period is kept.
      if (isLive) return refuse();
      return {
        status: 'active',
        plan: event.plan,
        currentPeriodStart: event.at,
        currentPeriodEnd: null,
        scheduledPlan: null,
        pastDueSince: null,
      };
    }
    case 'paid': {
      if (event.plan.tier !== 'premium') return refuse();
      if (isLive && current.plan.tier === 'premium') {
        if (current.plan.id === event.plan.id) throw new AppError(ErrorCode.alreadyOnPlan);
        return refuse();
      }
      return startPremium(event.plan, event.at);
    }
    case 'renewed': {
      if (!current || !(current.status === 'active' || current.status === 'past_due')) return refuse();
      if (current.plan.tier !== 'premium' || !current.currentPeriodEnd) return refuse();
      if (current.status === 'past_due' && !isLive) return refuse();
      // Never early: a second renewal of the same period would charge twice.
      if (current.status === 'active' && !isRenewalDue(current, event.at)) return refuse();
      const plan = current.scheduledPlan ?? current.plan;
      // A late retry (past due) starts the new period when it is paid; an on-time renewal continues the calendar.
      const start = current.status === 'past_due' ? event.at : current.currentPeriodEnd;
      return startPremium(plan, start);
    }
    case 'renewal_failed': {
      if (!current || current.plan.tier !== 'premium') return refuse();
      if (current.status === 'past_due') return current;
      if (!isRenewalDue(current, event.at)) return refuse();
      return { ...current, status: 'past_due', pastDueSince: event.at };
    }
    case 'cancel': {
      if (!current || current.status !== 'active' || current.plan.tier !== 'premium') return refuse();
      return { ...current, status: 'cancelled', scheduledPlan: null };
    }
    case 'stop_charges': {
      if (!current || !hasChargesToCome(current)) return refuse();
      // The paid period is kept to its end, as a cancellation keeps it; a grace period was not paid for, so it ends.
      if (current.status === 'past_due') return { ...current, status: 'expired', scheduledPlan: null };
      return { ...current, status: 'cancelled', scheduledPlan: null };
    }
    case 'resume': {
      if (!current || current.status !== 'cancelled' || !isLive) return refuse();
      return { ...current, status: 'active' };
    }
    case 'switch_now': {
      if (!current || current.status !== 'active' || current.plan.tier !== 'premium') return refuse();
      if (event.plan.tier !== 'premium') return refuse();
      if (current.plan.id === event.plan.id) throw new AppError(ErrorCode.alreadyOnPlan);
      if (switchTiming(current.plan, event.plan) !== 'now') return refuse();
      return startPremium(event.plan, event.at);
    }
    case 'schedule_switch': {
      if (!current || current.status !== 'active' || current.plan.tier !== 'premium') return refuse();
      if (event.plan.tier !== 'premium') return refuse();
      if (current.plan.id === event.plan.id) {
        if (!current.scheduledPlan) throw new AppError(ErrorCode.alreadyOnPlan);
        return { ...current, scheduledPlan: null };
      }
      if (switchTiming(current.plan, event.plan) !== 'period_end') return refuse();
      return { ...current, scheduledPlan: event.plan };
    }
    case 'expire': {
      if (!current || !isExpiryDue(current, event.at)) return refuse();
      return { ...current, status: 'expired', scheduledPlan: null };
    }
  }
}
