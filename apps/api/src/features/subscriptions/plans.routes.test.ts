import { defaultAiDailyCalls, type Plan, type Role } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionEvents } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { subscribePremium } from '../../test/billing';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  servicesOf,
  type TestApp,
  type SeededPlans,
} from '../../test/test-app';

describe('plans and subscription statistics for admin and karim (D2, D4)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());

  const withRole = (role: Role) => memberWithRole(subject, role);

  const send = (
    account: TestAccount | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    subject.app.inject({
      method,
      url,
      headers: account?.authorization ?? {},
      ...(payload ? { payload } : {}),
    });

  const adminCalls = [
    ['GET', '/api/admin/plans', undefined],
    ['POST', '/api/admin/plans', { name: 'Pro', tier: 'premium', type: 'monthly', priceCents: 1500 }],
    ['PATCH', '/api/admin/plans/00000000-0000-4000-8000-000000000000', { priceCents: 100 }],
    ['PUT', '/api/admin/plans/order', { planIds: ['x'] }],
    ['GET', '/api/admin/statistics/subscriptions', undefined],
  ] as const;

  it('refuses an anonymous caller (4001) and a member, free or Premium (4003), and changes nothing', async () => {
    const free = await registerMember(subject.app);
    await send(free, 'POST', '/api/subscription/free');
    const premium = await registerMember(subject.app);
    await subscribePremium(subject.app, premium, plans.monthly.id);
    for (const [method, url, payload] of adminCalls) {
      expect((await send(null, method, url, payload)).json().error.code, url).toBe(4001);
      for (const member of [free, premium]) {
        const response = await send(member, method, url, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.code).toBe(4003);
      }
    }
    expect((await send(free, 'GET', '/api/plans')).json().data).toHaveLength(3);
  });

  it.each(['admin', 'karim'] as const)('%s creates, reprices, deactivates and orders plans', async (role) => {
    const staff = await withRole(role);
    const created = await send(staff, 'POST', '/api/admin/plans', {
      name: `Premium+ ${role}`,
      tier: 'premium',
      type: 'monthly',
      priceCents: 1499,
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json().data as Plan;
    expect(plan).toMatchObject({ currency: 'EUR', isActive: true, priceCents: 1499 });

    const repriced = await send(staff, 'PATCH', `/api/admin/plans/${plan.id}`, {
      priceCents: 1299,
      name: 'Premium+',
    });
    expect(repriced.json().data).toMatchObject({ priceCents: 1299, name: 'Premium+' });

    const member = await registerMember(subject.app);
    const visible = async () =>
      ((await send(member, 'GET', '/api/plans')).json().data as Plan[]).map((candidate) => candidate.id);
    expect(await visible()).toContain(plan.id);
    await send(staff, 'PATCH', `/api/admin/plans/${plan.id}`, { isActive: false });
    expect(await visible()).not.toContain(plan.id);
    expect(
      (await send(member, 'POST', '/api/subscription/checkout', { planId: plan.id })).json().error.code,
    ).toBe(7404);

    const all = (await send(staff, 'GET', '/api/admin/plans')).json().data as Plan[];
    const reversed = all.map((candidate) => candidate.id).reverse();
    const ordered = await send(staff, 'PUT', '/api/admin/plans/order', { planIds: reversed });
    expect((ordered.json().data as Plan[]).map((candidate) => candidate.id)).toEqual(reversed);
    await send(staff, 'PUT', '/api/admin/plans/order', { planIds: all.map((candidate) => candidate.id) });
  });

  it('refuses a free plan with a price, an incomplete order and an unknown plan, writing nothing', async () => {
    const admin = await withRole('admin');
    const before = (await send(admin, 'GET', '/api/admin/plans')).json().data;
    const pricedFree = await send(admin, 'POST', '/api/admin/plans', {
      name: 'Free+',
      tier: 'free',
      type: 'monthly',
      priceCents: 100,
    });
    expect(pricedFree.statusCode).toBe(400);
    expect(pricedFree.json().error.details).toContainEqual({ field: 'priceCents', code: 4000 });
    expect(
      (await send(admin, 'PATCH', `/api/admin/plans/${plans.free.id}`, { priceCents: 100 })).statusCode,
    ).toBe(400);
    const partial = await send(admin, 'PUT', '/api/admin/plans/order', { planIds: [plans.yearly.id] });
    expect(partial.json().error.code).toBe(4000);
    const malformed = await send(admin, 'PATCH', '/api/admin/plans/not-a-plan', { priceCents: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe(4000);
    const unknown = await send(admin, 'PATCH', '/api/admin/plans/00000000-0000-4000-8000-000000000000', {
      priceCents: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(4004);
    expect((await send(admin, 'GET', '/api/admin/plans')).json().data).toEqual(before);
  });

  describe('AI answers per day (issue 16)', () => {
    const premiumPlan = (name: string, extra: object = {}) => ({
      name,
      tier: 'premium',
      type: 'monthly',
      priceCents: 1999,
      ...extra,
    });

    it('gives every plan 40 unless told, the seeded ones included', async () => {
      const admin = await withRole('admin');
      const created = await send(admin, 'POST', '/api/admin/plans', premiumPlan('Premium default AI'));
      expect(created.statusCode).toBe(201);
      expect((created.json().data as Plan).aiDailyCalls).toBe(defaultAiDailyCalls);
      const listed = (await send(admin, 'GET', '/api/admin/plans')).json().data as Plan[];
      for (const seeded of [plans.free, plans.monthly, plans.yearly])
        expect(listed.find((plan) => plan.id === seeded.id)?.aiDailyCalls).toBe(40);
    });

    it.each(['admin', 'karim'] as const)('%s sets it on a new plan and changes it', async (role) => {
      const staff = await withRole(role);
      const created = await send(
        staff,
        'POST',
        '/api/admin/plans',
        premiumPlan(`Premium AI ${role}`, { aiDailyCalls: 5 }),
      );
      expect(created.statusCode).toBe(201);
      const plan = created.json().data as Plan;
      expect(plan.aiDailyCalls).toBe(5);

      const changed = await send(staff, 'PATCH', `/api/admin/plans/${plan.id}`, { aiDailyCalls: 0 });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({ aiDailyCalls: 0, priceCents: 1999 });
      const raised = await send(staff, 'PATCH', `/api/admin/plans/${plan.id}`, { aiDailyCalls: 1000 });
      expect((raised.json().data as Plan).aiDailyCalls).toBe(1000);
      const listed = (await send(staff, 'GET', '/api/admin/plans')).json().data as Plan[];
      expect(listed.find((candidate) => candidate.id === plan.id)?.aiDailyCalls).toBe(1000);
    });

    it.each([-1, 1001, 2.5, '10'])(
      'refuses %j with 4000 on aiDailyCalls, writing nothing',
      async (aiDailyCalls) => {
        const admin = await withRole('admin');
        const before = (await send(admin, 'GET', '/api/admin/plans')).json().data;
        const created = await send(
          admin,
          'POST',
          '/api/admin/plans',
          premiumPlan('Premium too much AI', { aiDailyCalls }),
        );
        expect(created.statusCode).toBe(400);
        expect(created.json().error.details).toContainEqual({ field: 'aiDailyCalls', code: 4000 });
        const changed = await send(admin, 'PATCH', `/api/admin/plans/${plans.monthly.id}`, { aiDailyCalls });
        expect(changed.statusCode).toBe(400);
        expect(changed.json().error.details).toContainEqual({ field: 'aiDailyCalls', code: 4000 });
        expect((await send(admin, 'GET', '/api/admin/plans')).json().data).toEqual(before);
      },
    );
  });

  it('counts active subscriptions per plan, starts and cancellations this month, and the MRR', async () => {
    const karim = await withRole('karim');
    const statistics = async () =>
      (await send(karim, 'GET', '/api/admin/statistics/subscriptions')).json().data;
    const before = await statistics();
    const activeOn = (stats: typeof before, planId: string) =>
      stats.activeByPlan.find((row: { planId: string }) => row.planId === planId).active;

    const monthly = await registerMember(subject.app);
    await subscribePremium(subject.app, monthly, plans.monthly.id);
    const yearly = await registerMember(subject.app);
    await subscribePremium(subject.app, yearly, plans.yearly.id);
    await send(yearly, 'POST', '/api/subscription/cancel');
    const free = await registerMember(subject.app);
    await send(free, 'POST', '/api/subscription/free');

    const after = await statistics();
    expect(activeOn(after, plans.monthly.id) - activeOn(before, plans.monthly.id)).toBe(1);
    expect(activeOn(after, plans.yearly.id) - activeOn(before, plans.yearly.id)).toBe(1);
    expect(activeOn(after, plans.free.id) - activeOn(before, plans.free.id)).toBe(1);
    expect(after.monthlyRecurringRevenueCents - before.monthlyRecurringRevenueCents).toBe(999 + 799);
    // Beside the revenue, only what pays for it: the two Premium subscriptions (the cancelled one runs to its end),
    // never the Free one, although it is active too (issue 39).
    expect(after.payingSubscriptions - before.payingSubscriptions).toBe(2);
    expect(after.months).toHaveLength(12);
    const thisMonth = (stats: typeof before) => stats.months.at(-1);
    expect(thisMonth(after).month).toBe(new Date().toISOString().slice(0, 7));
    expect(thisMonth(after).started - thisMonth(before).started).toBe(2);
    expect(thisMonth(after).cancelled - thisMonth(before).cancelled).toBe(1);
    // Both are inside a paid period now (the yearly one until its end): each brings its monthly share.
    expect(thisMonth(after).premiumMembers - thisMonth(before).premiumMembers).toBe(2);
    expect(thisMonth(after).mrrCents - thisMonth(before).mrrCents).toBe(999 + 799);
  });

  it('counts why members cancel, most given first, a cancellation without a reason as none (issue 40)', async () => {
    const admin = await withRole('admin');
    const reasonsNow = async () =>
      new Map<string, number>(
        (await send(admin, 'GET', '/api/admin/statistics/subscriptions'))
          .json()
          .data.cancellationsByReason.map((row: { reason: string; count: number }) => [
            row.reason,
            row.count,
          ]),
      );
    const before = await reasonsNow();
    const cancelling = async (body?: object) => {
      const account = await registerMember(subject.app);
      await subscribePremium(subject.app, account, plans.monthly.id);
      return send(account, 'POST', '/api/subscription/cancel', body);
    };
    for (const body of [
      { reason: 'too_expensive' },
      { reason: 'too_expensive' },
      { reason: 'unused' },
      undefined,
    ])
      expect((await cancelling(body)).statusCode).toBe(200);

    // A reason that is not one of the list is refused, and nothing is cancelled nor counted.
    const refused = await cancelling({ reason: 'bored' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(4000);

    const after = await reasonsNow();
    const added = (reason: string) => (after.get(reason) ?? 0) - (before.get(reason) ?? 0);
    expect([added('too_expensive'), added('unused'), added('none'), added('other')]).toEqual([2, 1, 1, 0]);
    const counts = [...after.values()];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('keeps each past month as it ended: Premium members and MRR from the payments, failed renewals, churn and its rate', async () => {
    const karim = await withRole('karim');
    const month = (offset: number) => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    };
    const at = (offset: number, day: number) => new Date(month(offset).getTime() + (day - 1) * 86_400_000);
    const [first, second] = [await registerMember(subject.app), await registerMember(subject.app)];
    const ids = await Promise.all(
      [first, second].map(
        async (member) => (await send(member, 'GET', '/api/users/me')).json().data.id as string,
      ),
    );
    const paid = (userId: string, planId: string, amountCents: number, start: Date, end: Date) => ({
      userId,
      planId,
      kind: 'initial',
      status: 'succeeded',
      amountCents,
      currency: 'EUR',
      provider: 'sandbox',
      periodStart: start,
      periodEnd: end,
    });
    // Three months ago both pay: one a month, one a year. Two months ago the monthly one's renewal fails, and the
    // grace runs out; the yearly one is still paid for.
    await subject.database.db
      .insert(payments)
      .values([
        paid(ids[0]!, plans.monthly.id, 999, at(-3, 10), at(-2, 10)),
        paid(ids[1]!, plans.yearly.id, 9588, at(-3, 12), at(9, 12)),
      ]);
    await subject.database.db.insert(subscriptionEvents).values([
      { userId: ids[0]!, planId: plans.monthly.id, type: 'renewal_failed', occurredAt: at(-2, 10) },
      { userId: ids[0]!, planId: plans.monthly.id, type: 'expired', occurredAt: at(-2, 17) },
    ]);
    const { months } = (await send(karim, 'GET', '/api/admin/statistics/subscriptions')).json().data;
    const figures = (offset: number) =>
      months.find((row: { month: string }) => row.month === month(offset).toISOString().slice(0, 7));
    expect(figures(-3)).toMatchObject({
      premiumMembers: 2,
      mrrCents: 999 + 799,
      churned: 0,
      churnRate: null,
    });
    expect(figures(-2)).toMatchObject({
      premiumMembers: 1,
      mrrCents: 799,
      failedRenewals: 1,
      churned: 1,
      churnRate: 0.5,
    });
    expect(figures(-1)).toMatchObject({ premiumMembers: 1, mrrCents: 799, churned: 0, churnRate: 0 });
  });
});

describe('the Premium gate (D4)', () => {
  let subject: TestApp;
  let plans: { monthly: Plan };
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    await (
      await servicesOf(subject)
    ).feedAuthoring.seed(
      [
        {
          writtenIn: 'fr',
          title: { fr: 'Circuit du matin', en: 'Morning circuit' },
          content: { fr: 'Trois tours.', en: 'Three rounds.' },
          publishedAt: new Date(),
        },
      ],
      null,
    );
  });
  afterAll(() => subject.close());

  const feedOf = (account: TestAccount | null) =>
    subject.app.inject({ method: 'GET', url: '/api/feed', headers: account?.authorization ?? {} });

  it('answers 4003 to a member without a plan and to a Free member, 4001 to nobody', async () => {
    const account = await registerMember(subject.app);
    expect((await feedOf(account)).json().error.code).toBe(4003);
    await subject.app.inject({
      method: 'POST',
      url: '/api/subscription/free',
      headers: account.authorization,
    });
    const response = await feedOf(account);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(4003);
    expect((await feedOf(null)).json().error.code).toBe(4001);
  });

  it('opens the feed to Premium, in the member’s language, and closes it when Premium lapses', async () => {
    const account = await registerMember(subject.app);
    await subscribePremium(subject.app, account, plans.monthly.id);
    const response = await feedOf(account);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.posts.map((post: { title: { text: string } }) => post.title.text)).toEqual([
      'Circuit du matin',
    ]);

    await subject.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: account.authorization,
    });
    expect((await feedOf(account)).statusCode).toBe(200);
    const services = await servicesOf(subject);
    await services.subscriptions.runBillingJobs(new Date(Date.now() + 40 * 24 * 60 * 60 * 1000));
    expect((await feedOf(account)).json().error.code).toBe(4003);
  });
});
