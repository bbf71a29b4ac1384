import type { AddressInfo } from 'node:net';
import { renewalGraceDays, type Profile } from '@vitalia/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import { openEventStream, type EventStreamReader } from '../../test/event-stream-client';
import { createTestApp, memberWithRole, seedPlans, type TestApp } from '../../test/test-app';

/** Issue 36: a stream must not outlive the right it was opened with, nor a ticket the right it was taken with. */
const closedWithinMs = 2000;
const dayMs = 24 * 60 * 60 * 1000;

describe('a community stream lives only as long as its reader may read', () => {
  let subject: TestApp;
  let baseUrl: string;
  let karim: TestAccount;
  let monthlyPlanId: string;
  const streams: EventStreamReader[] = [];
  const api = apiOf(() => subject.app);

  const idOf = async (account: TestAccount) =>
    ((await api(account, 'GET', '/users/me')).json().data as Profile).id;

  async function premiumMember() {
    const account = await registerMember(subject.app);
    await subscribePremium(subject.app, account, monthlyPlanId);
    return account;
  }

  async function complimentaryMember() {
    const account = await registerMember(subject.app);
    const granted = await api(karim, 'POST', `/admin/members/${await idOf(account)}/complimentary`, {
      days: 30,
    });
    expect(granted.statusCode).toBe(201);
    return account;
  }

  async function ticketOf(account: TestAccount) {
    const response = await api(account, 'POST', '/community/stream-tickets');
    expect(response.statusCode).toBe(201);
    return response.json().data.ticket as string;
  }

  async function streamWith(ticket: string) {
    const reader = await openEventStream(
      `${baseUrl}/api/community/stream?ticket=${encodeURIComponent(ticket)}`,
    );
    streams.push(reader);
    return reader;
  }

  async function openStream(account: TestAccount) {
    const reader = await streamWith(await ticketOf(account));
    expect(reader.status).toBe(200);
    return reader;
  }

  /** How long after `from` the server closed the stream; throws when it stays open past the limit. */
  async function closedAfter(reader: EventStreamReader, from: number, limitMs = closedWithinMs) {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`the stream was still open ${limitMs} ms later`)),
        Math.max(0, from + limitMs - Date.now()),
      ),
    );
    await Promise.race([reader.ended, timeout]);
    return Date.now() - from;
  }

  const isOpen = async (reader: EventStreamReader) =>
    (await Promise.race([
      reader.ended.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 0)),
    ])) === 'open';

  /** Writes the member's subscription as time alone would leave it: no event, so only the stream's own clock knows. */
  async function setSubscription(account: TestAccount, values: Partial<typeof subscriptions.$inferInsert>) {
    await subject.database.db
      .update(subscriptions)
      .set(values)
      .where(eq(subscriptions.userId, await idOf(account)));
  }

  beforeAll(async () => {
    subject = await createTestApp();
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(subject.app.server.address() as AddressInfo).port}`;
    karim = await memberWithRole(subject, 'karim');
    monthlyPlanId = (await seedPlans(subject)).monthly.id;
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((reader) => reader.close()));
  });
  afterAll(() => subject.close());

  it('closes the stream when staff take back a complimentary Premium, and refuses a new ticket', async () => {
    const member = await complimentaryMember();
    const reader = await openStream(member);
    const revokedAt = Date.now();
    expect(
      (await api(karim, 'DELETE', `/admin/members/${await idOf(member)}/complimentary`)).statusCode,
    ).toBe(204);
    await closedAfter(reader, revokedAt);
    expect((await api(member, 'POST', '/community/stream-tickets')).json().error.code).toBe(4003);
  });

  it('closes the stream when a cancelled Premium reaches the end of its period', async () => {
    const member = await premiumMember();
    expect((await api(member, 'POST', '/subscription/cancel')).statusCode).toBe(200);
    const endsAt = Date.now() + 1500;
    await setSubscription(member, { currentPeriodEnd: new Date(endsAt) });
    const reader = await openStream(member);
    // Still Premium until then: the stream stays open.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await isOpen(reader)).toBe(true);
    expect(await closedAfter(reader, endsAt)).toBeLessThan(closedWithinMs);
  });

  it('closes the stream when a failed renewal runs past its grace', async () => {
    const member = await premiumMember();
    const graceEndsAt = Date.now() + 1200;
    await setSubscription(member, {
      status: 'past_due',
      pastDueSince: new Date(graceEndsAt - renewalGraceDays * dayMs),
    });
    const reader = await openStream(member);
    expect(await closedAfter(reader, graceEndsAt)).toBeLessThan(closedWithinMs);
  });

  it('closes the stream when the member asks for their account to be deleted', async () => {
    const member = await premiumMember();
    const reader = await openStream(member);
    const askedAt = Date.now();
    expect((await api(member, 'DELETE', '/users/me')).statusCode).toBe(202);
    await closedAfter(reader, askedAt);
  });

  it("closes a staff member's stream when they lose the role that let them read", async () => {
    const admin = await memberWithRole(subject, 'admin');
    const reader = await openStream(admin);
    const changedAt = Date.now();
    const demoted = await api(karim, 'PUT', `/admin/members/${await idOf(admin)}/role`, { role: 'user' });
    expect(demoted.statusCode).toBe(200);
    await closedAfter(reader, changedAt);
  });

  it('keeps the stream of a member whose right did not change', async () => {
    const member = await complimentaryMember();
    const reader = await openStream(member);
    // Another 30 days: a change of access, but not a loss.
    await api(karim, 'POST', `/admin/members/${await idOf(member)}/complimentary`, { days: 30 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await isOpen(reader)).toBe(true);
  });

  it('lets a ticket taken before the right was lost die unused', async () => {
    const member = await complimentaryMember();
    const ticket = await ticketOf(member);
    await api(karim, 'DELETE', `/admin/members/${await idOf(member)}/complimentary`);
    const late = await streamWith(ticket);
    expect(late.status).toBe(401);
    expect(await late.response.json()).toMatchObject({ error: { code: 7609 } });
  });

  it("checks a ticket against its holder's right when it is used, not when it was given", async () => {
    const member = await premiumMember();
    const ticket = await ticketOf(member);
    // The period ended by itself since: no change was announced, the ticket is still there.
    await setSubscription(member, { status: 'cancelled', currentPeriodEnd: new Date(Date.now() - 1000) });
    const late = await streamWith(ticket);
    expect(late.status).toBe(403);
    expect(await late.response.json()).toMatchObject({ error: { code: 4003 } });
  });
});
