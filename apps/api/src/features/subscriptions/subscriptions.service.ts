import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  hasPremiumAccess,
  sandboxCardBehaviour,
  sandboxTestCards,
  yearlyReminderDays,
  type CheckoutRequest,
  type Language,
  type PaymentProviderName,
  type Receipt,
  type Subscription,
  type SubscriptionDetails,
  type SwitchPreview,
  stripeEndpoints,
  paths,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { apiPathOf } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { Mailer } from '../../lib/mailer';
import type { Notify } from '../../lib/notify';
import { mailOfEvent, publishMails, type PendingMail } from './billing-mail-events';
import { billingEmail, type BillingEmailKind } from './billing-emails';
import {
  accessEndsAt,
  graceEndOf,
  hasChargesToCome,
  isActiveAt,
  isExpiryDue,
  isRenewalDue,
  nextState,
  prorationCents,
  switchTiming,
  type LifecycleEvent,
  type LifecycleState,
} from './subscription-lifecycle';
import {
  planRefOf,
  receiptNumberOf,
  stateOf,
  toDetails,
  toPayment,
  toPlan,
  toComplimentarySubscription,
  toGrant,
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
  | { type: 'cancel' }
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

/** The billing emails the bell tells too; receipts and cancellations are records, always emailed. */
const notifiedKinds: Partial<Record<BillingEmailKind, 'renewal_coming' | 'payment_failed'>> = {
  renewal_reminder: 'renewal_coming',
  payment_failed: 'payment_failed',
};

const checkoutLifetimeMs = 60 * 60 * 1000;
const retryEveryMs = 24 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
/** Every test number is a Visa, as Stripe's are. */
const sandboxCardBrand = 'visa';

/** The sandbox provider's answer for a saved test card charged without the member present (renewals, switches). */
export function sandboxChargeSucceeds(cardNumber: string | null): boolean {
  const behaviour = cardNumber ? sandboxCardBehaviour(cardNumber) : null;
  // The confirmation card was confirmed once at checkout; like Stripe's, it is not asked again off-session.
  return behaviour === 'succeeds' || behaviour === 'needsConfirmation';
}

export function subscriptionsService({
  repository,
  members,
  mailer,
  events,
  publicUrl,
  provider,
  stripe,
  notify,
  now = () => new Date(),
}: SubscriptionsServiceDependencies) {
  // Emails are read away from any request: their links use PUBLIC_URL.
  const billingUrl = new URL(paths.billing(), publicUrl).href;

  events.on('billing.email', 'billing-email', async (event, { deliveryKey }) => {
    const mail = mailOfEvent(event);
    const member = await members.contactOf(mail.userId);
    if (!member) return;
    const kind = notifiedKinds[mail.kind];
    if (kind) {
      const money = { amountCents: event.facts.amountCents ?? 0, currency: event.facts.currency ?? 'EUR' };
      const facts = { date: event.facts.date ?? null, ...money };
      const { email } = await notify({ userId: mail.userId, kind, facts, key: deliveryKey });
      if (!email) return;
    }
    await mailer.send({
      ...billingEmail(mail.kind, {
        ...mail.facts,
        to: member.email,
        language: member.language,
        firstname: member.firstname,
        billingUrl,
      }),
      idempotencyKey: deliveryKey,
    });
  });

  const receiptMail = (userId: string, payment: PaymentRow, plan: PlanRow): PendingMail => ({
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
  async function effectiveSubscription(userId: string): Promise<Subscription | null> {
    const at = now();
    const row = await repository.findByUser(userId);
    const own = row ? toSubscription(row, at) : null;
    if (hasPremiumAccess(own)) return own;
    const grant = await repository.currentGrant(userId, at);
    return grant ? toComplimentarySubscription(grant) : own;
  }

  async function details(userId: string): Promise<SubscriptionDetails | null> {
    const row = await repository.findByUser(userId);
    if (!row) return null;
    return toDetails(row, await repository.findCustomer(userId), now());
  }

  async function requireDetails(userId: string): Promise<SubscriptionDetails> {
    const found = await details(userId);
    if (!found) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
    return found;
  }

  /** A plan a member may buy now: active, and Premium unless `tier` says otherwise. */
  async function purchasablePlan(planId: string, tier: 'free' | 'premium'): Promise<PlanRow> {
    const plan = isUuid(planId) ? await repository.findPlan(planId) : undefined;
    if (!plan || !plan.isActive || plan.tier !== tier) throw new AppError(ErrorCode.planUnavailable);
    return plan;
  }

  /**
   * The one way a sandbox (or Free) subscription changes: lock the member's row, apply the event, store the state and
   * its history, all in one transaction.
   */
  async function apply(
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

  /** Member actions on a paid subscription: Stripe's are made on Stripe; the sandbox's are ours to apply. */
  async function change(
    caller: Caller,
    stripeChange: StripeChange,
    onSandbox: (tx: BillingQueries, userId: string, row: SubscriptionWithPlans) => Promise<PendingMail[]>,
  ): Promise<SubscriptionDetails> {
    const member = await members.memberOf(caller);
    const existing = await repository.findByUser(member.id);
    if (!existing) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
    if (existing.subscription.provider === 'stripe') {
      if (!stripe) throw new AppError(ErrorCode.paymentProviderUnreachable);
      await stripe.change(existing, stripeChange);
      return requireDetails(member.id);
    }
    await repository.inTransaction(async (tx) => {
      const row = await tx.lockByUser(member.id);
      if (!row) throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
      await publishMails(tx, await onSandbox(tx, member.id, row));
    });
    return requireDetails(member.id);
  }

  /** The first payment of a Premium plan, made on the sandbox's checkout page (sandbox-checkout.service.ts). */
  async function activatePaidPlan(
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
    const last4 = cardNumber.replace(/\D/g, '').slice(-4);
    await tx.saveCustomer({
      userId,
      provider: 'sandbox',
      providerCustomerId: null,
      cardBrand: sandboxCardBrand,
      cardLast4: last4,
      sandboxCardNumber: cardNumber.replace(/\D/g, ''),
    });
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
      cardBrand: sandboxCardBrand,
      cardLast4: last4,
    });
    return receiptMail(userId, payment, plan);
  }

  /** One due sandbox subscription: renew it, retry it, or let it expire. Runs inside the job's transaction. */
  async function settle(tx: BillingQueries, row: SubscriptionWithPlans, at: Date): Promise<PendingMail[]> {
    const state = stateOf(row);
    const userId = row.subscription.userId;
    if (isExpiryDue(state, at)) {
      await apply(tx, userId, row, { type: 'expire', at }, 'expired', 'sandbox');
      return [];
    }
    const isRetryDue =
      state.status === 'past_due' &&
      (!row.subscription.lastChargeAttemptAt ||
        at.getTime() - row.subscription.lastChargeAttemptAt.getTime() >= retryEveryMs);
    if (!isRenewalDue(state, at) && !isRetryDue) return [];

    const plan = row.scheduledPlan ?? row.plan;
    const customer = await tx.findCustomer(userId);
    const card = { cardBrand: customer?.cardBrand ?? null, cardLast4: customer?.cardLast4 ?? null };
    await tx.recordAttempt(row.subscription.id, at);
    if (!sandboxChargeSucceeds(customer?.sandboxCardNumber ?? null)) {
      const failed = nextState(state, { type: 'renewal_failed', at });
      await tx.save(userId, writeOf(failed, 'sandbox'));
      if (state.status === 'past_due') return [];
      await tx.addEvent(userId, plan.id, 'renewal_failed', at);
      await tx.insertPayment({
        userId,
        subscriptionId: row.subscription.id,
        planId: plan.id,
        kind: 'renewal',
        status: 'failed',
        amountCents: plan.priceCents,
        currency: plan.currency,
        provider: 'sandbox',
        providerPaymentId: null,
        periodStart: state.currentPeriodEnd,
        periodEnd: null,
        ...card,
      });
      return [
        {
          kind: 'payment_failed',
          userId,
          facts: {
            planName: plan.name,
            amountCents: plan.priceCents,
            currency: plan.currency,
            date: failed.pastDueSince ? graceEndOf(failed.pastDueSince) : null,
          },
        },
      ];
    }
    const renewed = await apply(tx, userId, row, { type: 'renewed', at }, 'renewed', 'sandbox');
    const payment = await tx.insertPayment({
      userId,
      subscriptionId: row.subscription.id,
      planId: plan.id,
      kind: 'renewal',
      status: 'succeeded',
      amountCents: plan.priceCents,
      currency: plan.currency,
      provider: 'sandbox',
      providerPaymentId: null,
      periodStart: renewed.currentPeriodStart,
      periodEnd: renewed.currentPeriodEnd,
      ...card,
    });
    return [receiptMail(userId, payment, plan)];
  }

  return {
    activatePaidPlan,

    /** Demo data: the member on Free, or on Premium yearly paid with the sandbox's test card. No email is sent. */
    async ensureDemoPlan(caller: Caller, tier: 'free' | 'premium'): Promise<void> {
      const member = await members.memberOf(caller);
      const row = await repository.findByUser(member.id);
      if (row && isActiveAt(stateOf(row), now())) return;
      if (tier === 'free') {
        await this.chooseFree(caller);
        return;
      }
      const plans = await repository.listPlans({ activeOnly: true });
      const yearly = plans.find((plan) => plan.tier === 'premium' && plan.interval === 'yearly');
      if (!yearly) throw new AppError(ErrorCode.planUnavailable);
      await repository.inTransaction((tx) =>
        activatePaidPlan(
          tx,
          member.id,
          yearly,
          sandboxTestCards.succeeds,
          `demo_${randomBytes(8).toString('hex')}`,
        ),
      );
    },

    async listPlans() {
      return (await repository.listPlans({ activeOnly: true })).map(toPlan);
    },

    /** The profile's view (users/me): null until a plan is chosen, unless staff gave Premium. */
    subscriptionOf: effectiveSubscription,

    /** D4: premium features ask this of every caller. */
    async hasPremium(caller: Caller): Promise<boolean> {
      const member = await members.memberOf(caller);
      return hasPremiumAccess(await effectiveSubscription(member.id));
    },

    /**
     * Premium now, and when it runs out by itself (a cancelled period's end, a failed renewal's grace, a grant's
     * end); `endsAt` null while it renews. Live access (the community's streams) is checked again at that moment.
     */
    async premiumAccessOf(userId: string): Promise<{ isActive: boolean; endsAt: Date | null }> {
      const at = now();
      const row = await repository.findByUser(userId);
      if (row && hasPremiumAccess(toSubscription(row, at))) {
        return { isActive: true, endsAt: accessEndsAt(stateOf(row)) };
      }
      const grant = await repository.currentGrant(userId, at);
      return grant ? { isActive: true, endsAt: grant.endsAt } : { isActive: false, endsAt: null };
    },

    /**
     * Issue 16: the language-model calls a day of the plan the member is on now (the one a complimentary grant gives
     * while it runs); 0 without a plan.
     */
    async aiDailyCallsOf(userId: string): Promise<number> {
      const subscription = await effectiveSubscription(userId);
      if (!subscription) return 0;
      return (await repository.findPlan(subscription.planId))?.aiDailyCalls ?? 0;
    },

    /** Staff's side of a member's billing (issue 18): the members-admin feature checks who may, this writes. */
    staffActions: {
      /** What the member page shows: the member's own subscription and payments, and every complimentary grant. */
      async billingOf(userId: string) {
        const row = await repository.findByUser(userId);
        return {
          subscription: row ? { ...toSubscription(row, now()), planName: row.plan.name } : null,
          complimentary: (await repository.grantsOf(userId)).map(toGrant),
          payments: (await repository.listPayments(userId)).map(toPayment),
        };
      },

      /** `days` of Premium from now, or from the end of the grant running; refused while the member pays for it. */
      async grantComplimentary(userId: string, days: number): Promise<Subscription> {
        const at = now();
        await repository.inTransaction(async (tx) => {
          await tx.lockMemberGrants(userId);
          const own = await tx.findByUser(userId);
          if (own && hasPremiumAccess(toSubscription(own, at)))
            throw new AppError(ErrorCode.complimentaryWhilePaid);
          const latestEnd = (await tx.grantsOf(userId))
            .filter((grant) => !grant.revokedAt && grant.endsAt > at)
            .reduce<Date | null>(
              (latest, grant) => (!latest || grant.endsAt > latest ? grant.endsAt : latest),
              null,
            );
          const plan = (await tx.listPlans({ activeOnly: true })).find(
            (candidate) => candidate.tier === 'premium',
          );
          if (!plan) throw new AppError(ErrorCode.planUnavailable);
          const startsAt = latestEnd ?? at;
          const endsAt = new Date(startsAt.getTime() + days * dayMs);
          await tx.insertGrant({ userId, planId: plan.id, startsAt, endsAt });
          await tx.audit({
            action: 'member.premium_granted',
            target: { type: 'member', id: userId },
            before: { complimentaryUntil: latestEnd?.toISOString() ?? null },
            after: { complimentaryUntil: endsAt.toISOString(), days },
          });
        });
        return (await effectiveSubscription(userId))!;
      },

      /** Ends every complimentary period now, the one running and any that follow it. */
      async revokeComplimentary(userId: string): Promise<void> {
        const at = now();
        await repository.inTransaction(async (tx) => {
          await tx.lockMemberGrants(userId);
          const open = (await tx.grantsOf(userId)).filter((grant) => !grant.revokedAt && grant.endsAt > at);
          if (open.length === 0) throw new AppError(ErrorCode.noComplimentaryPremium);
          for (const grant of open) await tx.revokeGrant(grant, at);
          const until = open.reduce((latest, grant) => (grant.endsAt > latest ? grant.endsAt : latest), at);
          await tx.audit({
            action: 'member.premium_revoked',
            target: { type: 'member', id: userId },
            before: { complimentaryUntil: until.toISOString() },
            after: { complimentaryUntil: null },
          });
        });
      },

      /** A succeeded payment's receipt, mailed again in the member's language. */
      async resendReceipt(userId: string, paymentId: string): Promise<void> {
        const row = await repository.findPayment(paymentId, userId);
        if (!row || row.payment.status !== 'succeeded') throw new AppError(ErrorCode.notFound);
        await repository.inTransaction(async (tx) => {
          await publishMails(tx, [receiptMail(userId, row.payment, row.plan)]);
          await tx.audit({
            action: 'member.receipt_resent',
            target: { type: 'member', id: userId },
            after: { receipt: receiptNumberOf(row.payment) },
          });
        });
      },
    },

    /**
     * D7 draws: the members who paid for Premium time in a calendar month (`YYYY-MM`, UTC), whatever their
     * subscription says today; with `userId`, that member if they did. A grace period after a failed renewal was not
     * paid for, so it does not count.
     */
    /** Who has Premium now (a new post's readers). */
    premiumMembersNow: () => repository.premiumAt(new Date()),

    async premiumMembersIn(month: string, userId?: string): Promise<string[]> {
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const from = new Date(Date.UTC(year, monthNumber - 1, 1));
      const to = new Date(Date.UTC(year, monthNumber, 1));
      return repository.premiumPayersBetween(from, to, userId);
    },

    async mine(caller: Caller): Promise<SubscriptionDetails | null> {
      return details((await members.memberOf(caller)).id);
    },

    /** D4: Free is active at once. */
    async chooseFree(caller: Caller): Promise<SubscriptionDetails> {
      const member = await members.memberOf(caller);
      const freePlan = (await repository.listPlans({ activeOnly: true })).find(
        (plan) => plan.tier === 'free',
      );
      if (!freePlan) throw new AppError(ErrorCode.planUnavailable);
      await repository.inTransaction(async (tx) => {
        const current = await tx.lockByUser(member.id);
        const event = { type: 'choose_free', plan: planRefOf(freePlan), at: now() } as const;
        await apply(tx, member.id, current, event, 'started', null);
      });
      return requireDetails(member.id);
    },

    /** Opens a checkout for a Premium plan with the configured provider and says where to send the member. */
    async startCheckout(caller: Caller, request: CheckoutRequest, origin: URL): Promise<{ url: string }> {
      const member = await members.memberOf(caller);
      const plan = await purchasablePlan(request.planId, 'premium');
      const current = await repository.findByUser(member.id);
      // Refuse what the payment would be refused for, before the member types a card number.
      if (current) nextState(stateOf(current), { type: 'paid', plan: planRefOf(plan), at: now() });
      const checkoutId = randomBytes(24).toString('base64url');
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
      });
      await repository.insertCheckoutSession({ ...session, providerSessionId: started.providerSessionId });
      return { url: started.url };
    },

    async cancel(caller: Caller): Promise<SubscriptionDetails> {
      return change(caller, { type: 'cancel' }, async (tx, userId, row) => {
        const state = await apply(tx, userId, row, { type: 'cancel', at: now() }, 'cancelled', 'sandbox');
        return [
          { kind: 'cancellation', userId, facts: { planName: row.plan.name, date: state.currentPeriodEnd } },
        ];
      });
    },

    async resume(caller: Caller): Promise<SubscriptionDetails> {
      return change(caller, { type: 'resume' }, async (tx, userId, row) => {
        await apply(tx, userId, row, { type: 'resume', at: now() }, 'resumed', 'sandbox');
        return [];
      });
    },

    /**
     * Account deletion (spec §9): the member is never charged again. A paid period runs to its end without renewing,
     * and nothing is refunded; a failed renewal is not retried. Throws when the provider cannot be told, so that the
     * deletion does not go ahead while a renewal still stands.
     */
    async stopCharges(userId: string): Promise<void> {
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
    },

    async previewSwitch(caller: Caller, planId: string): Promise<SwitchPreview> {
      const member = await members.memberOf(caller);
      const plan = await purchasablePlan(planId, 'premium');
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
    },

    async switchPlan(caller: Caller, planId: string): Promise<SubscriptionDetails> {
      const plan = await purchasablePlan(planId, 'premium');
      const member = await members.memberOf(caller);
      const existing = await repository.findByUser(member.id);
      const timing = existing ? switchTiming(stateOf(existing).plan, planRefOf(plan)) : 'now';
      return change(caller, { type: 'switch', plan, timing }, async (tx, userId, row) => {
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
    },

    async portalUrl(caller: Caller, origin: URL): Promise<{ url: string }> {
      const member = await members.memberOf(caller);
      const row = await repository.findByUser(member.id);
      if (row?.subscription.provider !== 'stripe' || !stripe)
        throw new AppError(ErrorCode.subscriptionChangeNotAllowed);
      return {
        url: await stripe.portalUrl(member.id, member.language, new URL(paths.billing(), origin).href),
      };
    },

    async payments(caller: Caller) {
      const member = await members.memberOf(caller);
      return (await repository.listPayments(member.id)).map(toPayment);
    },

    /** Only the member's own receipts: another member's payment id is simply not found. */
    async receipt(caller: Caller, paymentId: string): Promise<Receipt> {
      const member = await members.memberOf(caller);
      const row = isUuid(paymentId) ? await repository.findPayment(paymentId, member.id) : undefined;
      if (!row) throw new AppError(ErrorCode.notFound);
      const name = [member.firstname, member.lastname].filter(Boolean).join(' ');
      return {
        ...toPayment(row),
        customer: { name: name || member.email, email: member.email },
        language: member.language,
        provider: row.payment.provider as Receipt['provider'],
      };
    },

    /**
     * The scheduled billing job: renews, retries and expires sandbox subscriptions, then sends the yearly reminders.
     * Safe with several server instances: each subscription is settled under a row lock that the others skip, a
     * period can hold one paid renewal (a unique index), and a reminder is claimed before it is sent.
     */
    async runBillingJobs(at = now()): Promise<{ settled: number; reminded: number }> {
      let settled = 0;
      for (const id of await repository.findJobCandidates(at)) {
        const isSettled = await repository.inTransaction(async (tx) => {
          const row = await tx.lockForJob(id);
          if (!row) return false;
          await publishMails(tx, await settle(tx, row, at));
          return true;
        });
        if (isSettled) settled += 1;
      }
      let reminded = 0;
      const horizon = new Date(at.getTime() + yearlyReminderDays * dayMs);
      for (const row of await repository.findReminderCandidates(at, horizon)) {
        const periodEnd = row.subscription.currentPeriodEnd!;
        const plan = row.scheduledPlan ?? row.plan;
        const isClaimed = await repository.inTransaction(async (tx) => {
          if (!(await tx.claimReminder(row.subscription.id, periodEnd))) return false;
          await publishMails(tx, [
            {
              kind: 'renewal_reminder',
              userId: row.subscription.userId,
              facts: {
                planName: plan.name,
                amountCents: plan.priceCents,
                currency: plan.currency,
                date: periodEnd,
              },
            },
          ]);
          return true;
        });
        if (!isClaimed) continue;
        reminded += 1;
      }
      return { settled, reminded };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
