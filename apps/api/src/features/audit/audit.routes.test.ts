import type { AuditEntry } from '@vitalia/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerMember, uniqueEmail, type TestAccount } from '../../test/accounts';
import { apiOf } from '../../test/billing';
import { createReward, memberWithRole } from '../../test/rewards';
import { createTestApp, seedPlans, type SeededPlans, type TestApp } from '../../test/test-app';

/**
 * Issue 39: the log as staff filter it (kind, who acted, the member concerned, dates; alone and together) and as the
 * CSV accountants keep. Every entry here is made through the API, as staff make them.
 */
describe('the audit log: filters and the CSV export', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let admin: TestAccount;
  let karim: TestAccount;
  let member: TestAccount;
  let rewardId: string;
  let startedAt: string;
  const api = apiOf(() => subject.app);
  const replyText = 'Sent again, it should be with you now.';
  const db = () => subject.database.db;

  async function idOf(account: TestAccount): Promise<string> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.identityUid, account.uid));
    return row!.id;
  }

  const patch = (account: TestAccount, url: string, payload: object) =>
    subject.app.inject({ method: 'PATCH', url: `/api${url}`, headers: account.authorization, payload });

  async function entries(query: string, by: TestAccount = karim): Promise<AuditEntry[]> {
    const response = await api(by, 'GET', `/admin/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.entries;
  }

  /** This test's entries only: the set-up (plans, roles) writes its own rows without an actor. */
  const since = (query = '') => entries(`from=${encodeURIComponent(startedAt)}${query ? `&${query}` : ''}`);
  const actionsOf = (found: AuditEntry[]) => found.map((entry) => entry.action);

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    admin = await memberWithRole(subject, 'admin');
    karim = await memberWithRole(subject, 'karim');
    member = await registerMember(subject.app, uniqueEmail('lina'));
    for (const [account, firstname, lastname, username] of [
      [member, 'Lina', 'Haddad', 'lina_audit'],
      [admin, 'Salma', 'Benali', 'salma_admin'],
      [karim, 'Karim', 'Tazi', 'karim_staff'],
    ] as const) {
      const profile = await api(account, 'PUT', '/users/me/profile', {
        firstname,
        lastname,
        username,
        gender: 'female',
        birthDate: '1994-02-11',
        language: 'ar',
      });
      expect(profile.statusCode, profile.body).toBe(200);
    }
    // A moment strictly before the first entry this test makes.
    await new Promise((resolve) => setTimeout(resolve, 5));
    startedAt = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));

    // Admin: a reward created then renamed, a plan's price. Karim: the member's role, a reply to her request.
    rewardId = (await createReward(subject.app, admin, { name: 'Calm+', partner: 'Calm' })).id;
    expect((await patch(admin, `/admin/rewards/${rewardId}`, { name: 'Calm Premium' })).statusCode).toBe(200);
    expect((await patch(admin, `/admin/plans/${plans.monthly.id}`, { priceCents: 1199 })).statusCode).toBe(
      200,
    );
    const role = await api(karim, 'PUT', `/admin/members/${await idOf(member)}/role`, { role: 'admin' });
    expect(role.statusCode, role.body).toBe(200);
    const request = await api(member, 'POST', '/support/requests', {
      subject: 'Receipt missing',
      category: 'billing',
      message: 'I did not receive my receipt for March.',
    });
    expect(request.statusCode, request.body).toBe(201);
    const reply = await api(karim, 'POST', `/admin/support/requests/${request.json().data.id}/replies`, {
      message: replyText,
    });
    expect(reply.statusCode, reply.body).toBe(201);
  });
  afterAll(() => subject.close());

  describe('filters', () => {
    it('without one: every entry since the start, newest first', async () => {
      expect(actionsOf(await since())).toEqual([
        'support.replied',
        'member.role_changed',
        'plan.updated',
        'reward.updated',
        'reward.created',
      ]);
    });

    it('by kind', async () => {
      const found = await since('action=reward.updated');
      expect(actionsOf(found)).toEqual(['reward.updated']);
      expect(found[0]).toMatchObject({
        target: { type: 'reward', id: rewardId, name: 'Calm Premium' },
        before: { name: 'Calm+' },
        after: { name: 'Calm Premium' },
        member: null,
      });
    });

    it('by the staff member who acted', async () => {
      expect(actionsOf(await since(`actorId=${await idOf(admin)}`))).toEqual([
        'plan.updated',
        'reward.updated',
        'reward.created',
      ]);
      expect(actionsOf(await since(`actorId=${await idOf(karim)}`))).toEqual([
        'support.replied',
        'member.role_changed',
      ]);
    });

    it('by the member concerned: her account, and the request she wrote', async () => {
      const memberId = await idOf(member);
      for (const text of ['lina_audit', 'HADDAD', 'Lina Had']) {
        const found = await since(`member=${encodeURIComponent(text)}`);
        expect(actionsOf(found), text).toEqual(['support.replied', 'member.role_changed']);
        expect(found.map((entry) => entry.member)).toEqual([
          { id: memberId, name: 'lina_audit' },
          { id: memberId, name: 'lina_audit' },
        ]);
      }
      // `%` is searched for as itself, not as "anything".
      expect(await since('member=%25')).toEqual([]);
      expect(await since('member=nobody-here')).toEqual([]);
    });

    it('by dates: from is included, to is not', async () => {
      const all = await since();
      const [newest, , middle] = all;
      expect(actionsOf(await entries(`from=${encodeURIComponent(newest!.occurredAt)}`))).toEqual([
        'support.replied',
      ]);
      const before = await entries(
        `from=${encodeURIComponent(startedAt)}&to=${encodeURIComponent(middle!.occurredAt)}`,
      );
      expect(before.every((entry) => Date.parse(entry.occurredAt) < Date.parse(middle!.occurredAt))).toBe(
        true,
      );
      expect(before.map((entry) => entry.id)).not.toContain(middle!.id);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      expect(await entries(`from=${encodeURIComponent(tomorrow)}`)).toEqual([]);
      // An offset other than Z names the same moment.
      const inParis = startedAt.replace('Z', '+00:00');
      expect((await entries(`from=${encodeURIComponent(inParis)}`)).length).toBe(all.length);
    });

    it('together: each narrows what the others found', async () => {
      const karimId = await idOf(karim);
      expect(
        actionsOf(await since(`actorId=${karimId}&member=lina_audit&action=member.role_changed`)),
      ).toEqual(['member.role_changed']);
      expect(await since(`actorId=${await idOf(admin)}&member=lina_audit`)).toEqual([]);
      expect(await since(`action=plan.updated&member=lina_audit`)).toEqual([]);
      const [role] = await since('action=member.role_changed');
      expect(await entries(`actorId=${karimId}&to=${encodeURIComponent(startedAt)}`)).toEqual([]);
      expect(actionsOf(await since(`targetId=${role!.target.id}&actorId=${karimId}`))).toEqual([
        'member.role_changed',
      ]);
    });

    it.each([
      ['an unknown kind', 'action=member.ate_cake', 'action'],
      ['an actor that is not an id', 'actorId=karim', 'actorId'],
      ['a start that is not a moment', 'from=yesterday', 'from'],
      ['a day without its time', 'to=2026-03-01', 'to'],
      ['a range that ends before it starts', 'from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z', 'to'],
      ['an empty member', 'member=', 'member'],
      ['a member past 100 characters', `member=${'x'.repeat(101)}`, 'member'],
    ])('refuses %s, on screen and in the file: 400, 4000, the field named', async (_name, query, field) => {
      for (const path of ['/admin/audit', '/admin/audit.csv']) {
        const response = await api(karim, 'GET', `${path}?${query}`);
        expect(response.statusCode, path).toBe(400);
        expect(response.json().error).toMatchObject({ code: 4000, details: [{ field, code: 4000 }] });
      }
    });

    it('refuses a cursor that is not one', async () => {
      const response = await api(karim, 'GET', '/admin/audit?cursor=abc');
      expect([response.statusCode, response.json().error.details]).toEqual([
        400,
        [{ field: 'cursor', code: 4000 }],
      ]);
    });
  });

  it('names the staff who acted, for the filter', async () => {
    const response = await api(admin, 'GET', '/admin/audit/actors');
    expect(response.statusCode).toBe(200);
    const actors = response.json().data as { id: string; name: string }[];
    expect(actors).toEqual(
      expect.arrayContaining([
        { id: await idOf(admin), name: 'salma_admin' },
        { id: await idOf(karim), name: 'karim_staff' },
      ]),
    );
    expect(actors.map((actor) => actor.id)).not.toContain(await idOf(member));
  });

  describe('the CSV export', () => {
    async function exported(query: string, by: TestAccount = admin) {
      const response = await api(
        by,
        'GET',
        `/admin/audit.csv?from=${encodeURIComponent(startedAt)}&${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response;
    }
    const rowsOf = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

    it('is a file: UTF-8 with a BOM, a header, CRLF, never cached', async () => {
      const response = await exported('');
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.startsWith('\ufeffdate,actor,action,subject,summary,before,after\r\n')).toBe(true);
      expect(rowsOf(response.body)).toHaveLength(5);
    });

    it('holds the date, who, the kind, the subject, an English summary and the values as stored', async () => {
      const [rename] = rowsOf((await exported('action=reward.updated')).body);
      expect(rename).toEqual({
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        actor: 'salma_admin',
        action: 'reward.updated',
        subject: 'reward: Calm Premium',
        summary: 'Reward renamed: “Calm+” → “Calm Premium”.',
        before: '{"name":"Calm+"}',
        after: '{"name":"Calm Premium"}',
      });
      const [price] = rowsOf((await exported('action=plan.updated')).body);
      expect(price!.summary).toBe(`Plan “${plans.monthly.name}” price changed: €9.99 → €11.99.`);
      expect(JSON.parse(price!.before!)).toMatchObject({ priceCents: 999 });
      const [reply] = rowsOf((await exported('action=support.replied')).body);
      expect(reply!.summary).toBe(
        `Reply of ${replyText.length} characters sent on support request “Receipt missing”. ` +
          'Support request “Receipt missing” status changed: New → Waiting for the member.',
      );
    });

    it('holds only what the filters find', async () => {
      const rows = rowsOf((await exported(`member=lina_audit&actorId=${await idOf(karim)}`)).body);
      expect(rows.map((row) => row.action)).toEqual(['support.replied', 'member.role_changed']);
      expect(rows[1]!.summary).toBe('Role of lina_audit changed: Member → Admin.');
    });

    it('is refused to a member, and to nobody signed in', async () => {
      const plain = await registerMember(subject.app, uniqueEmail('plain'));
      const denied = await api(plain, 'GET', '/admin/audit.csv');
      expect([denied.statusCode, denied.json().error.code]).toEqual([403, 4003]);
      const anonymous = await api(null, 'GET', '/admin/audit.csv');
      expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, 4001]);
    });
  });
});
