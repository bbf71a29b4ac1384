import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, subscriptionEvents, users } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call } from '../../test/billing';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { createTestApp, seedPlans, servicesOf, type TestApp, type SeededPlans } from '../../test/test-app';

const webhookSecret = 'whsec_standin_secret';
// Only signs test payloads, as Stripe would; it never calls the network.
const signer = new Stripe('sk_test_signer');

describe('the Stripe provider (issue 4)', () => {
  let standIn: StripeStandIn;
  let subject: TestApp;
  let plans: SeededPlans;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    subject = await createTestApp({
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_standin',
        webhookSecret,
        apiUrl: new URL(standIn.url),
      },
    });
    plans = await seedPlans(subject);
  });
  afterAll(async () => {
    await subject.close();
    await standIn.close();
  });
  afterEach(() => {
    standIn.control.outage = null;
    standIn.control.declineCharges = false;
  });

  const get = (account: TestAccount | null, url: string) => call(subject.app, account, 'GET', url);
  const post = (account: TestAccount | null, url: string, payload?: object) =>
    call(subject.app, account, 'POST', url, payload);
  const details = async (account: TestAccount) => (await get(account, '/api/subscription')).json().data;
  const payments = async (account: TestAccount) => (await get(account, '/api/payments')).json().data;
  const subjects = (account: TestAccount) =>
    subject.outbox.filter((mail) => mail.to === account.email).map((mail) => mail.subject);
  const userIdOf = async (account: TestAccount) => (await get(account, '/api/users/me')).json().data.id;
  const historyOf = async (account: TestAccount) =>
    (
      await subject.database.db
        .select({ type: subscriptionEvents.type })
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.userId, await userIdOf(account)))
        .orderBy(subscriptionEvents.occurredAt)
    ).map((row) => row.type);
  const lastRequestTo = (method: string, path: string) => standIn.requestsTo(method, path).at(-1)!;

  /** An event as Stripe sends it: the object as it was when the event was made. */
  const eventOf = (type: string, object: object, id = `evt_${randomBytes(8).toString('hex')}`) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });

  /** Delivers a payload signed now with `secret`, as Stripe does; `signed: false` leaves the header out. */
  const deliver = (payload: string, { secret = webhookSecret, signed = true } = {}) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signed
          ? { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) }
          : {}),
      },
      payload,
    });

  async function startCheckout(account: TestAccount, planId: string) {
    const response = await post(account, '/api/subscription/checkout', { planId, from: 'billing' });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().data;
    return { url: url as string, sessionId: new URL(url).pathname.split('/').pop()! };
  }

  /** A member who paid on Stripe's Checkout page, told to us by the signed checkout.session.completed event. */
  async function premiumMember(planId = plans.monthly.id) {
    const account = await registerMember(subject.app);
    const { sessionId } = await startCheckout(account, planId);
    const paid = standIn.pay(sessionId);
    const completed = eventOf('checkout.session.completed', paid.session);
    expect((await deliver(completed)).statusCode).toBe(200);
    return { account, sessionId, subscriptionId: paid.subscription.id as string, completed };
  }

  it('opens a Checkout Session in the member’s language, for the plan’s price, created once', async () => {
    const account = await registerMember(subject.app);
    const { url, sessionId } = await startCheckout(account, plans.monthly.id);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const request = lastRequestTo('POST', '/v1/checkout/sessions').body;
    expect(request).toMatchObject({
      mode: 'subscription',
      locale: 'fr',
      customer: expect.stringMatching(/^cus_/),
      client_reference_id: expect.any(String),
      line_items: [{ price: expect.stringMatching(/^price_/), quantity: '1' }],
      metadata: { userId: await userIdOf(account), planId: plans.monthly.id },
    });
    expect(request.success_url).toMatch(
      /\/api\/billing\/stripe\/return\?session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
    expect(request.cancel_url).toMatch(/\/app\/billing$/);
    // Beside Stripe's pay button, in the member's language: taxes included, renews until cancelled, the terms.
    expect(request.custom_text).toEqual({
      submit: { message: expect.stringMatching(/^Les prix sont TVA comprise\..*\]\(http.*\/terms\)$/) },
    });
    expect(standIn.object(request.customer as string)).toMatchObject({ email: account.email });

    // A second checkout reuses the member's customer and the plan's price; Arabic pages fall back to `auto`.
    const pricesBefore = standIn.requestsTo('POST', '/v1/prices').length;
    await subject.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: account.authorization,
      payload: { language: 'ar' },
    });
    await startCheckout(account, plans.monthly.id);
    const again = lastRequestTo('POST', '/v1/checkout/sessions').body;
    expect(again).toMatchObject({
      locale: 'auto',
      customer: request.customer,
      line_items: request.line_items,
    });
    expect(standIn.requestsTo('POST', '/v1/prices')).toHaveLength(pricesBefore);
  });

  it('a signed checkout.session.completed makes the member Premium, with one payment and one receipt', async () => {
    const { account } = await premiumMember();
    expect(await details(account)).toMatchObject({
      tier: 'premium',
      status: 'active',
      isActive: true,
      provider: 'stripe',
      plan: { id: plans.monthly.id },
      card: { brand: 'visa', last4: '4242' },
      canManageCard: true,
    });
    expect(await payments(account)).toEqual([
      expect.objectContaining({ kind: 'initial', status: 'succeeded', amountCents: 999, currency: 'EUR' }),
    ]);
    expect(subjects(account)).toEqual(['Votre reçu Vitalia']);
    expect(await historyOf(account)).toEqual(['started']);
    expect((await get(account, '/api/feed')).statusCode).toBe(200);
  });

  it('a replayed event is acknowledged and ignored, even when Stripe’s state has moved on since', async () => {
    const { account, subscriptionId, completed } = await premiumMember();
    const before = await details(account);
    standIn.update(subscriptionId, { status: 'canceled' });

    const replayed = await deliver(completed);
    expect(replayed.statusCode).toBe(200);
    expect(await details(account)).toEqual(before);
    expect(await payments(account)).toHaveLength(1);
    expect(subjects(account)).toHaveLength(1);
    expect(await historyOf(account)).toEqual(['started']);
  });

  it('refuses a forged, tampered or unsigned event (7406) and changes nothing', async () => {
    const account = await registerMember(subject.app);
    const { sessionId } = await startCheckout(account, plans.monthly.id);
    const { session } = standIn.pay(sessionId);
    const completed = eventOf('checkout.session.completed', session);

    const forged = await deliver(completed, { secret: 'whsec_not_ours' });
    const unsigned = await deliver(completed, { signed: false });
    const tampered = await subject.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload: completed,
          secret: webhookSecret,
        }),
      },
      payload: completed.replace('"livemode":false', '"livemode":true'),
    });
    for (const response of [forged, unsigned, tampered]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(7406);
    }
    expect(await details(account)).toBeNull();
    expect(await payments(account)).toEqual([]);
    expect(subjects(account)).toEqual([]);

    // The refused deliveries recorded nothing: the genuine one is still handled.
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await details(account)).toMatchObject({ tier: 'premium', isActive: true });
  });

  it('follows a fresh read of Stripe, not the event’s copy of the subscription', async () => {
    const { account, subscriptionId } = await premiumMember();
    const stale = standIn.object(subscriptionId);
    standIn.update(subscriptionId, { status: 'past_due' });
    const response = await deliver(eventOf('customer.subscription.updated', { ...stale, status: 'active' }));
    expect(response.statusCode).toBe(200);
    expect(await details(account)).toMatchObject({ status: 'past_due', isActive: true });
  });

  it('records a paid renewal once and sends one receipt, however often it is reported', async () => {
    const { account, subscriptionId } = await premiumMember();
    const before = await details(account);
    const invoice = standIn.renew(subscriptionId, { isPaid: true });
    const paid = eventOf('invoice.paid', invoice);
    // Twice at once (Stripe may deliver an event again before the first delivery is answered), then once more
    // under another event id, then replayed later.
    const deliveries = await Promise.all([
      deliver(paid),
      deliver(paid),
      deliver(eventOf('invoice.paid', invoice)),
    ]);
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await payments(account)).map((payment: { kind: string }) => payment.kind)).toEqual([
      'renewal',
      'initial',
    ]);
    expect(subjects(account)).toEqual(['Votre reçu Vitalia', 'Votre reçu Vitalia']);
    const renewed = await details(account);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: before.currentPeriodEnd });
    expect(await historyOf(account)).toEqual(['started', 'renewed']);
  });

  it('a declined renewal leaves the member past due with one failure email; the paid retry restores them', async () => {
    const { account, subscriptionId } = await premiumMember();
    const invoice = standIn.renew(subscriptionId, { isPaid: false });
    // Stripe retries the card and reports each failure: one failed payment, one email.
    for (const payload of [
      eventOf('invoice.payment_failed', invoice),
      eventOf('invoice.payment_failed', invoice),
    ]) {
      expect((await deliver(payload)).statusCode).toBe(200);
    }
    const pastDue = await details(account);
    expect(pastDue).toMatchObject({ status: 'past_due', isActive: true });
    expect(Date.parse(pastDue.graceEndsAt) - Date.now()).toBeGreaterThan(6.9 * 864e5);
    expect((await payments(account))[0]).toMatchObject({
      kind: 'renewal',
      status: 'failed',
      amountCents: 999,
    });
    expect(subjects(account)).toEqual([
      'Votre reçu Vitalia',
      'Nous n’avons pas pu renouveler votre abonnement Vitalia',
    ]);

    standIn.update(invoice.id as string, { status: 'paid', amount_paid: 999 });
    standIn.update(subscriptionId, { status: 'active' });
    expect((await deliver(eventOf('invoice.paid', invoice))).statusCode).toBe(200);
    expect(await details(account)).toMatchObject({ status: 'active', graceEndsAt: null });
    expect((await payments(account)).map((payment: { status: string }) => payment.status)).toEqual([
      'succeeded',
      'failed',
      'succeeded',
    ]);
    expect(await historyOf(account)).toEqual(['started', 'renewal_failed', 'renewed']);
  });

  it('a deleted subscription expires: no Premium any more (4003)', async () => {
    const { account, subscriptionId } = await premiumMember();
    const ended = standIn.update(subscriptionId, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
    expect((await deliver(eventOf('customer.subscription.deleted', ended))).statusCode).toBe(200);
    expect(await details(account)).toMatchObject({ status: 'expired', isActive: false });
    const feed = await get(account, '/api/feed');
    expect(feed.statusCode).toBe(403);
    expect(feed.json().error.code).toBe(4003);
    expect((await historyOf(account)).at(-1)).toBe('expired');
  });

  it('cancel and resume are made on Stripe, and our row copies Stripe’s answer', async () => {
    const { account, subscriptionId } = await premiumMember();
    const path = `/v1/subscriptions/${subscriptionId}`;

    // The member's reason reaches Stripe in its words (a technical problem is its "low quality"), and our count.
    const cancelled = await post(account, '/api/subscription/cancel', { reason: 'technical_issues' });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelAtPeriodEnd: true,
      isActive: true,
    });
    expect(lastRequestTo('POST', path).body).toEqual({
      cancel_at_period_end: 'true',
      cancellation_details: { feedback: 'low_quality' },
    });
    const exported = (await get(account, '/api/users/me/export')).json();
    expect((exported.data ?? exported).subscription.cancellations).toEqual([
      { reason: 'technical_issues', createdAt: expect.any(String) },
    ]);
    expect(standIn.object(subscriptionId).cancel_at_period_end).toBe(true);
    expect(subjects(account).at(-1)).toBe('Votre abonnement Vitalia est résilié');

    const asked = standIn.requestsTo('POST', path).length;
    expect((await post(account, '/api/subscription/cancel')).json().error.code).toBe(7403);
    expect(standIn.requestsTo('POST', path)).toHaveLength(asked);

    const resumed = await post(account, '/api/subscription/resume');
    expect(resumed.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(lastRequestTo('POST', path).body).toEqual({ cancel_at_period_end: 'false' });
    expect(await historyOf(account)).toEqual(['started', 'cancelled', 'resumed']);
  });

  const deleteAccount = (account: TestAccount) =>
    subject.app.inject({ method: 'DELETE', url: '/api/users/me', headers: account.authorization });
  // Requesting deletion ends the account's sessions at once: what follows is read past the API.
  const detailsAfterDeletion = async (account: TestAccount) =>
    (await servicesOf(subject)).subscriptions.mine(account);

  it('account deletion stops Stripe charging: the renewal is cancelled, a past-due subscription ends now', async () => {
    const yearly = await premiumMember(plans.yearly.id);
    await post(yearly.account, '/api/subscription/switch', { planId: plans.monthly.id });
    const scheduleId = standIn.object(yearly.subscriptionId).schedule as string;
    expect(scheduleId).toMatch(/^sub_sched_/);
    const deleted = await deleteAccount(yearly.account);
    expect(deleted.statusCode, deleted.body).toBe(202);
    // Stripe refuses to cancel a subscription its schedule runs: the scheduled switch is released first.
    expect(standIn.requestsTo('POST', `/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
    expect(standIn.object(yearly.subscriptionId)).toMatchObject({
      cancel_at_period_end: true,
      schedule: null,
    });
    expect(await detailsAfterDeletion(yearly.account)).toMatchObject({
      status: 'cancelled',
      isActive: true,
      scheduledPlan: null,
    });

    const lapsing = await premiumMember();
    const invoice = standIn.renew(lapsing.subscriptionId, { isPaid: false });
    expect((await deliver(eventOf('invoice.payment_failed', invoice))).statusCode).toBe(200);
    expect(await details(lapsing.account)).toMatchObject({ status: 'past_due' });
    expect((await deleteAccount(lapsing.account)).statusCode).toBe(202);
    expect(standIn.requestsTo('DELETE', `/v1/subscriptions/${lapsing.subscriptionId}`)).toHaveLength(1);
    expect(await detailsAfterDeletion(lapsing.account)).toMatchObject({ status: 'expired', isActive: false });
  });

  it('account deletion waits for Stripe: unreachable, nothing is requested (7405)', async () => {
    const { account, subscriptionId } = await premiumMember();
    standIn.control.outage = 'error';
    const refused = await deleteAccount(account);
    expect(refused.json().error.code).toBe(7405);
    standIn.control.outage = null;
    expect(standIn.object(subscriptionId).cancel_at_period_end).toBe(false);
    const [row] = await subject.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row!.deletionRequestedAt).toBeNull();
    expect(await details(account)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('monthly → yearly is prorated on Stripe now; yearly → monthly waits in a schedule, undone by choosing yearly', async () => {
    const { account, subscriptionId } = await premiumMember();
    const switched = await post(account, '/api/subscription/switch', { planId: plans.yearly.id });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data).toMatchObject({ plan: { id: plans.yearly.id }, status: 'active' });
    expect(lastRequestTo('POST', `/v1/subscriptions/${subscriptionId}`).body).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      items: [{ price: expect.stringMatching(/^price_/) }],
    });
    const periodDays =
      (Date.parse(switched.json().data.currentPeriodEnd) -
        Date.parse(switched.json().data.currentPeriodStart)) /
      864e5;
    expect(periodDays).toBeGreaterThanOrEqual(365);
    expect((await payments(account))[0]).toMatchObject({ kind: 'proration', planType: 'yearly' });

    const scheduled = (await post(account, '/api/subscription/switch', { planId: plans.monthly.id })).json()
      .data;
    expect(scheduled).toMatchObject({
      plan: { id: plans.yearly.id },
      scheduledPlan: { id: plans.monthly.id },
    });
    expect(lastRequestTo('POST', '/v1/subscription_schedules').body).toEqual({
      from_subscription: subscriptionId,
    });
    const scheduleId = standIn.object(subscriptionId).schedule as string;
    expect(lastRequestTo('POST', `/v1/subscription_schedules/${scheduleId}`).body).toMatchObject({
      end_behavior: 'release',
      phases: [
        { end_date: String(Date.parse(scheduled.currentPeriodEnd) / 1000) },
        { duration: { interval: 'month' } },
      ],
    });

    const undone = (await post(account, '/api/subscription/switch', { planId: plans.yearly.id })).json().data;
    expect(undone).toMatchObject({ plan: { id: plans.yearly.id }, scheduledPlan: null });
    expect(standIn.requestsTo('POST', `/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
    expect(await historyOf(account)).toEqual(['started', 'switched', 'switch_scheduled']);
  });

  it('a declined proration changes nothing (7400)', async () => {
    const { account } = await premiumMember();
    const before = await details(account);
    standIn.control.declineCharges = true;
    const response = await post(account, '/api/subscription/switch', { planId: plans.yearly.id });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe(7400);
    expect(await details(account)).toEqual(before);
    expect(await payments(account)).toHaveLength(1);
  });

  it('opens the customer portal in the member’s language, coming back to Billing', async () => {
    const { account } = await premiumMember();
    const response = await post(account, '/api/subscription/portal');
    expect(response.json().data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const request = lastRequestTo('POST', '/v1/billing_portal/sessions').body;
    expect(request).toMatchObject({ locale: 'fr', customer: expect.stringMatching(/^cus_/) });
    expect(request.return_url).toMatch(/\/app\/billing$/);
  });

  it('the return from Checkout settles the subscription from a fresh read, before any webhook', async () => {
    const account = await registerMember(subject.app);
    const { sessionId } = await startCheckout(account, plans.yearly.id);
    const back = (id: string) => get(null, `/api/billing/stripe/return?session_id=${id}`);

    const abandoned = await back(sessionId);
    expect(abandoned.statusCode).toBe(302);
    expect(abandoned.headers.location).toMatch(/\/app\/billing$/);
    expect(await details(account)).toBeNull();

    const { session } = standIn.pay(sessionId);
    const paid = await back(sessionId);
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toMatch(/\/app\/dashboard\?checkout=success$/);
    expect(await details(account)).toMatchObject({
      tier: 'premium',
      isActive: true,
      plan: { id: plans.yearly.id },
    });

    // The webhook that follows finds it all done.
    expect((await deliver(eventOf('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await payments(account)).toHaveLength(1);
    expect(subjects(account)).toEqual(['Votre reçu Vitalia']);
    expect(await historyOf(account)).toEqual(['started']);

    const unknown = await back('cs_test_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(4004);
  });

  it('a subscription event that overtakes its checkout’s completes that checkout', async () => {
    const account = await registerMember(subject.app);
    const { sessionId } = await startCheckout(account, plans.monthly.id);
    const { session, subscription } = standIn.pay(sessionId);
    expect((await deliver(eventOf('customer.subscription.updated', subscription))).statusCode).toBe(200);
    expect(await details(account)).toMatchObject({ tier: 'premium', isActive: true, provider: 'stripe' });

    expect((await deliver(eventOf('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await payments(account)).toHaveLength(1);
    expect(await historyOf(account)).toEqual(['started']);
  });

  it('acknowledges event types it does not use', async () => {
    const response = await deliver(eventOf('customer.created', { id: 'cus_other', object: 'customer' }));
    expect(response.statusCode).toBe(200);
  });

  it('Stripe unreachable or failing: 7405, nothing written, and the event is handled on Stripe’s retry', async () => {
    const account = await registerMember(subject.app);
    for (const outage of ['refuse', 'error'] as const) {
      standIn.control.outage = outage;
      const response = await post(account, '/api/subscription/checkout', { planId: plans.monthly.id });
      expect(response.statusCode, outage).toBe(502);
      expect(response.json().error.code).toBe(7405);
    }
    standIn.control.outage = null;
    const sessions = await subject.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, await userIdOf(account)));
    expect(sessions).toEqual([]);
    expect(await details(account)).toBeNull();

    const member = await premiumMember();
    const before = await details(member.account);
    const invoice = standIn.renew(member.subscriptionId, { isPaid: true });
    const paid = eventOf('invoice.paid', invoice);
    standIn.control.outage = 'error';
    expect((await post(member.account, '/api/subscription/cancel')).json().error.code).toBe(7405);
    const failed = await deliver(paid);
    expect(failed.statusCode).toBe(502);
    expect(await details(member.account)).toEqual(before);
    expect(await payments(member.account)).toHaveLength(1);

    standIn.control.outage = null;
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await payments(member.account)).toHaveLength(2);
  });
});
