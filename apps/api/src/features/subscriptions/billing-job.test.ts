import { renewalGraceDays, sandboxTestCards } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call, payCheckout, subscribePremium } from '../../test/billing';
import { createTestApp, seedPlans, type TestApp, type SeededPlans } from '../../test/test-app';
import { createEventBus } from '../../lib/domain-events/domain-events';
import { subscriptionsRepository } from './subscriptions.repository';
import { subscriptionsService } from './subscriptions.service';

const day = 24 * 60 * 60 * 1000;
const later = (iso: string, days: number) => new Date(Date.parse(iso) + days * day);

describe('the billing job: renew, retry, expire, remind', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());

  /** A second service over the same database, as a second server instance would have, with the test's mailbox. */
  const instance = () => {
    const bus = createEventBus({ db: subject.database.db, log: subject.app.log });
    const service = subscriptionsService({
      repository: subscriptionsRepository(subject.database.db, bus),
      members: {
        memberOf: async () => {
          throw new Error('the job never acts for a caller');
        },
        contactOf: async (userId) => ({
          id: userId,
          email: `${userId}@example.com`,
          firstname: 'Amina',
          lastname: null,
          language: 'en',
        }),
      },
      mailer: { send: async (message) => void subject.outbox.push(message) },
      events: bus,
      publicUrl: loadConfig().publicUrl,
      provider: 'sandbox',
      // The bell is the notifications feature's to test; here every email is wanted.
      notify: async () => ({ email: true }),
    });
    // The mail a run sets off goes out after it, as the outbox delivers: the test reads it once it has.
    const runBillingJobs = async (at?: Date) => {
      const outcome = await service.runBillingJobs(at);
      await bus.settled();
      return outcome;
    };
    return { ...service, runBillingJobs };
  };

  const details = async (account: TestAccount) =>
    (await call(subject.app, account, 'GET', '/api/subscription')).json().data;
  const payments = async (account: TestAccount) =>
    (await call(subject.app, account, 'GET', '/api/payments')).json().data;
  const mailsTo = (userId: string) => subject.outbox.filter((mail) => mail.to === `${userId}@example.com`);

  async function premiumMember(planId: string, cardNumber?: string) {
    const account = await registerMember(subject.app);
    await subscribePremium(subject.app, account, planId, cardNumber);
    const start = await details(account);
    return {
      account,
      start,
      userId: (await call(subject.app, account, 'GET', '/api/users/me')).json().data.id,
    };
  }

  it('renews a due monthly subscription once, on the calendar, with a receipt', async () => {
    const { account, start, userId } = await premiumMember(plans.monthly.id);
    const due = later(start.currentPeriodEnd, 0.01);
    await instance().runBillingJobs(due);

    const renewed = await details(account);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: start.currentPeriodEnd });
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(
      Date.parse(start.currentPeriodEnd) + 27 * day,
    );
    expect((await payments(account)).map((payment: { kind: string }) => payment.kind)).toEqual([
      'renewal',
      'initial',
    ]);
    expect(mailsTo(userId).map((mail) => mail.subject)).toEqual(['Your Vitalia receipt']);

    await instance().runBillingJobs(due);
    expect(await payments(account)).toHaveLength(2);
  });

  it('run twice at once, by two instances, renews once', async () => {
    const { account, start } = await premiumMember(plans.monthly.id);
    const due = later(start.currentPeriodEnd, 0.01);
    const results = await Promise.all([instance().runBillingJobs(due), instance().runBillingJobs(due)]);
    expect(results.reduce((sum, result) => sum + result.settled, 0)).toBeGreaterThanOrEqual(1);
    const renewals = (await payments(account)).filter(
      (payment: { kind: string }) => payment.kind === 'renewal',
    );
    expect(renewals).toHaveLength(1);
    expect((await details(account)).currentPeriodStart).toBe(start.currentPeriodEnd);
  });

  it('applies a scheduled yearly → monthly switch at the renewal', async () => {
    const { account, start } = await premiumMember(plans.yearly.id);
    await call(subject.app, account, 'POST', '/api/subscription/switch', { planId: plans.monthly.id });
    await instance().runBillingJobs(later(start.currentPeriodEnd, 0.01));
    const after = await details(account);
    expect(after).toMatchObject({ plan: { id: plans.monthly.id }, scheduledPlan: null, status: 'active' });
    expect((await payments(account))[0]).toMatchObject({
      kind: 'renewal',
      amountCents: 999,
      planType: 'monthly',
    });
  });

  it('a declined renewal leaves the member past due with access, retries daily, then expires after the grace', async () => {
    const { account, start, userId } = await premiumMember(
      plans.monthly.id,
      sandboxTestCards.renewalsDeclined,
    );
    const due = later(start.currentPeriodEnd, 0.01);
    await instance().runBillingJobs(due);

    const pastDue = await details(account);
    expect(pastDue).toMatchObject({ status: 'past_due', isActive: true });
    expect(Date.parse(pastDue.graceEndsAt)).toBe(due.getTime() + renewalGraceDays * day);
    expect((await payments(account))[0]).toMatchObject({ kind: 'renewal', status: 'failed' });
    expect(mailsTo(userId).map((mail) => mail.subject)).toEqual([
      'We could not renew your Vitalia subscription',
    ]);

    // The retry a day later fails again, quietly: one failure email per renewal.
    await instance().runBillingJobs(later(due.toISOString(), 1.01));
    expect(mailsTo(userId)).toHaveLength(1);

    await instance().runBillingJobs(later(due.toISOString(), renewalGraceDays + 0.01));
    const expired = await details(account);
    expect(expired).toMatchObject({ status: 'expired', isActive: false });
    const profile = (await call(subject.app, account, 'GET', '/api/users/me')).json().data;
    expect(profile.subscription).toMatchObject({ isActive: false });
  });

  it('a past-due member’s new card, given on the card page the failure email leads to, pays the renewal at once (issue 40)', async () => {
    const { account, start, userId } = await premiumMember(
      plans.monthly.id,
      sandboxTestCards.renewalsDeclined,
    );
    await instance().runBillingJobs(later(start.currentPeriodEnd, 0.01));
    const [failureMail] = mailsTo(userId);
    expect(failureMail!.text).toMatch(/\/app\/billing\?card=update/);
    expect(await details(account)).toMatchObject({ status: 'past_due', canManageCard: true });

    const portal = await call(subject.app, account, 'POST', '/api/subscription/portal');
    const sessionId = new URL(portal.json().data.url).pathname.split('/').pop()!;
    const page = (await call(subject.app, null, 'GET', `/api/billing/sandbox/sessions/${sessionId}`)).json()
      .data;
    // The page charges the renewal that failed, and says so.
    expect(page).toMatchObject({ purpose: 'card', amountCents: 999, planType: 'monthly' });

    const declined = await payCheckout(subject.app, sessionId, sandboxTestCards.declined);
    expect(declined.json().error.code).toBe(7400);
    expect(await details(account)).toMatchObject({ status: 'past_due', card: { last4: '0341' } });

    const paid = await payCheckout(subject.app, sessionId);
    expect(paid.json().data).toEqual({
      status: 'completed',
      redirectUrl: expect.stringMatching(/\/app\/billing\?card=updated$/),
    });
    expect(await details(account)).toMatchObject({
      status: 'active',
      graceEndsAt: null,
      card: { last4: '4242' },
    });
    expect((await payments(account)).map((payment: { status: string }) => payment.status)).toEqual([
      'succeeded',
      'failed',
      'succeeded',
    ]);
    // The receipt goes out as any payment's, in the member's language (French here), beside the first one's.
    await subject.app.eventDeliveriesSettled();
    const receipts = subject.outbox.filter(
      (mail) => mail.to === account.email && mail.subject === 'Votre reçu Vitalia',
    );
    expect(receipts).toHaveLength(2);
  });

  it('a cancelled subscription expires at its period end, and the member may then choose Free', async () => {
    const { account, start } = await premiumMember(plans.monthly.id);
    await call(subject.app, account, 'POST', '/api/subscription/cancel');
    await instance().runBillingJobs(later(start.currentPeriodEnd, -1));
    expect(await details(account)).toMatchObject({ status: 'cancelled', isActive: true });

    await instance().runBillingJobs(later(start.currentPeriodEnd, 0.01));
    expect(await details(account)).toMatchObject({ status: 'expired', isActive: false });
    expect(await payments(account)).toHaveLength(1);

    const free = await call(subject.app, account, 'POST', '/api/subscription/free');
    expect(free.json().data).toMatchObject({ tier: 'free', isActive: true });
  });

  it('reminds a yearly member once, seven days before the renewal', async () => {
    const { start, userId } = await premiumMember(plans.yearly.id);
    await instance().runBillingJobs(later(start.currentPeriodEnd, -8));
    expect(mailsTo(userId)).toHaveLength(0);

    const reminderDay = later(start.currentPeriodEnd, -6);
    await Promise.all([instance().runBillingJobs(reminderDay), instance().runBillingJobs(reminderDay)]);
    await instance().runBillingJobs(later(start.currentPeriodEnd, -5));
    const reminders = mailsTo(userId);
    expect(reminders.map((mail) => mail.subject)).toEqual(['Your Vitalia yearly plan renews soon']);
    expect(reminders[0]!.text).toMatch(/95\.88/);
  });

  it('does not remind monthly members', async () => {
    const { start, userId } = await premiumMember(plans.monthly.id);
    await instance().runBillingJobs(later(start.currentPeriodEnd, -3));
    expect(mailsTo(userId)).toHaveLength(0);
  });
});
