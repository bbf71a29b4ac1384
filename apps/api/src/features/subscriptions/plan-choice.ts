import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  sandboxTestCards,
  stripeEndpoints,
  paths,
  type CheckoutRequest,
  type SubscriptionDetails,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { apiPathOf } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import { apply, purchasablePlan, receiptMail, requireDetails, type BillingContext } from './billing-context';
import type { PendingMail } from './billing-mail-events';
import { isActiveAt, nextState } from './subscription-lifecycle';
import { planRefOf, stateOf } from './subscription-mapping';
import type { BillingQueries, PlanRow } from './subscriptions.repository';

export const checkoutLifetimeMs = 60 * 60 * 1000;
/** A checkout's id is its link's capability: 24 random bytes (contracts' `sandboxSessionId`). */
export const newCheckoutId = () => randomBytes(24).toString('base64url');
/** The card on file for a sandbox test number: every test number is a Visa, as Stripe's are. */
export function sandboxCardOf(cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, '');
  return { cardBrand: 'visa', cardLast4: digits.slice(-4), sandboxCardNumber: digits };
}

/** D4: Free is active at once. */
export async function chooseFree(context: BillingContext, caller: Caller): Promise<SubscriptionDetails> {
  const { members, repository, now } = context;
  const member = await members.memberOf(caller);
  const freePlan = (await repository.listPlans({ activeOnly: true })).find((plan) => plan.tier === 'free');
  if (!freePlan) throw new AppError(ErrorCode.planUnavailable);
  await repository.inTransaction(async (tx) => {
    const current = await tx.lockByUser(member.id);
    const event = { type: 'choose_free', plan: planRefOf(freePlan), at: now() } as const;
    await apply(tx, member.id, current, event, 'started', null);
  });
  return requireDetails(context, member.id);
}

/** Opens a checkout for a Premium plan with the configured provider and says where to send the member. */
export async function startCheckout(
  context: BillingContext,
  caller: Caller,
  request: CheckoutRequest,
  origin: URL,
): Promise<{ url: string }> {
  const { members, repository, provider, stripe, now } = context;
  const member = await members.memberOf(caller);
  const plan = await purchasablePlan(context, request.planId, 'premium');
  const current = await repository.findByUser(member.id);
  // Refuse what the payment would be refused for, before the member types a card number.
  if (current) nextState(stateOf(current), { type: 'paid', plan: planRefOf(plan), at: now() });
  const checkoutId = newCheckoutId();
  const cancelPath = paths[request.from]();
  const session = {
    id: checkoutId,
    userId: member.id,
    planId: plan.id,
    provider,
    cancelPath,
    expiresAt: new Date(now().getTime() + checkoutLifetimeMs),
  };
  if (provider === 'sandbox') {
    await repository.insertCheckoutSession(session);
    return { url: new URL(paths.sandboxCheckout(checkoutId), origin).href };
  }
  if (!stripe) throw new AppError(ErrorCode.paymentProviderUnreachable);
  // Stripe first: when it cannot be reached, nothing is written. Its session cannot complete before we answer
  // its URL, so no webhook can look for our row before it exists.
  const started = await stripe.startCheckout({
    checkoutId,
    plan,
    member,
    // Stripe fills in the placeholder itself: it must reach Stripe as written, not encoded.
    successUrl: `${new URL(apiPathOf(stripeEndpoints.stripeReturn), origin).href}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: new URL(cancelPath, origin).href,
    termsUrl: new URL(paths.terms(), origin).href,
  });
  await repository.insertCheckoutSession({ ...session, providerSessionId: started.providerSessionId });
  return { url: started.url };
}

/** The first payment of a Premium plan, made on the sandbox's checkout page (sandbox-checkout.service.ts). */
export async function activatePaidPlan(
  { now }: BillingContext,
  tx: BillingQueries,
  userId: string,
  plan: PlanRow,
  cardNumber: string,
  checkoutId: string,
): Promise<PendingMail> {
  const at = now();
  const current = await tx.lockByUser(userId);
  const state = await apply(
    tx,
    userId,
    current,
    { type: 'paid', plan: planRefOf(plan), at },
    'started',
    'sandbox',
  );
  const card = sandboxCardOf(cardNumber);
  await tx.saveCustomer({ ...card, userId, provider: 'sandbox', providerCustomerId: null });
  const payment = await tx.insertPayment({
    userId,
    subscriptionId: (await tx.findByUser(userId))!.subscription.id,
    planId: plan.id,
    kind: 'initial',
    status: 'succeeded',
    amountCents: plan.priceCents,
    currency: plan.currency,
    provider: 'sandbox',
    providerPaymentId: `sandbox_checkout_${checkoutId}`,
    periodStart: state.currentPeriodStart,
    periodEnd: state.currentPeriodEnd,
    cardBrand: card.cardBrand,
    cardLast4: card.cardLast4,
  });
  return receiptMail(userId, payment, plan);
}

/** Demo data: the member on Free, or on Premium yearly paid with the sandbox's test card. No email is sent. */
export async function ensureDemoPlan(
  context: BillingContext,
  caller: Caller,
  tier: 'free' | 'premium',
): Promise<void> {
  const { members, repository, now } = context;
  const member = await members.memberOf(caller);
  const row = await repository.findByUser(member.id);
  if (row && isActiveAt(stateOf(row), now())) return;
  if (tier === 'free') {
    await chooseFree(context, caller);
    return;
  }
  const plans = await repository.listPlans({ activeOnly: true });
  const yearly = plans.find((plan) => plan.tier === 'premium' && plan.interval === 'yearly');
  if (!yearly) throw new AppError(ErrorCode.planUnavailable);
  await repository.inTransaction((tx) =>
    activatePaidPlan(
      context,
      tx,
      member.id,
      yearly,
      sandboxTestCards.succeeds,
      `demo_${randomBytes(8).toString('hex')}`,
    ),
  );
}
