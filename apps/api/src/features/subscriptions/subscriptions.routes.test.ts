import { sandboxTestCards, type Plan } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call, openCheckout, payCheckout, subscribePremium, testCard } from '../../test/billing';
import { createTestApp, seedPlans, type TestApp, type SeededPlans } from '../../test/test-app';

describe('subscriptions API (D4)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());

  const member = () => registerMember(subject.app);
  const get = (account: TestAccount | null, url: string) => call(subject.app, account, 'GET', url);
  const post = (account: TestAccount | null, url: string, payload?: object) =>
    call(subject.app, account, 'POST', url, payload);
  const subscriptionOf = async (account: TestAccount) =>
    (await get(account, '/api/subscription')).json().data;
  const profileOf = async (account: TestAccount) => (await get(account, '/api/users/me')).json().data;

  it('lists the active plans in their order, with prices in cents', async () => {
    const response = await get(await member(), '/api/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((plan: Plan) => [plan.tier, plan.type, plan.priceCents])).toEqual([
      ['free', 'monthly', 0],
      ['premium', 'monthly', 999],
      ['premium', 'yearly', 9588],
    ]);
  });

  it('refuses every subscription call without a token (4001)', async () => {
    for (const [method, url] of [
      ['GET', '/api/plans'],
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription/free'],
      ['POST', '/api/subscription/cancel'],
      ['GET', '/api/payments'],
    ] as const) {
      const response = await call(subject.app, null, method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe(4001);
    }
  });

  it('a new member has no subscription until a plan is chosen', async () => {
    const account = await member();
    expect(await subscriptionOf(account)).toBeNull();
    expect((await profileOf(account)).subscription).toBeNull();
  });

  it('choosing Free activates it at once, and the profile says so (guard rule 4)', async () => {
    const account = await member();
    const response = await post(account, '/api/subscription/free');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      tier: 'free',
      status: 'active',
      isActive: true,
      currentPeriodEnd: null,
    });
    expect((await profileOf(account)).subscription).toMatchObject({ tier: 'free', isActive: true });
    const again = await post(account, '/api/subscription/free');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(7402);
  });

  it('upgrades a Free member to Premium yearly through the sandbox checkout', async () => {
    const account = await member();
    await post(account, '/api/subscription/free');
    const sessionId = await openCheckout(subject.app, account, plans.yearly.id);
    const page = await get(null, `/api/billing/sandbox/sessions/${sessionId}`);
    expect(page.json().data).toMatchObject({
      status: 'open',
      amountCents: 9588,
      planType: 'yearly',
    });
    expect(page.json().data.cancelUrl).toMatch(/\/app\/billing$/);

    const paid = await payCheckout(subject.app, sessionId);
    expect(paid.json().data).toEqual({
      status: 'completed',
      redirectUrl: expect.stringMatching(/\/app\/dashboard\?checkout=success$/),
    });
    const details = await subscriptionOf(account);
    expect(details).toMatchObject({
      tier: 'premium',
      status: 'active',
      isActive: true,
      provider: 'sandbox',
      plan: { id: plans.yearly.id },
      card: { brand: 'visa', last4: '4242' },
    });
    const periodDays =
      (Date.parse(details.currentPeriodEnd) - Date.parse(details.currentPeriodStart)) / 864e5;
    expect(periodDays).toBeGreaterThanOrEqual(365);

    const payments = (await get(account, '/api/payments')).json().data;
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'initial', status: 'succeeded', amountCents: 9588, currency: 'EUR' }),
    ]);
    const receipt = subject.outbox.at(-1)!;
    expect(receipt.to).toBe(account.email);
    expect(receipt.subject).toBe('Votre reçu Vitalia');
    expect(receipt.text).toContain(payments[0].number);
  });

  it('answers a checkout page read by its link alone with the order, never who the member is (issue 36)', async () => {
    const account = await member();
    const me = await profileOf(account);
    const sessionId = await openCheckout(subject.app, account, plans.monthly.id);
    const page = await get(null, `/api/billing/sandbox/sessions/${sessionId}`);
    expect(page.statusCode).toBe(200);
    // Only what the payment page needs: the order, its state and where it leads back.
    expect(Object.keys(page.json().data).sort()).toEqual([
      'amountCents',
      'cancelUrl',
      'currency',
      'id',
      'planName',
      'planType',
      'purpose',
      'status',
      'successUrl',
    ]);
    const [localPart] = account.email.split('@');
    for (const value of [account.email, localPart!, me.id, account.uid, me.username].filter(Boolean)) {
      expect(page.body, value).not.toContain(value);
    }
  });

  it('builds checkout links on the origin the member is on, and never on one the configuration does not list', async () => {
    const account = await member();
    const checkoutFrom = async (headers: Record<string, string>) => {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: { ...account.authorization, ...headers },
        payload: { planId: plans.monthly.id, from: 'billing' },
      });
      return new URL(response.json().data.url);
    };
    // Out of the box the app answers at localhost and 127.0.0.1 (config.test.ts); a member on 127.0.0.1 stays there.
    const page = await checkoutFrom({ origin: 'http://127.0.0.1:3000' });
    expect(page.origin).toBe('http://127.0.0.1:3000');
    const sessionId = page.pathname.split('/').pop()!;
    const session = await subject.app.inject({
      url: `/api/billing/sandbox/sessions/${sessionId}`,
      headers: { host: '127.0.0.1:3000' },
    });
    expect(session.json().data).toMatchObject({
      successUrl: 'http://127.0.0.1:3000/app/dashboard?checkout=success',
      cancelUrl: 'http://127.0.0.1:3000/app/billing',
    });
    const paid = await subject.app.inject({
      method: 'POST',
      url: `/api/billing/sandbox/sessions/${sessionId}/pay`,
      headers: { origin: 'http://127.0.0.1:3000' },
      payload: testCard(),
    });
    expect(paid.json().data.redirectUrl).toBe('http://127.0.0.1:3000/app/dashboard?checkout=success');

    // A forged Origin or Host names a candidate, never the answer: the link goes to PUBLIC_URL.
    const other = await member();
    const forged = await subject.app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: { ...other.authorization, origin: 'https://evil.example', host: 'evil.example' },
      payload: { planId: plans.monthly.id, from: 'billing' },
    });
    expect(new URL(forged.json().data.url).origin).toBe('http://localhost:3000');
  });

  it('a declined card changes nothing and leaves the checkout open for another card', async () => {
    const account = await member();
    const sessionId = await openCheckout(subject.app, account, plans.monthly.id);
    const mailsBefore = subject.outbox.length;
    const declined = await payCheckout(subject.app, sessionId, sandboxTestCards.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe(7400);
    expect(await subscriptionOf(account)).toBeNull();
    expect((await get(account, '/api/payments')).json().data).toEqual([]);
    expect(subject.outbox.length).toBe(mailsBefore);

    expect((await payCheckout(subject.app, sessionId)).statusCode).toBe(200);
    expect(await subscriptionOf(account)).toMatchObject({ tier: 'premium', isActive: true });
  });

  it('declines a valid card number that is not a test card: no real card is charged in test mode', async () => {
    const account = await member();
    const sessionId = await openCheckout(subject.app, account, plans.monthly.id);
    const response = await payCheckout(subject.app, sessionId, '5555 5555 5555 4444');
    expect(response.json().error.code).toBe(7400);
  });

  it('refuses card details that do not parse, field by field', async () => {
    const account = await member();
    const sessionId = await openCheckout(subject.app, account, plans.monthly.id);
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/billing/sandbox/sessions/${sessionId}/pay`,
      payload: { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', name: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([
        { field: 'cardNumber', code: 7407 },
        { field: 'expiry', code: 7408 },
        { field: 'cvc', code: 7409 },
        { field: 'name', code: 7410 },
      ]),
    );
  });

  it('a card that needs a second confirmation pays only once approved', async () => {
    const account = await member();
    const sessionId = await openCheckout(subject.app, account, plans.monthly.id);
    const first = await payCheckout(subject.app, sessionId, sandboxTestCards.needsConfirmation);
    expect(first.json().data).toEqual({ status: 'requires_confirmation' });
    expect(await subscriptionOf(account)).toBeNull();

    const refused = await post(null, `/api/billing/sandbox/sessions/${sessionId}/confirm`, {
      approve: false,
    });
    expect(refused.json().error.code).toBe(7400);
    expect(await subscriptionOf(account)).toBeNull();

    await payCheckout(subject.app, sessionId, sandboxTestCards.needsConfirmation);
    const approved = await post(null, `/api/billing/sandbox/sessions/${sessionId}/confirm`, {
      approve: true,
    });
    expect(approved.json().data.status).toBe('completed');
    expect(await subscriptionOf(account)).toMatchObject({ tier: 'premium', card: { last4: '3155' } });
  });

  it('a completed checkout cannot be paid twice, even from two tabs at once', async () => {
    const account = await member();
    const sessionId = await openCheckout(subject.app, account, plans.monthly.id);
    const answers = await Promise.all([
      payCheckout(subject.app, sessionId),
      payCheckout(subject.app, sessionId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await payCheckout(subject.app, sessionId)).json().error.code).toBe(7401);
    expect((await get(account, '/api/payments')).json().data).toHaveLength(1);
  });

  it('an unknown checkout is not found', async () => {
    const unknown = 'A'.repeat(32);
    expect((await get(null, `/api/billing/sandbox/sessions/${unknown}`)).statusCode).toBe(404);
    expect((await payCheckout(subject.app, unknown)).json().error.code).toBe(4004);
    const confirm = await post(null, `/api/billing/sandbox/sessions/${unknown}/confirm`, { approve: true });
    expect(confirm.json().error.code).toBe(4004);
  });

  it('refuses a malformed checkout id (a NUL byte, a wrong length) before any read, as a bad request', async () => {
    const calls = (id: string) =>
      [
        ['GET', `/api/billing/sandbox/sessions/${id}`, undefined],
        ['POST', `/api/billing/sandbox/sessions/${id}/pay`, testCard()],
        ['POST', `/api/billing/sandbox/sessions/${id}/confirm`, { approve: true }],
      ] as const;
    for (const id of ['%00', `${'A'.repeat(31)}%00`, 'not-a-session', 'A'.repeat(33)]) {
      for (const [method, url, payload] of calls(id)) {
        const response = await call(subject.app, null, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json().error).toMatchObject({ code: 4000, message: expect.any(String) });
      }
    }
  });

  it('refuses a checkout for a plan that cannot be bought, or that the member already has', async () => {
    const account = await member();
    for (const planId of [plans.free.id, 'not-a-plan', '00000000-0000-4000-8000-000000000000']) {
      const response = await post(account, '/api/subscription/checkout', { planId });
      expect(response.statusCode, planId).toBe(404);
      expect(response.json().error.code).toBe(7404);
    }
    await subscribePremium(subject.app, account, plans.monthly.id);
    const again = await post(account, '/api/subscription/checkout', { planId: plans.monthly.id });
    expect(again.json().error.code).toBe(7402);
    const other = await post(account, '/api/subscription/checkout', { planId: plans.yearly.id });
    expect(other.json().error.code).toBe(7403);
  });

  it('cancels at the period end, keeps access, emails the confirmation, and resumes', async () => {
    const account = await member();
    await subscribePremium(subject.app, account, plans.monthly.id);
    const cancelled = await post(account, '/api/subscription/cancel');
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
      isActive: true,
    });
    expect(subject.outbox.at(-1)).toMatchObject({
      to: account.email,
      subject: 'Votre abonnement Vitalia est résilié',
    });
    expect((await post(account, '/api/subscription/cancel')).json().error.code).toBe(7403);

    const resumed = await post(account, '/api/subscription/resume');
    expect(resumed.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, isActive: true });
    expect((await post(account, '/api/subscription/resume')).json().error.code).toBe(7403);
  });

  it('a Free member has nothing to cancel', async () => {
    const account = await member();
    expect((await post(account, '/api/subscription/cancel')).json().error.code).toBe(7403);
    await post(account, '/api/subscription/free');
    expect((await post(account, '/api/subscription/cancel')).json().error.code).toBe(7403);
  });

  it('monthly → yearly applies now: the preview shows the prorated amount that is then charged', async () => {
    const account = await member();
    await subscribePremium(subject.app, account, plans.monthly.id);
    const preview = (
      await post(account, '/api/subscription/switch/preview', { planId: plans.yearly.id })
    ).json().data;
    expect(preview).toMatchObject({ effective: 'now', currency: 'EUR', plan: { id: plans.yearly.id } });
    // Switched moments after paying: almost the whole month is credited.
    expect(preview.amountDueNowCents).toBeGreaterThanOrEqual(9588 - 999);
    expect(preview.amountDueNowCents).toBeLessThanOrEqual(9588 - 990);

    const switched = await post(account, '/api/subscription/switch', { planId: plans.yearly.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ plan: { id: plans.yearly.id }, status: 'active' });
    const proration = (await get(account, '/api/payments')).json().data[0];
    expect(proration).toMatchObject({ kind: 'proration', planType: 'yearly' });
    expect(Math.abs(proration.amountCents - preview.amountDueNowCents)).toBeLessThanOrEqual(1);
  });

  it('yearly → monthly waits for the period end, and choosing yearly again undoes it', async () => {
    const account = await member();
    await subscribePremium(subject.app, account, plans.yearly.id);
    const before = await subscriptionOf(account);
    const preview = (
      await post(account, '/api/subscription/switch/preview', { planId: plans.monthly.id })
    ).json().data;
    expect(preview).toMatchObject({
      effective: 'period_end',
      amountDueNowCents: 0,
      effectiveAt: before.currentPeriodEnd,
    });

    const scheduled = (await post(account, '/api/subscription/switch', { planId: plans.monthly.id })).json()
      .data;
    expect(scheduled).toMatchObject({
      plan: { id: plans.yearly.id },
      scheduledPlan: { id: plans.monthly.id },
    });
    expect((await get(account, '/api/payments')).json().data).toHaveLength(1);

    const undone = (await post(account, '/api/subscription/switch', { planId: plans.yearly.id })).json().data;
    expect(undone.scheduledPlan).toBeNull();
  });

  it('a declined proration changes nothing', async () => {
    const account = await member();
    // This test card pays at checkout, then declines every charge made later on it.
    await subscribePremium(subject.app, account, plans.monthly.id, sandboxTestCards.renewalsDeclined);
    const before = await subscriptionOf(account);
    const response = await post(account, '/api/subscription/switch', { planId: plans.yearly.id });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe(7400);
    expect(await subscriptionOf(account)).toEqual(before);
    expect((await get(account, '/api/payments')).json().data).toHaveLength(1);
  });

  it('a receipt is the member’s own: another member’s payment is not found', async () => {
    const owner = await member();
    await subscribePremium(subject.app, owner, plans.monthly.id);
    const [payment] = (await get(owner, '/api/payments')).json().data;

    const receipt = await get(owner, `/api/payments/${payment.id}/receipt`);
    expect(receipt.json().data).toMatchObject({
      number: payment.number,
      amountCents: 999,
      language: 'fr',
      provider: 'sandbox',
      customer: { email: owner.email },
    });

    const stranger = await member();
    for (const id of [payment.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await get(stranger, `/api/payments/${id}/receipt`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe(4004);
    }
    const malformed = await get(stranger, '/api/payments/not-an-id/receipt');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe(4000);
    expect((await get(stranger, '/api/payments')).json().data).toEqual([]);
    expect(await subscriptionOf(stranger)).toBeNull();
  });

  it('changes a sandbox card on the sandbox’s card page: nothing charged, a declined card changes nothing (issue 40)', async () => {
    const account = await member();
    await subscribePremium(subject.app, account, plans.monthly.id);
    expect(await subscriptionOf(account)).toMatchObject({ canManageCard: true, card: { last4: '4242' } });
    const portal = await post(account, '/api/subscription/portal');
    expect(portal.statusCode).toBe(200);
    const url = new URL(portal.json().data.url);
    expect(url.pathname).toMatch(/^\/checkout\/sandbox\/[\w-]{32}$/);
    const sessionId = url.pathname.split('/').pop()!;
    const page = (await get(null, `/api/billing/sandbox/sessions/${sessionId}`)).json().data;
    expect(page).toMatchObject({ purpose: 'card', status: 'open', amountCents: 0, planName: 'Premium' });
    expect(page.cancelUrl).toMatch(/\/app\/billing$/);

    const declined = await payCheckout(subject.app, sessionId, sandboxTestCards.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe(7400);
    expect((await subscriptionOf(account)).card).toEqual({ brand: 'visa', last4: '4242' });

    const changed = await payCheckout(subject.app, sessionId, sandboxTestCards.renewalsDeclined);
    expect(changed.json().data.redirectUrl).toMatch(/\/app\/billing\?card=updated$/);
    expect(await subscriptionOf(account)).toMatchObject({ status: 'active', card: { last4: '0341' } });
    expect((await get(account, '/api/payments')).json().data).toHaveLength(1);
    // A used card page is spent, as a paid checkout is.
    expect((await payCheckout(subject.app, sessionId)).json().error.code).toBe(7401);
  });

  it('keeps the reason a member gave for cancelling with their data, in their export (issue 40)', async () => {
    const account = await member();
    await subscribePremium(subject.app, account, plans.monthly.id);
    expect((await post(account, '/api/subscription/cancel', { reason: 'unused' })).statusCode).toBe(200);
    const exported = (await get(account, '/api/users/me/export')).json();
    expect((exported.data ?? exported).subscription.cancellations).toEqual([
      { reason: 'unused', createdAt: expect.any(String) },
    ]);
  });

  it('has no card to change for Free, nor once Premium has lapsed', async () => {
    const free = await member();
    await post(free, '/api/subscription/free');
    expect((await subscriptionOf(free)).canManageCard).toBe(false);
    expect((await post(free, '/api/subscription/portal')).json().error.code).toBe(7403);
  });
});
