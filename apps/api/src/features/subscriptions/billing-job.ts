import { yearlyReminderDays } from '@vitalia/contracts';
import { dayMs } from '../../lib/calendar-days';
import { apply, receiptMail, sandboxChargeSucceeds, type BillingContext } from './billing-context';
import { publishMails, type PendingMail } from './billing-mail-events';
import { graceEndOf, isExpiryDue, isRenewalDue, nextState } from './subscription-lifecycle';
import { stateOf, writeOf } from './subscription-mapping';
import type { BillingQueries, SubscriptionWithPlans } from './subscriptions.repository';

const retryEveryMs = 24 * 60 * 60 * 1000;

/**
 * One due sandbox subscription: renew it, retry it, or let it expire. Runs inside the job's transaction, or the card
 * page's: a new card on a past-due subscription is tried at once (`isRetryForced`), not a day after the last try.
 */
export async function settle(
  tx: BillingQueries,
  row: SubscriptionWithPlans,
  at: Date,
  { isRetryForced = false } = {},
): Promise<PendingMail[]> {
  const state = stateOf(row);
  const userId = row.subscription.userId;
  if (isExpiryDue(state, at)) {
    await apply(tx, userId, row, { type: 'expire', at }, 'expired', 'sandbox');
    return [];
  }
  const isRetryDue =
    state.status === 'past_due' &&
    (isRetryForced ||
      !row.subscription.lastChargeAttemptAt ||
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

/**
 * The scheduled billing job: renews, retries and expires sandbox subscriptions, then sends the yearly reminders.
 * Safe with several server instances: each subscription is settled under a row lock that the others skip, a
 * period can hold one paid renewal (a unique index), and a reminder is claimed before it is sent.
 */
export async function runBillingJobs(
  { repository, now }: BillingContext,
  at = now(),
): Promise<{ settled: number; reminded: number }> {
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
}
