import {
  ErrorCode,
  paths,
  type CancelRequest,
  type SubscriptionDetails,
  type SwitchPreview,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import {
  apply,
  purchasablePlan,
  receiptMail,
  requireDetails,
  sandboxChargeSucceeds,
  type BillingContext,
  type StripeChange,
} from './billing-context';
import { publishMails, type PendingMail } from './billing-mail-events';
import { hasChargesToCome, nextState, prorationCents, switchTiming } from './subscription-lifecycle';
import { checkoutLifetimeMs, newCheckoutId } from './plan-choice';
import { canManageCardOf, planRefOf, stateOf, toPlan, writeOf } from './subscription-mapping';
import type { BillingQueries, SubscriptionWithPlans } from './subscriptions.repository';

/** Member actions on a paid subscription: Stripe's are made on Stripe; the sandbox's are ours to apply. */
async function change(
  context: BillingContext,
  caller: Caller,
  stripeChange: StripeChange,
  onSandbox: (tx: BillingQueries, userId: string, row: SubscriptionWithPlans) => Promise<PendingMail[]>,
  /** What is ours to write once Stripe has made the change. */
  afterStripe: (userId: string) => Promise<void> = async () => undefined,
): Promise<SubscriptionDetails> {
  const { members, repository, stripe } = context;
  const member = await members.memberOf(caller);
  const existing = await repository.findByUser(member.id);
  if (!existing) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
  if (existing.subscription.provider === 'stripe') {
    if (!stripe) throw new AppError(ErrorCode.paymentProviderUnreachable);
    await stripe.change(existing, stripeChange);
    await afterStripe(member.id);
    return requireDetails(context, member.id);
  }
  await repository.inTransaction(async (tx) => {
    const row = await tx.lockByUser(member.id);
    if (!row) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
    await publishMails(tx, await onSandbox(tx, member.id, row));
  });
  return requireDetails(context, member.id);
}

/** Cancels at the period end, keeping why the member says they leave (issue 40); Stripe is told it too. */
export async function cancel(
  context: BillingContext,
  caller: Caller,
  request?: CancelRequest,
): Promise<SubscriptionDetails> {
  const reason = request?.reason ?? null;
  return change(
    context,
    caller,
    { type: 'cancel', reason },
    async (tx, userId, row) => {
      const state = await apply(
        tx,
        userId,
        row,
        { type: 'cancel', at: context.now() },
        'cancelled',
        'sandbox',
      );
      await tx.recordCancellation(userId, reason, 'sandbox');
      return [
        { kind: 'cancellation', userId, facts: { planName: row.plan.name, date: state.currentPeriodEnd } },
      ];
    },
    (userId) => context.repository.recordCancellation(userId, reason, 'stripe'),
  );
}

export async function resume(context: BillingContext, caller: Caller): Promise<SubscriptionDetails> {
  return change(context, caller, { type: 'resume' }, async (tx, userId, row) => {
    await apply(tx, userId, row, { type: 'resume', at: context.now() }, 'resumed', 'sandbox');
    return [];
  });
}

/**
 * Account deletion (spec §9): the member is never charged again. A paid period runs to its end without renewing,
 * and nothing is refunded; a failed renewal is not retried. Throws when the provider cannot be told, so that the
 * deletion does not go ahead while a renewal still stands.
 */
export async function stopCharges(
  { repository, stripe, now }: BillingContext,
  userId: string,
): Promise<void> {
  const existing = await repository.findByUser(userId);
  if (!existing || !hasChargesToCome(stateOf(existing))) return;
  if (existing.subscription.provider === 'stripe') {
    if (!stripe) throw new AppError(ErrorCode.paymentProviderUnreachable);
    await stripe.change(existing, { type: 'stop_charges' });
    return;
  }
  await repository.inTransaction(async (tx) => {
    const row = await tx.lockByUser(userId);
    if (!row || !hasChargesToCome(stateOf(row))) return;
    const history = row.subscription.status === 'past_due' ? 'expired' : 'cancelled';
    await apply(tx, userId, row, { type: 'stop_charges', at: now() }, history, 'sandbox');
  });
}

export async function previewSwitch(
  context: BillingContext,
  caller: Caller,
  planId: string,
): Promise<SwitchPreview> {
  const { members, repository, now } = context;
  const member = await members.memberOf(caller);
  const plan = await purchasablePlan(context, planId, 'premium');
  const row = await repository.findByUser(member.id);
  if (!row) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
  const state = stateOf(row);
  const at = now();
  const timing = switchTiming(state.plan, planRefOf(plan));
  // Validates the switch exactly as confirming it would, so the preview never promises what will be refused.
  nextState(state, {
    type: timing === 'now' ? 'switch_now' : 'schedule_switch',
    plan: planRefOf(plan),
    at,
  });
  return {
    plan: toPlan(plan),
    effective: timing,
    amountDueNowCents: timing === 'now' ? prorationCents(state, planRefOf(plan), at) : 0,
    currency: plan.currency,
    effectiveAt: (timing === 'now' ? at : (state.currentPeriodEnd ?? at)).toISOString(),
  };
}

export async function switchPlan(
  context: BillingContext,
  caller: Caller,
  planId: string,
): Promise<SubscriptionDetails> {
  const { members, repository, now } = context;
  const plan = await purchasablePlan(context, planId, 'premium');
  const member = await members.memberOf(caller);
  const existing = await repository.findByUser(member.id);
  const timing = existing ? switchTiming(stateOf(existing).plan, planRefOf(plan)) : 'now';
  return change(context, caller, { type: 'switch', plan, timing }, async (tx, userId, row) => {
    const at = now();
    const state = stateOf(row);
    if (timing === 'period_end') {
      await apply(
        tx,
        userId,
        row,
        { type: 'schedule_switch', plan: planRefOf(plan), at },
        'switch_scheduled',
        'sandbox',
      );
      return [];
    }
    const amountCents = prorationCents(state, planRefOf(plan), at);
    const customer = await tx.findCustomer(userId);
    const switched = nextState(state, { type: 'switch_now', plan: planRefOf(plan), at });
    // A declined card changes nothing: the error rolls the transaction back before anything is written.
    if (!sandboxChargeSucceeds(customer?.sandboxCardNumber ?? null))
      throw new AppError(ErrorCode.cardDeclined);
    await tx.save(userId, writeOf(switched, 'sandbox'));
    await tx.addEvent(userId, plan.id, 'switched', at);
    const payment = await tx.insertPayment({
      userId,
      subscriptionId: row.subscription.id,
      planId: plan.id,
      kind: 'proration',
      status: 'succeeded',
      amountCents,
      currency: plan.currency,
      provider: 'sandbox',
      providerPaymentId: null,
      periodStart: switched.currentPeriodStart,
      periodEnd: switched.currentPeriodEnd,
      cardBrand: customer?.cardBrand ?? null,
      cardLast4: customer?.cardLast4 ?? null,
    });
    return [receiptMail(userId, payment, plan)];
  });
}

export async function portalUrl(
  context: BillingContext,
  caller: Caller,
  origin: URL,
): Promise<{ url: string }> {
  const { members, repository, stripe } = context;
  const member = await members.memberOf(caller);
  const row = await repository.findByUser(member.id);
  if (row?.subscription.provider === 'sandbox') return sandboxCardPage(context, row, origin);
  if (row?.subscription.provider !== 'stripe' || !stripe)
    throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
  return {
    url: await stripe.portalUrl(member.id, member.language, new URL(paths.billing(), origin).href),
  };
}

/**
 * The sandbox's own card page (issue 40): a checkout session whose purpose is the card, on the same hosted page as
 * paying, back to Billing either way. Only while there is a Premium plan to charge it for.
 */
async function sandboxCardPage(
  { repository, now }: BillingContext,
  row: SubscriptionWithPlans,
  origin: URL,
): Promise<{ url: string }> {
  const customer = await repository.findCustomer(row.subscription.userId);
  if (!canManageCardOf(row, customer, now())) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
  const id = newCheckoutId();
  await repository.insertCheckoutSession({
    id,
    userId: row.subscription.userId,
    planId: (row.scheduledPlan ?? row.plan).id,
    provider: 'sandbox',
    purpose: 'card',
    cancelPath: paths.billing(),
    expiresAt: new Date(now().getTime() + checkoutLifetimeMs),
  });
  return { url: new URL(paths.sandboxCheckout(id), origin).href };
}
