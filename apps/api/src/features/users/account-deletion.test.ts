import { sandboxTestCards } from '@vitalia/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call, subscribePremium } from '../../test/billing';
import { createTestApp, seedPlans, servicesOf, type SeededPlans, type TestApp } from '../../test/test-app';

describe('account deletion with a 30-day grace period (spec §9, D1)', () => {
  let subject: TestApp;
  let purge: (now?: Date) => Promise<number>;
  let runBillingJobs: (at: Date) => Promise<unknown>;
  let billing: Awaited<ReturnType<typeof servicesOf>>['subscriptions'];
  let plans: SeededPlans;
  beforeAll(async () => {
    subject = await createTestApp();
    const services = await servicesOf(subject);
    purge = (now) => services.users.purgeDeletedAccounts(now);
    runBillingJobs = (at) => services.subscriptions.runBillingJobs(at);
    billing = services.subscriptions;
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());

  const requestDeletion = (account: TestAccount) =>
    subject.app.inject({ method: 'DELETE', url: '/api/users/me', headers: account.authorization });
  const signIn = (email: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email, password: 'correct-horse' },
    });
  const refresh = (account: TestAccount) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      cookies: { vitalia_refresh: account.refreshCookie },
    });
  const deletionRequestedAt = async (email: string) =>
    (await subject.database.db.select().from(users).where(eq(users.email, email)))[0]?.deletionRequestedAt ??
    null;
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const later = (iso: string, days: number) => new Date(Date.parse(iso) + days * 24 * 60 * 60 * 1000);
  // Read behind the API: the member's token stops working the moment deletion is asked for.
  const subscriptionOf = async (account: TestAccount) => {
    const details = (await billing.mine(account))!;
    return { ...details, currentPeriodEnd: details.currentPeriodEnd! };
  };
  const paymentsOf = (account: TestAccount) => billing.payments(account);

  it('schedules the deletion 30 days out and ends every session', async () => {
    const account = await registerMember(subject.app);
    const response = await requestDeletion(account);
    expect(response.statusCode).toBe(202);
    const purgeAfter = new Date(response.json().data.purgeAfter).getTime();
    expect(Math.round((purgeAfter - Date.now()) / 86_400_000)).toBe(30);
    expect((await refresh(account)).statusCode).toBe(401);
    expect(await deletionRequestedAt(account.email)).not.toBeNull();
  });

  it('refuses the access token it was asked with at once, not when the token expires', async () => {
    const account = await registerMember(subject.app);
    expect((await requestDeletion(account)).statusCode).toBe(202);
    for (const [method, url] of [
      ['GET', '/api/users/me/export'],
      ['GET', '/api/payments'],
      ['GET', '/api/subscription'],
      ['PUT', '/api/users/me/profile'],
    ] as const) {
      const answer = await call(
        subject.app,
        account,
        method,
        url,
        method === 'PUT' ? { firstname: 'X' } : undefined,
      );
      expect([url, answer.statusCode, answer.json().error.code]).toEqual([url, 401, 4001]);
    }
    expect(await deletionRequestedAt(account.email)).not.toBeNull();
  });

  it('is cancelled by signing in during the grace period', async () => {
    const account = await registerMember(subject.app);
    await requestDeletion(account);
    const session = await signIn(account.email);
    expect(session.statusCode).toBe(200);
    const me = await subject.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.json().accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(await deletionRequestedAt(account.email)).toBeNull();
    await purge(new Date(Date.now() + 31 * 86_400_000));
    expect((await signIn(account.email)).statusCode).toBe(200);
  });

  it('purges only what is past the grace period, once, leaving nothing behind', async () => {
    const due = await registerMember(subject.app);
    const recent = await registerMember(subject.app);
    await requestDeletion(due);
    await requestDeletion(recent);
    await subject.database.db
      .update(users)
      .set({ deletionRequestedAt: daysAgo(31) })
      .where(eq(users.email, due.email));

    const [first, second] = await Promise.all([purge(), purge()]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await purge()).toBe(0);

    expect((await signIn(due.email)).json().error.code).toBe(7101);
    expect(await subject.database.db.select().from(users).where(eq(users.email, due.email))).toEqual([]);
    expect((await signIn(recent.email)).statusCode).toBe(200);
  });

  it('stops a paid plan renewing: never charged again, the paid period kept, nothing refunded', async () => {
    const account = await registerMember(subject.app);
    await subscribePremium(subject.app, account, plans.monthly.id);
    const paid = await subscriptionOf(account);
    expect(paid).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    expect((await requestDeletion(account)).statusCode).toBe(202);
    expect(await subscriptionOf(account)).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
      isActive: true,
      currentPeriodEnd: paid.currentPeriodEnd,
    });
    await runBillingJobs(later(paid.currentPeriodEnd, 0.01));
    expect(await subscriptionOf(account)).toMatchObject({ status: 'expired', isActive: false });
    expect((await paymentsOf(account)).map((payment) => payment.status)).toEqual(['succeeded']);
  });

  it('stops retrying a renewal that failed, and ends the unpaid grace', async () => {
    const account = await registerMember(subject.app);
    await subscribePremium(subject.app, account, plans.monthly.id, sandboxTestCards.renewalsDeclined);
    const due = later((await subscriptionOf(account)).currentPeriodEnd, 0.01);
    await runBillingJobs(due);
    expect(await subscriptionOf(account)).toMatchObject({ status: 'past_due', isActive: true });

    await requestDeletion(account);
    expect(await subscriptionOf(account)).toMatchObject({ status: 'expired', isActive: false });
    const attemptedAt = async () =>
      (
        await subject.database.db
          .select({ at: subscriptions.lastChargeAttemptAt })
          .from(subscriptions)
          .where(eq(subscriptions.id, (await subscriptionOf(account)).id))
      )[0]!.at;
    const lastAttempt = await attemptedAt();
    await runBillingJobs(later(due.toISOString(), 1.01));
    expect(await attemptedAt()).toEqual(lastAttempt);
  });

  it('leaves a Free plan as it is', async () => {
    const account = await registerMember(subject.app);
    await call(subject.app, account, 'POST', '/api/subscription/free');
    expect((await requestDeletion(account)).statusCode).toBe(202);
    expect(await subscriptionOf(account)).toMatchObject({ tier: 'free', status: 'active', isActive: true });
  });

  it('refuses an anonymous caller', async () => {
    expect((await subject.app.inject({ method: 'DELETE', url: '/api/users/me' })).json().error.code).toBe(
      4001,
    );
  });
});
