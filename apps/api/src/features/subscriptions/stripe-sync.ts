import type { SubscriptionStatus } from '@vitalia/contracts';
import type Stripe from 'stripe';
import { isUuid } from '../../lib/ids';
import { idOf } from './stripe-client';
import { graceEndOf } from './subscription-lifecycle';
import { receiptNumberOf } from './subscription-mapping';
import type {
  BillingQueries,
  PaymentRow,
  PlanRow,
  SubscriptionEventType,
  SubscriptionWithPlans,
  SubscriptionWrite,
} from './subscriptions.repository';
import type { PendingMail } from './billing-mail-events';

/**
 * Copies Stripe's state onto ours. Stripe, not we, decides when a Stripe subscription renews, fails or ends, so its
 * rows never go through the lifecycle's events: each write is a fresh read of the subscription, taken whole.
 */
const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** null: the first payment has not gone through (`incomplete`), so there is nothing to give yet. */
export function stripeStatusOf(subscription: Stripe.Subscription): SubscriptionStatus | null {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return subscription.cancel_at_period_end || subscription.cancel_at ? 'cancelled' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'expired';
    default:
      return null;
  }
}

/** The subscription's price is on its item; the period too since API 2025-03-31 (on the subscription before). */
function itemOf(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    price: item.price,
    start: fromUnix(item.current_period_start ?? legacy.current_period_start),
    end: fromUnix(item.current_period_end ?? legacy.current_period_end),
  };
}

/**
 * By the price we stored on the plan; a plan repriced since has a new price, and its older subscribers are found by
 * the plan id we put on every price we create.
 */
async function planOfPrice(
  tx: BillingQueries,
  price: string | Stripe.Price | Stripe.DeletedPrice,
): Promise<PlanRow> {
  const priceId = idOf(price)!;
  const byPrice = await tx.findPlanByStripePrice(priceId);
  if (byPrice) return byPrice;
  const planId = typeof price === 'object' && 'metadata' in price ? price.metadata.planId : undefined;
  const byMetadata = planId && isUuid(planId) ? await tx.findPlan(planId) : undefined;
  // Thrown, not skipped: Stripe retries the event once the plan is put right.
  if (!byMetadata) throw new Error(`Stripe price ${priceId} belongs to no plan`);
  return byMetadata;
}

/** A yearly → monthly switch waits in a subscription schedule: its phase after the current period names the plan. */
async function scheduledPlanOf(
  tx: BillingQueries,
  subscription: Stripe.Subscription,
  plan: PlanRow,
  periodEnd: Date | null,
): Promise<PlanRow | null> {
  const schedule = subscription.schedule;
  if (!schedule || typeof schedule === 'string' || !periodEnd) return null;
  if (schedule.status !== 'active' && schedule.status !== 'not_started') return null;
  const next = schedule.phases.find((phase) => phase.start_date * 1000 >= periodEnd.getTime());
  const price = next?.items[0]?.price;
  if (!price) return null;
  const nextPlan = await planOfPrice(tx, price);
  return nextPlan.id === plan.id ? null : nextPlan;
}

/** What the history (and the statistics) should say about this change; null when nothing worth saying changed. */
function historyOf(
  current: SubscriptionWithPlans | undefined,
  next: SubscriptionWrite,
): SubscriptionEventType | null {
  const was = current?.subscription;
  const isSameSubscription =
    was?.provider === 'stripe' &&
    was.providerSubscriptionId === next.providerSubscriptionId &&
    was.status !== 'expired';
  if (!isSameSubscription) return next.status === 'expired' ? null : 'started';
  if (next.status === 'expired') return 'expired';
  if (was.planId !== next.planId) return 'switched';
  if (next.status === 'past_due') return was.status === 'past_due' ? null : 'renewal_failed';
  if (next.status === 'cancelled') return was.status === 'cancelled' ? null : 'cancelled';
  if (was.status === 'cancelled') return 'resumed';
  // Stripe moved the period on when it first tried the card: the paid retry is the renewal.
  if (was.status === 'past_due') return 'renewed';
  if (next.scheduledPlanId && next.scheduledPlanId !== was.scheduledPlanId) return 'switch_scheduled';
  if (was.currentPeriodStart?.getTime() !== next.currentPeriodStart?.getTime()) return 'renewed';
  return null;
}

type InvoiceKind = 'initial' | 'renewal' | 'proration';
const kindOf = (invoice: Stripe.Invoice): InvoiceKind =>
  invoice.billing_reason === 'subscription_create'
    ? 'initial'
    : invoice.billing_reason === 'subscription_update'
      ? 'proration'
      : 'renewal';

/** The period an invoice pays for is its lines' (the invoice's own period fields describe the one before). */
function invoicePeriodOf(invoice: Stripe.Invoice) {
  const latest = [...invoice.lines.data].sort((a, b) => b.period.end - a.period.end)[0];
  return { start: fromUnix(latest?.period.start), end: fromUnix(latest?.period.end) };
}

export const subscriptionIdOfInvoice = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription);

export function stripeSync({ now = () => new Date() }: { now?: () => Date } = {}) {
  async function saveCustomer(tx: BillingQueries, userId: string, subscription: Stripe.Subscription) {
    const customerId = idOf(subscription.customer);
    if (!customerId) return;
    const known = await tx.findCustomer(userId);
    const method = subscription.default_payment_method;
    const card = typeof method === 'object' && method?.card ? method.card : null;
    const kept = known?.provider === 'stripe' ? known : null;
    await tx.saveCustomer({
      userId,
      provider: 'stripe',
      providerCustomerId: customerId,
      cardBrand: card?.brand ?? kept?.cardBrand ?? null,
      cardLast4: card?.last4 ?? kept?.cardLast4 ?? null,
      sandboxCardNumber: null,
    });
  }

  /** The member's row, if it is this invoice's subscription. */
  async function rowOfInvoice(tx: BillingQueries, userId: string, invoice: Stripe.Invoice) {
    const row = await tx.findByUser(userId);
    return row && row.subscription.providerSubscriptionId === subscriptionIdOfInvoice(invoice) ? row : null;
  }

  async function insertPayment(
    tx: BillingQueries,
    row: SubscriptionWithPlans,
    invoice: Stripe.Invoice,
    outcome: { status: 'succeeded' | 'failed'; amountCents: number; providerPaymentId: string },
  ): Promise<PaymentRow | undefined> {
    const customer = await tx.findCustomer(row.subscription.userId);
    const period = invoicePeriodOf(invoice);
    return tx.insertPaymentOnce({
      userId: row.subscription.userId,
      subscriptionId: row.subscription.id,
      planId: row.plan.id,
      kind: kindOf(invoice),
      currency: invoice.currency.toUpperCase(),
      provider: 'stripe',
      periodStart: period.start,
      periodEnd: outcome.status === 'succeeded' ? period.end : null,
      cardBrand: customer?.cardBrand ?? null,
      cardLast4: customer?.cardLast4 ?? null,
      ...outcome,
    });
  }

  const sync = {
    /**
     * Writes a fresh read of a Stripe subscription onto the member's row, under the row's lock, with a history event
     * for what changed, and records its latest invoice if paid. `isNew` only for the checkout that brings this
     * subscription: any other read about a subscription the row no longer holds (an old one) changes nothing.
     */
    async write(
      tx: BillingQueries,
      userId: string,
      fresh: Stripe.Subscription,
      { isNew }: { isNew: boolean },
    ): Promise<PendingMail[]> {
      const current = await tx.lockByUser(userId);
      const isHeld =
        current?.subscription.provider === 'stripe' &&
        current.subscription.providerSubscriptionId === fresh.id;
      if (!isNew && !isHeld) return [];
      const status = stripeStatusOf(fresh);
      if (!status) return [];
      const item = itemOf(fresh);
      const plan = await planOfPrice(tx, item.price);
      const scheduled = status === 'active' ? await scheduledPlanOf(tx, fresh, plan, item.end) : null;
      const wasPastDueSince =
        current?.subscription.status === 'past_due' ? current.subscription.pastDueSince : null;
      const next: SubscriptionWrite = {
        planId: plan.id,
        status,
        provider: 'stripe',
        providerSubscriptionId: fresh.id,
        currentPeriodStart: item.start,
        currentPeriodEnd: item.end,
        scheduledPlanId: scheduled?.id ?? null,
        // When we first saw it unpaid: the grace period (D4) runs from there, whatever Stripe's retry schedule.
        pastDueSince: status === 'past_due' ? ((isHeld ? wasPastDueSince : null) ?? now()) : null,
      };
      await tx.save(userId, next);
      await saveCustomer(tx, userId, fresh);
      const history = historyOf(current, next);
      const mails: PendingMail[] = [];
      if (history) await tx.addEvent(userId, plan.id, history, now());
      if (history === 'cancelled') {
        mails.push({ kind: 'cancellation', userId, facts: { planName: plan.name, date: item.end } });
      }
      const invoice = fresh.latest_invoice;
      if (typeof invoice === 'object' && invoice?.status === 'paid') {
        mails.push(...(await sync.recordPaid(tx, userId, invoice)));
      }
      return mails;
    },

    /** A paid invoice becomes one succeeded payment and one receipt, however often Stripe reports it. */
    async recordPaid(tx: BillingQueries, userId: string, invoice: Stripe.Invoice): Promise<PendingMail[]> {
      const row = await rowOfInvoice(tx, userId, invoice);
      if (!row) return [];
      const payment = await insertPayment(tx, row, invoice, {
        status: 'succeeded',
        amountCents: invoice.amount_paid,
        providerPaymentId: invoice.id,
      });
      if (!payment) return [];
      return [
        {
          kind: 'receipt',
          userId,
          facts: {
            planName: row.plan.name,
            amountCents: payment.amountCents,
            currency: payment.currency,
            date: payment.periodEnd,
            receiptNumber: receiptNumberOf(payment),
          },
        },
      ];
    },

    /** A failed invoice: one failed payment and one email, however many times Stripe retries the card. */
    async recordFailed(tx: BillingQueries, userId: string, invoice: Stripe.Invoice): Promise<PendingMail[]> {
      const row = await rowOfInvoice(tx, userId, invoice);
      if (!row) return [];
      const payment = await insertPayment(tx, row, invoice, {
        status: 'failed',
        amountCents: invoice.amount_due,
        // Its own id, so the same invoice paid on a later attempt is still recorded as paid.
        providerPaymentId: `${invoice.id}:failed`,
      });
      if (!payment) return [];
      const { pastDueSince } = row.subscription;
      return [
        {
          kind: 'payment_failed',
          userId,
          facts: {
            planName: row.plan.name,
            amountCents: payment.amountCents,
            currency: payment.currency,
            date: pastDueSince ? graceEndOf(pastDueSince) : null,
          },
        },
      ];
    },
  };
  return sync;
}

export type StripeSync = ReturnType<typeof stripeSync>;
