import {
  ErrorCode,
  hasPremiumAccess,
  sandboxCardBehaviour,
  type CancellationReason,
  type Language,
  type PaymentProviderName,
  type Subscription,
  type SubscriptionDetails,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import type { Notify } from '../../lib/notify';
import type { PendingMail } from './billing-mail-events';
import { nextState, type LifecycleEvent, type LifecycleState } from './subscription-lifecycle';
import {
  receiptNumberOf,
  stateOf,
  toComplimentarySubscription,
  toDetails,
  toSubscription,
  writeOf,
} from './subscription-mapping';
import type {
  BillingQueries,
  PaymentRow,
  PlanRow,
  SubscriptionEventType,
  SubscriptionWithPlans,
  SubscriptionsRepository,
} from './subscriptions.repository';

/** Who a member is, as the users feature answers it (wired in services.ts). */
export interface Member {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  language: Language;
}

export interface MembersPort {
  memberOf(caller: Caller): Promise<Member>;
  contactOf(userId: string): Promise<Member | null>;
}

/** A member's change to a Stripe subscription: made on Stripe, then copied back from a fresh read (stripe-billing.ts). */
export type StripeChange =
  | { type: 'cancel'; reason: CancellationReason | null }
  | { type: 'resume' }
  | { type: 'stop_charges' }
  | { type: 'switch'; plan: PlanRow; timing: 'now' | 'period_end' };

export interface StripeBillingPort {
  startCheckout(input: {
    checkoutId: string;
    plan: PlanRow;
    member: Member;
    successUrl: string;
    cancelUrl: string;
    /** The app's terms, linked beside the pay button (issue 40). */
    termsUrl: string;
  }): Promise<{ url: string; providerSessionId: string }>;
  change(row: SubscriptionWithPlans, change: StripeChange): Promise<void>;
  portalUrl(userId: string, language: Language, returnUrl: string): Promise<string>;
}

export interface SubscriptionsServiceDependencies {
  repository: SubscriptionsRepository;
  members: MembersPort;
  mailer: Mailer;
  events: Pick<EventBus, 'on'>;
  publicUrl: URL;
  provider: PaymentProviderName;
  stripe?: StripeBillingPort;
  /** The bell: a coming renewal and a failed payment are told there too, and their emails can be turned off. */
  notify: Notify;
  now?: () => Date;
}

/** What every billing use case is handed first: the service's dependencies, with the clock settled once. */
export interface BillingContext extends SubscriptionsServiceDependencies {
  now: () => Date;
}

export function billingContext(dependencies: SubscriptionsServiceDependencies): BillingContext {
  return { ...dependencies, now: dependencies.now ?? (() => new Date()) };
}

/** The sandbox provider's answer for a saved test card charged without the member present (renewals, switches). */
export function sandboxChargeSucceeds(cardNumber: string | null): boolean {
  const behaviour = cardNumber ? sandboxCardBehaviour(cardNumber) : null;
  // The confirmation card was confirmed once at checkout; like Stripe's, it is not asked again off-session.
  return behaviour === 'succeeds' || behaviour === 'needsConfirmation';
}

export const receiptMail = (userId: string, payment: PaymentRow, plan: PlanRow): PendingMail => ({
  kind: 'receipt',
  userId,
  facts: {
    planName: plan.name,
    amountCents: payment.amountCents,
    currency: payment.currency,
    date: payment.periodEnd,
    receiptNumber: receiptNumberOf(payment),
  },
});

/** The member's own subscription while it gives Premium; otherwise a complimentary grant running, if any. */
export async function effectiveSubscription(
  { repository, now }: BillingContext,
  userId: string,
): Promise<Subscription | null> {
  const at = now();
  const row = await repository.findByUser(userId);
  const own = row ? toSubscription(row, at) : null;
  if (hasPremiumAccess(own)) return own;
  const grant = await repository.currentGrant(userId, at);
  return grant ? toComplimentarySubscription(grant) : own;
}

export async function details(
  { repository, now }: BillingContext,
  userId: string,
): Promise<SubscriptionDetails | null> {
  const row = await repository.findByUser(userId);
  if (!row) return null;
  return toDetails(row, await repository.findCustomer(userId), now());
}

export async function requireDetails(context: BillingContext, userId: string): Promise<SubscriptionDetails> {
  const found = await details(context, userId);
  if (!found) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
  return found;
}

/** A plan a member may buy now: active, and Premium unless `tier` says otherwise. */
export async function purchasablePlan(
  { repository }: BillingContext,
  planId: string,
  tier: 'free' | 'premium',
): Promise<PlanRow> {
  const plan = isUuid(planId) ? await repository.findPlan(planId) : undefined;
  if (!plan || !plan.isActive || plan.tier !== tier) throw new AppError(ErrorCode.planUnavailable);
  return plan;
}

/**
 * The one way a sandbox (or Free) subscription changes: lock the member's row, apply the event, store the state and
 * its history, all in one transaction.
 */
export async function apply(
  tx: BillingQueries,
  userId: string,
  current: SubscriptionWithPlans | undefined,
  event: LifecycleEvent,
  history: SubscriptionEventType,
  providerName: PaymentProviderName | null,
): Promise<LifecycleState> {
  const state = nextState(current ? stateOf(current) : null, event);
  await tx.save(userId, writeOf(state, providerName));
  await tx.addEvent(userId, state.plan.id, history, event.at);
  return state;
}
