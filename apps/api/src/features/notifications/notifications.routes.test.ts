import {
  notificationKinds,
  type NotificationPage,
  type NotificationPreference,
  type NotificationPreferenceInput,
} from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { publishedPost } from '../../test/feed';
import { apiOf, subscribePremium } from '../../test/billing';
import { codesCsv, createReward, importFile } from '../../test/rewards';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  servicesOf,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';

describe('notifications: the bell and its switches (issue 18)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let admin: TestAccount;
  let karim: TestAccount;
  let services: Awaited<ReturnType<typeof servicesOf>>;
  const api = apiOf(() => subject.app);

  const idOf = async (account: TestAccount) =>
    (await api(account, 'GET', '/users/me')).json().data.id as string;
  const page = async (account: TestAccount, before?: string) => {
    const response = await api(account, 'GET', `/notifications${before ? `?before=${before}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as NotificationPage;
  };
  const preferences = async (account: TestAccount) =>
    (await api(account, 'GET', '/notifications/preferences')).json().data.kinds as NotificationPreference[];
  const setPreference = (account: TestAccount, change: NotificationPreferenceInput) =>
    api(account, 'PUT', '/notifications/preferences', { kinds: [change] });
  const rowCount = async (table: string) =>
    Number(
      (
        await subject.database.db.execute<{ count: number }>(
          sql.raw(`select count(*) as count from ${table}`),
        )
      ).rows[0]!.count,
    );

  async function premiumMember() {
    const account = await registerMember(subject.app);
    await subscribePremium(subject.app, account, plans.monthly.id);
    return account;
  }

  /** A support request from `member`, answered by the admin: the reply is the notification. */
  async function answeredRequest(member: TestAccount) {
    const sent = await api(member, 'POST', '/support/requests', {
      subject: 'Where is my receipt?',
      category: 'billing',
      message: 'I cannot find the receipt of my last payment.',
    });
    const requestId = sent.json().data.id as string;
    const reply = await api(admin, 'POST', `/admin/support/requests/${requestId}/replies`, {
      message: 'It is under Billing, in your receipts.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return { requestId, reference: sent.json().data.reference as string };
  }

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    admin = await memberWithRole(subject, 'admin');
    karim = await memberWithRole(subject, 'karim');
    services = await servicesOf(subject, {}, { mailsToOutbox: true });
  });
  afterAll(() => subject.close());

  it('answers only a signed-in member, each with their own bell', async () => {
    const anonymousCalls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread'],
      ['POST', '/notifications/read'],
      ['POST', '/notifications/00000000-0000-4000-8000-000000000000/read'],
      ['GET', '/notifications/preferences'],
      ['PUT', '/notifications/preferences', { kinds: [{ kind: 'draw_won', inApp: true, email: false }] }],
    ];
    for (const [method, path, body] of anonymousCalls) {
      const response = await api(null, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    const free = await registerMember(subject.app);
    for (const account of [free, await premiumMember(), admin, karim]) {
      expect(await page(account)).toEqual({ items: [], unread: 0, nextCursor: null });
      expect((await api(account, 'GET', '/notifications/unread')).json().data).toEqual({ unread: 0 });
      expect((await preferences(account)).map((kind) => kind.kind)).toEqual([...notificationKinds]);
    }
  });

  it('tells a member of a support reply in the bell and by email, once, and stops the email when they say so', async () => {
    const member = await registerMember(subject.app);
    const sentBefore = subject.outbox.length;
    const { requestId, reference } = await answeredRequest(member);
    const { items, unread } = await page(member);
    expect(unread).toBe(1);
    expect(items).toEqual([
      {
        id: expect.any(String),
        kind: 'support_reply',
        facts: { requestId, reference, subject: 'Where is my receipt?' },
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(subject.outbox.slice(sentBefore).filter((mail) => mail.to === member.email)).toHaveLength(2);
    // The outbox's retry of the same delivery adds nothing.
    await services.events.dispatchDue();
    expect((await page(member)).items).toHaveLength(1);

    expect(
      (await setPreference(member, { kind: 'support_reply', inApp: true, email: false })).statusCode,
    ).toBe(200);
    const quietBefore = subject.outbox.length;
    await answeredRequest(member);
    const mailsToMember = subject.outbox.slice(quietBefore).filter((mail) => mail.to === member.email);
    // The acknowledgement of the request is not a notification: it still goes; the reply's email does not.
    expect(mailsToMember.map((mail) => mail.subject)).toEqual([expect.stringMatching(/S-\d{6}/)]);
    expect((await page(member)).unread).toBe(2);
  });

  it('keeps a kind out of the bell when the member mutes it there', async () => {
    const member = await registerMember(subject.app);
    await setPreference(member, { kind: 'support_reply', inApp: false, email: true });
    const sentBefore = subject.outbox.length;
    await answeredRequest(member);
    expect((await page(member)).items).toEqual([]);
    // Muted in the bell, still emailed.
    expect(subject.outbox.slice(sentBefore).filter((mail) => mail.to === member.email)).toHaveLength(2);
  });

  it('tells a member the code they claimed is kept in Perks', async () => {
    const reward = await createReward(subject.app, admin, {
      name: 'Protéines -20 %',
      writtenIn: 'fr',
      translations: { name: { en: 'Protein 20% off' } },
    } as never);
    expect(
      (await importFile(subject.app, admin, reward.id, 'codes.csv', codesCsv('NOTE', 3))).statusCode,
    ).toBe(201);
    const member = await premiumMember();
    expect((await api(member, 'POST', `/rewards/${reward.id}/claim`)).statusCode).toBeLessThan(300);
    // Claiming again gives the same code back: no second notification.
    await api(member, 'POST', `/rewards/${reward.id}/claim`);
    const { items } = await page(member);
    expect(items.map(({ kind, facts }) => ({ kind, facts }))).toEqual([
      {
        kind: 'code_claimed',
        facts: { rewardName: { writtenIn: 'fr', texts: { fr: 'Protéines -20 %', en: 'Protein 20% off' } } },
      },
    ]);
  });

  it('tells a coming renewal and a failed payment, and emails them unless turned off; receipts always go', async () => {
    const member = await premiumMember();
    const userId = await idOf(member);
    await setPreference(member, { kind: 'payment_failed', inApp: true, email: false });
    const facts = {
      planName: 'Premium',
      amountCents: 999,
      currency: 'EUR',
      date: '2026-12-27T10:00:00.000Z',
    };
    const sentBefore = subject.outbox.length;
    await services.events.transaction(
      () => ({}),
      async (tx) => {
        for (const kind of ['renewal_reminder', 'payment_failed', 'receipt'] as const)
          await tx.publish('billing.email', { kind, userId, facts: { ...facts, receiptNumber: 'R-1' } });
      },
    );
    await services.events.settled();
    const { items } = await page(member);
    expect(
      items.map(({ kind, facts }) => ({ kind, facts })).sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'payment_failed', facts: { amountCents: 999, currency: 'EUR', date: facts.date } },
      { kind: 'renewal_coming', facts: { amountCents: 999, currency: 'EUR', date: facts.date } },
    ]);
    const mails = subject.outbox.slice(sentBefore).filter((mail) => mail.to === member.email);
    // The reminder and the receipt; the failed payment's email was turned off.
    expect(mails).toHaveLength(2);
  });

  it('tells everyone with Premium of a new post once it is out, once, and nobody else', async () => {
    const reader = await premiumMember();
    const muted = await premiumMember();
    await setPreference(muted, { kind: 'feed_post', inApp: false, email: null });
    const free = await registerMember(subject.app);
    const post = await publishedPost(subject.app, karim, {
      title: { en: 'Morning circuit', ar: 'تمرين الصباح' },
    });
    const later = await api(karim, 'POST', '/admin/feed/posts', {
      writtenIn: 'en',
      title: { en: 'Tomorrow' },
      content: { en: 'Out tomorrow.' },
      imageKeys: [],
      state: 'scheduled',
      publishAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    });
    expect(later.statusCode, later.body).toBe(201);

    expect(await services.feedPostNotices.announceDue()).toEqual({ announced: 1 });
    expect(await services.feedPostNotices.announceDue()).toEqual({ announced: 0 });
    await services.events.settled();
    const { items } = await page(reader);
    expect(items.map(({ kind, facts }) => ({ kind, facts }))).toEqual([
      {
        kind: 'feed_post',
        facts: {
          postId: post.id,
          title: { writtenIn: 'en', texts: { en: 'Morning circuit', ar: 'تمرين الصباح' } },
        },
      },
    ]);
    expect((await page(muted)).items).toEqual([]);
    expect((await page(free)).items).toEqual([]);
  });

  it('pages newest first with a cursor, counts the unread, and marks one or all read', async () => {
    const member = await registerMember(subject.app);
    const userId = await idOf(member);
    for (let index = 0; index < 23; index += 1) {
      await services.notifications.notify({
        userId,
        kind: 'support_reply',
        facts: {
          requestId: `r-${index}`,
          reference: `S-${String(index).padStart(6, '0')}`,
          subject: `Question ${index}`,
        },
        key: `test-${index}`,
      });
    }
    // As a fast server writes them: many within one millisecond, a microsecond apart (PostgreSQL keeps those; a
    // cursor's Date does not).
    await subject.database.db.execute(sql`
      update notifications set created_at = timestamptz '2026-11-20 09:00:00.123' + (ranked.position * interval '1 microsecond')
      from (select id, row_number() over (order by id) as position from notifications where user_id = ${userId}) as ranked
      where notifications.id = ranked.id`);
    const first = await page(member);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(23);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(member, first.nextCursor!);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(23);
    const times = all.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const [newest] = first.items;
    const read = await api(member, 'POST', `/notifications/${newest!.id}/read`);
    expect(read.json().data).toEqual({ unread: 22 });
    // Reading it again changes nothing.
    expect((await api(member, 'POST', `/notifications/${newest!.id}/read`)).json().data).toEqual({
      unread: 22,
    });
    expect((await page(member)).items[0]!.readAt).toEqual(expect.any(String));

    // Another member's notification is not theirs to mark: 8200, and it stays unread.
    const stranger = await registerMember(subject.app);
    const refused = await api(stranger, 'POST', `/notifications/${first.items[1]!.id}/read`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe(8200);
    expect((await api(member, 'GET', '/notifications/unread')).json().data).toEqual({ unread: 22 });

    expect((await api(member, 'POST', '/notifications/read')).json().data).toEqual({ unread: 0 });
    expect((await page(member)).unread).toBe(0);
  });

  it('filters the history by kind and by unread, paging within the filter (issue 39)', async () => {
    const member = await registerMember(subject.app);
    const userId = await idOf(member);
    for (let index = 0; index < 22; index += 1) {
      await services.notifications.notify({
        userId,
        kind: 'support_reply',
        facts: { requestId: `r-${index}`, reference: `S-${index}`, subject: `Question ${index}` },
        key: `filter-support-${index}`,
      });
    }
    await services.notifications.notify({
      userId,
      kind: 'code_claimed',
      facts: { rewardName: { writtenIn: 'en', texts: { en: 'Calm+' } } },
      key: 'filter-claim',
    });
    const filtered = async (query: string) => {
      const response = await api(member, 'GET', `/notifications?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as NotificationPage;
    };

    const claims = await filtered('kind=code_claimed');
    expect(claims.items.map((item) => item.kind)).toEqual(['code_claimed']);
    expect(claims.nextCursor).toBeNull();
    // The count stays the bell's: every unread notification, whatever the filter.
    expect(claims.unread).toBe(23);

    const replies = await filtered('kind=support_reply');
    expect(replies.items).toHaveLength(20);
    const older = await filtered(`kind=support_reply&before=${replies.nextCursor!}`);
    expect(older.items).toHaveLength(2);
    expect(older.items.every((item) => item.kind === 'support_reply')).toBe(true);

    await api(member, 'POST', `/notifications/${claims.items[0]!.id}/read`);
    expect((await filtered('kind=code_claimed&unread=true')).items).toEqual([]);
    const unread = await filtered('unread=true');
    expect(unread.items.every((item) => item.readAt === null && item.kind === 'support_reply')).toBe(true);

    for (const query of ['kind=birthday', 'unread=yes', 'kind=']) {
      const response = await api(member, 'GET', `/notifications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe(4000);
    }
  });

  it('refuses bad input clearly and changes nothing', async () => {
    const member = await registerMember(subject.app);
    await setPreference(member, { kind: 'draw_won', inApp: true, email: false });
    const before = await rowCount('notification_preferences');
    const cases: ['GET' | 'POST' | 'PUT', string, object | undefined, number][] = [
      [
        'PUT',
        '/notifications/preferences',
        { kinds: [{ kind: 'code_claimed', inApp: true, email: true }] },
        8201,
      ],
      [
        'PUT',
        '/notifications/preferences',
        { kinds: [{ kind: 'birthday', inApp: true, email: null }] },
        4000,
      ],
      ['PUT', '/notifications/preferences', { kinds: [] }, 4000],
      [
        'PUT',
        '/notifications/preferences',
        {
          kinds: [
            { kind: 'draw_won', inApp: false, email: true },
            { kind: 'draw_won', inApp: true, email: false },
          ],
        },
        4000,
      ],
      [
        'PUT',
        '/notifications/preferences',
        { kinds: [{ kind: 'draw_won', inApp: 'yes', email: true }] },
        4000,
      ],
      ['GET', '/notifications?before=yesterday', undefined, 4000],
      ['POST', '/notifications/not-an-id/read', undefined, 4000],
    ];
    for (const [method, path, body, code] of cases) {
      const response = await api(member, method, path, body);
      expect(response.json().error?.code, `${method} ${path} ${JSON.stringify(body)}`).toBe(code);
    }
    expect(await rowCount('notification_preferences')).toBe(before);
    expect((await preferences(member)).find((kind) => kind.kind === 'draw_won')).toEqual({
      kind: 'draw_won',
      inApp: true,
      email: false,
      push: true,
    });
    // A kind never emailed says so; a kind left out of a change keeps its switches.
    await setPreference(member, { kind: 'support_reply', inApp: false, email: true });
    const kinds = await preferences(member);
    expect(kinds.find((kind) => kind.kind === 'code_claimed')).toEqual({
      kind: 'code_claimed',
      inApp: true,
      email: null,
      push: true,
    });
    expect(kinds.find((kind) => kind.kind === 'draw_won')?.email).toBe(false);
  });

  it('goes with the member: in their data export, and deleted with their account', async () => {
    const member = await registerMember(subject.app);
    await answeredRequest(member);
    await setPreference(member, { kind: 'draw_won', inApp: true, email: false });
    const exported = (await api(member, 'GET', '/users/me/export')).json();
    const section = (exported.data ?? exported).notifications;
    expect(section.notifications.map((row: { kind: string }) => row.kind)).toEqual(['support_reply']);
    expect(section.preferences).toEqual([{ kind: 'draw_won', inApp: true, email: false, push: true }]);
  });
});
