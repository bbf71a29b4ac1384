import { ErrorCode, type CancellationReason } from '@vitalia/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import {
  createStripeClient,
  idOf,
  stripeCall,
  stripeLocaleOf,
  stripeReads,
  type StripeReads,
  type StripeSettings,
} from './stripe-client';
import { stripeSync } from './stripe-sync';
import { stripeWebhooks, type StripeWebhooks } from './stripe-webhooks';
import { checkoutTermsIn } from './checkout-words';
import { nextState } from './subscription-lifecycle';
import { planRefOf, stateOf } from './subscription-mapping';
import type { PlanRow, SubscriptionsRepository } from './subscriptions.repository';
import type { Member, StripeBillingPort, StripeChange } from './subscriptions.service';

const intervalOf = (plan: PlanRow) => (plan.interval === 'yearly' ? ('year' as const) : ('month' as const));

export interface StripeBillingDependencies {
  client: Stripe;
  reads: StripeReads;
  repository: SubscriptionsRepository;
  /** Copies a fresh read of the subscription onto our row (stripe-webhooks.ts). */
  refresh: StripeWebhooks['refreshSubscription'];
  now?: () => Date;
}

/** The Stripe side of the service's port: changes are asked of Stripe, and our row copies what Stripe then answers. */
/** Our reasons in Stripe's words: the same where they mean the same; a technical problem is its "low quality". */
const stripeFeedbackOf: Record<
  CancellationReason,
  Stripe.SubscriptionUpdateParams.CancellationDetails.Feedback
> = {
  too_expensive: 'too_expensive',
  unused: 'unused',
  missing_features: 'missing_features',
  switched_service: 'switched_service',
  technical_issues: 'low_quality',
  other: 'other',
};

export function stripeBilling({
  client,
  reads,
  repository,
  refresh,
  now = () => new Date(),
}: StripeBillingDependencies): StripeBillingPort {
  /** The plan's Stripe price, created (with its product) the first time the plan is sold through Stripe. */
  async function priceOf(plan: PlanRow): Promise<string> {
    if (plan.stripePriceId) return plan.stripePriceId;
    const price = await stripeCall(() =>
      client.prices.create({
        unit_amount: plan.priceCents,
        currency: plan.currency.toLowerCase(),
        recurring: { interval: intervalOf(plan) },
        product_data: { name: plan.name, metadata: { planId: plan.id } },
        // Found again by this after the plan is repriced (a new price), for the subscribers still on this one.
        metadata: { planId: plan.id },
      }),
    );
    return (await repository.setStripePriceIfUnset(plan.id, price.id)) ?? price.id;
  }

  async function customerOf(member: Member): Promise<string> {
    const known = await repository.findCustomer(member.id);
    if (known?.provider === 'stripe' && known.providerCustomerId) return known.providerCustomerId;
    const customer = await stripeCall(() =>
      client.customers.create({ email: member.email, metadata: { userId: member.id } }),
    );
    await repository.saveCustomer({
      userId: member.id,
      provider: 'stripe',
      providerCustomerId: customer.id,
      cardBrand: null,
      cardLast4: null,
      sandboxCardNumber: null,
    });
    return customer.id;
  }

  /** Monthly → yearly: a new yearly period starts now, the unused month credited, charged at once. */
  async function switchNow(fresh: Stripe.Subscription, plan: PlanRow) {
    const scheduleId = idOf(fresh.schedule);
    if (scheduleId) await stripeCall(() => client.subscriptionSchedules.release(scheduleId));
    const price = await priceOf(plan);
    await stripeCall(() =>
      client.subscriptions.update(fresh.id, {
        items: [{ id: fresh.items.data[0]!.id, price }],
        // The interval changes, so Stripe restarts the period now; always_invoice charges the prorated difference at
        // once, and error_if_incomplete refuses the whole switch (a 402, our 7400) if that charge is declined.
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      }),
    );
  }

  /**
   * Yearly → monthly at the period end, through a subscription schedule: its first phase is the paid yearly period
   * as it stands, its second the monthly price, then the schedule releases the subscription to run on monthly. Simply
   * setting the monthly price (even without proration) would restart the billing period now, as any interval change
   * does: the member would pay a month today and lose the yearly remainder. Choosing yearly again releases the
   * schedule, which leaves the subscription as it is.
   */
  async function switchAtPeriodEnd(fresh: Stripe.Subscription, plan: PlanRow, currentPlanId: string) {
    const existing = typeof fresh.schedule === 'object' ? fresh.schedule : null;
    if (plan.id === currentPlanId) {
      if (existing) await stripeCall(() => client.subscriptionSchedules.release(existing.id));
      return;
    }
    const item = fresh.items.data[0]!;
    const price = await priceOf(plan);
    const schedule =
      existing ??
      (await stripeCall(() => client.subscriptionSchedules.create({ from_subscription: fresh.id })));
    await stripeCall(() =>
      client.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: schedule.phases[0]?.start_date ?? item.current_period_start,
            end_date: item.current_period_end,
          },
          { items: [{ price, quantity: 1 }], duration: { interval: intervalOf(plan) } },
        ],
      }),
    );
  }

  /**
   * Stripe refuses to change when a subscription run by a schedule ends: a scheduled yearly → monthly switch is
   * released first, as a cancellation drops it (subscription-lifecycle.ts).
   */
  async function cancelAtPeriodEnd(subscriptionId: string, reason: CancellationReason | null = null) {
    const scheduleId = idOf((await reads.subscription(subscriptionId)).schedule);
    if (scheduleId) await stripeCall(() => client.subscriptionSchedules.release(scheduleId));
    await stripeCall(() =>
      client.subscriptions.update(subscriptionId, {
        cancel_at_period_end: true,
        // Stripe's own churn reports read it too.
        ...(reason ? { cancellation_details: { feedback: stripeFeedbackOf[reason] } } : {}),
      }),
    );
  }

  return {
    async startCheckout({ checkoutId, plan, member, successUrl, cancelUrl, termsUrl }) {
      const price = await priceOf(plan);
      const customer = await customerOf(member);
      const metadata = { userId: member.id, planId: plan.id, checkoutId };
      const session = await stripeCall(() =>
        client.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: checkoutId,
          line_items: [{ price, quantity: 1 }],
          locale: stripeLocaleOf(member.language),
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata,
          // On the subscription too: an event about it that overtakes the checkout's finds the checkout by this.
          subscription_data: { metadata },
          // Beside Stripe's pay button, in the member's language, what the sandbox's page says there (issue 40).
          custom_text: { submit: { message: checkoutTermsIn(member.language, termsUrl) } },
        }),
      );
      if (!session.url) throw new AppError(ErrorCode.paymentProviderUnreachable);
      return { url: session.url, providerSessionId: session.id };
    },

    async change(row, change: StripeChange) {
      const subscriptionId = row.subscription.providerSubscriptionId;
      if (!subscriptionId) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
      // The sandbox's rules, checked before Stripe is asked: Stripe would accept, say, cancelling twice.
      const state = stateOf(row);
      const at = now();
      if (change.type === 'switch') {
        const event = change.timing === 'now' ? ('switch_now' as const) : ('schedule_switch' as const);
        nextState(state, { type: event, plan: planRefOf(change.plan), at });
        const fresh = await reads.subscription(subscriptionId);
        if (change.timing === 'now') await switchNow(fresh, change.plan);
        else await switchAtPeriodEnd(fresh, change.plan, row.plan.id);
      } else if (change.type === 'stop_charges') {
        nextState(state, { type: 'stop_charges', at });
        // A past-due subscription is ended now: cancelling it also stops Stripe collecting its open invoice, which
        // `cancel_at_period_end` would leave to Stripe's retries.
        if (state.status === 'past_due') await stripeCall(() => client.subscriptions.cancel(subscriptionId));
        else await cancelAtPeriodEnd(subscriptionId);
      } else {
        nextState(state, { type: change.type, at });
        if (change.type === 'cancel') await cancelAtPeriodEnd(subscriptionId, change.reason);
        else {
          await stripeCall(() =>
            client.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
          );
        }
      }
      // Our row follows a fresh read of what Stripe now holds, never what we asked for.
      await refresh(subscriptionId, null);
    },

    async portalUrl(userId, language, returnUrl) {
      const customer = await repository.findCustomer(userId);
      if (customer?.provider !== 'stripe' || !customer.providerCustomerId)
        throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
      const session = await stripeCall(() =>
        client.billingPortal.sessions.create({
          customer: customer.providerCustomerId!,
          return_url: returnUrl,
          locale: stripeLocaleOf(language),
        }),
      );
      return session.url;
    },
  };
}

/** The Stripe provider, assembled from the configuration (services.ts). */
export function stripeProvider({
  settings,
  repository,
}: {
  settings: StripeSettings;
  repository: SubscriptionsRepository;
}) {
  const client = createStripeClient(settings);
  const reads = stripeReads(client);
  const webhooks = stripeWebhooks({
    client,
    webhookSecret: settings.webhookSecret,
    reads,
    sync: stripeSync(),
    repository,
  });
  const billing = stripeBilling({ client, reads, repository, refresh: webhooks.refreshSubscription });
  return { billing, webhooks };
}
