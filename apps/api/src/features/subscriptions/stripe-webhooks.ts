import { ErrorCode, paths } from '@vitalia/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import { idOf, type StripeReads } from './stripe-client';
import { stripeStatusOf, subscriptionIdOfInvoice, type StripeSync } from './stripe-sync';
import type { BillingQueries, SubscriptionsRepository } from './subscriptions.repository';
import { publishMails, type PendingMail } from './billing-mail-events';

/** Enough for the handlers of one burst of events to settle; the last read is then written whatever happened. */
const maxReads = 3;

export interface StripeWebhooksDependencies {
  client: Stripe;
  webhookSecret: string;
  reads: StripeReads;
  sync: StripeSync;
  repository: SubscriptionsRepository;
}

export interface StripeWebhooks {
  /** Copies a fresh read of one of our Stripe subscriptions onto its row (and records the event, if one is given). */
  refreshSubscription(subscriptionId: string, eventId: string | null): Promise<void>;
  /** Throws 7406 unless the raw body carries Stripe's signature, made with our secret, recently (5 minutes). */
  verify(rawBody: Buffer, signature: string | string[] | undefined): Stripe.Event;
  /** Event types we do not use are acknowledged and ignored. */
  handle(event: Stripe.Event): Promise<void>;
  /**
   * Stripe sends the member back here (the session id is the capability, as on its own pages): a fresh read of the
   * session settles the subscription now, without waiting for the webhook. Answers where to send the browser, on the
   * origin it came back to.
   */
  returnFrom(sessionId: string, origin: URL): Promise<string>;
}

/**
 * Stripe's events, and the member's return from Checkout. Events are only a prompt: each one leads to a fresh read of
 * the objects it names, and its id is recorded in the same transaction as its effect, so a replay changes nothing and
 * an event whose handling failed is handled again when Stripe retries it.
 */
export function stripeWebhooks({
  client,
  webhookSecret,
  reads,
  sync,
  repository,
}: StripeWebhooksDependencies): StripeWebhooks {
  /**
   * Reads the subscription from Stripe, then writes under the member's row lock, recording the event with its effect.
   * Stripe is never called while the lock is held, so another handler may write a newer read in between: when the
   * row changed since our read began, ours may be the older one, and we read again.
   */
  async function syncFresh(
    userId: string,
    subscriptionId: string,
    eventId: string | null,
    work: (tx: BillingQueries, fresh: Stripe.Subscription) => Promise<PendingMail[]>,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      const seen = (await repository.findByUser(userId))?.subscription.updatedAt.getTime();
      const fresh = await reads.subscription(subscriptionId);
      const isWritten = await repository.inTransaction(async (tx) => {
        const row = await tx.lockByUser(userId);
        if (row?.subscription.updatedAt.getTime() !== seen && attempt < maxReads) return false;
        if (eventId && !(await tx.markEventProcessed('stripe', eventId))) return true;
        await publishMails(tx, await work(tx, fresh));
        return true;
      });
      if (isWritten) return;
    }
  }

  /** Answers null when the Stripe session is not one we opened (another product on the same Stripe account). */
  async function completeCheckout(sessionId: string, eventId: string | null) {
    const session = await reads.checkoutSession(sessionId);
    const found = session.client_reference_id
      ? await repository.findCheckoutSession(session.client_reference_id)
      : undefined;
    // Our row names the Stripe session it opened: a session pointing at a checkout it did not open is not ours.
    if (!found || found.session.provider !== 'stripe' || found.session.providerSessionId !== session.id)
      return null;
    const ours = found.session;
    const subscriptionId = idOf(session.subscription);
    if (session.status !== 'complete' || !subscriptionId)
      return { isComplete: false, cancelPath: ours.cancelPath };
    await syncFresh(ours.userId, subscriptionId, eventId, async (tx, fresh) => {
      // First payment still processing: the checkout stays open, and the subscription's next event completes it.
      if (!stripeStatusOf(fresh)) return [];
      // Only the call that completes the checkout may replace the member's subscription with this one; a later
      // replay or a second visit of the return URL only refreshes it if it is still the member's.
      const isNew = await tx.moveCheckoutSession(ours.id, ['open', 'requires_confirmation'], 'completed');
      return sync.write(tx, ours.userId, fresh, { isNew });
    });
    return { isComplete: true, cancelPath: ours.cancelPath };
  }

  async function refreshSubscription(subscriptionId: string, eventId: string | null) {
    const known = await repository.findByProviderSubscription(subscriptionId);
    if (known) {
      const userId = known.subscription.userId;
      await syncFresh(userId, subscriptionId, eventId, (tx, fresh) =>
        sync.write(tx, userId, fresh, { isNew: false }),
      );
      return;
    }
    // A subscription event that overtook its checkout's: complete that checkout (read afresh) instead.
    const { metadata } = await reads.subscription(subscriptionId);
    const found = metadata?.checkoutId
      ? await repository.findCheckoutSession(metadata.checkoutId)
      : undefined;
    if (found?.session.providerSessionId) await completeCheckout(found.session.providerSessionId, eventId);
  }

  async function invoiceEvent(invoiceId: string, eventId: string, hasFailed: boolean) {
    const invoice = await reads.invoice(invoiceId);
    const subscriptionId = subscriptionIdOfInvoice(invoice);
    const known = subscriptionId ? await repository.findByProviderSubscription(subscriptionId) : undefined;
    // An invoice of a subscription we do not hold yet: its checkout's completion records it.
    if (!subscriptionId || !known) return;
    const userId = known.subscription.userId;
    await syncFresh(userId, subscriptionId, eventId, async (tx, fresh) => {
      const mails = await sync.write(tx, userId, fresh, { isNew: false });
      if (invoice.status === 'paid') return [...mails, ...(await sync.recordPaid(tx, userId, invoice))];
      if (hasFailed) return [...mails, ...(await sync.recordFailed(tx, userId, invoice))];
      return mails;
    });
  }

  return {
    refreshSubscription,

    verify(rawBody: Buffer, signature: string | string[] | undefined): Stripe.Event {
      if (typeof signature !== 'string' || signature === '')
        throw new AppError(ErrorCode.webhookSignatureInvalid);
      try {
        return client.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new AppError(ErrorCode.webhookSignatureInvalid, undefined, { cause: error });
      }
    },

    async handle(event: Stripe.Event): Promise<void> {
      switch (event.type) {
        case 'checkout.session.completed':
          await completeCheckout(event.data.object.id, event.id);
          return;
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          await refreshSubscription(event.data.object.id, event.id);
          return;
        case 'invoice.paid':
        case 'invoice.payment_failed':
          await invoiceEvent(event.data.object.id, event.id, event.type === 'invoice.payment_failed');
          return;
        default:
          return;
      }
    },

    async returnFrom(sessionId: string, origin: URL): Promise<string> {
      const outcome = await completeCheckout(sessionId, null);
      if (!outcome) throw new AppError(ErrorCode.notFound);
      return new URL(
        outcome.isComplete ? `${paths.dashboard()}?checkout=success` : outcome.cancelPath,
        origin,
      ).href;
    },
  };
}
