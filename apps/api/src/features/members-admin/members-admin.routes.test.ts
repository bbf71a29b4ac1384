import type { AuditEntry, MemberDetail, MemberRow } from '@vitalia/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, complimentaryGrants, users } from '../../db/schema';
import { registerMember, uniqueEmail, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';

describe('members admin and the audit log (issue 18)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let admin: TestAccount;
  let karim: TestAccount;
  const db = () => subject.database.db;
  const api = apiOf(() => subject.app);

  async function idOf(account: TestAccount): Promise<string> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.identityUid, account.uid));
    return row!.id;
  }

  /** A surname of letters only (names refuse digits), different for each username. */
  const surnameOf = (username: string) =>
    `Tazi${username.replace(/[^a-z]/gi, (character) => 'abcdefghijk'[Number(character) || 10]!)}`;

  async function named(username: string, account?: TestAccount): Promise<TestAccount> {
    const member = account ?? (await registerMember(subject.app, uniqueEmail(username)));
    const saved = await api(member, 'PUT', '/users/me/profile', {
      firstname: 'Samir',
      lastname: surnameOf(username),
      username,
      gender: 'male',
      birthDate: '1991-02-03',
      language: 'ar',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return member;
  }

  async function search(query: string, by: TestAccount = admin) {
    const response = await api(by, 'GET', `/admin/members?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { members: MemberRow[]; nextCursor: string | null };
  }

  async function detail(member: TestAccount): Promise<MemberDetail> {
    const response = await api(admin, 'GET', `/admin/members/${await idOf(member)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function auditOf(member: TestAccount): Promise<AuditEntry[]> {
    const response = await api(karim, 'GET', `/admin/audit?targetId=${await idOf(member)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.entries;
  }

  const auditCount = async () =>
    Number(
      (
        await db()
          .select({ count: sql<number>`count(*)` })
          .from(auditLog)
      )[0]!.count,
    );

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    admin = await memberWithRole(subject, 'admin');
    karim = await memberWithRole(subject, 'karim');
  });
  afterAll(() => subject.close());

  it('is for admin and karim only: 401 signed out, 4003 for Free and Premium members', async () => {
    const free = await registerMember(subject.app);
    const premium = await registerMember(subject.app);
    await subscribePremium(subject.app, premium, plans.monthly.id);
    expect((await api(null, 'GET', '/admin/members')).statusCode).toBe(401);
    for (const member of [free, premium]) {
      for (const url of ['/admin/members', '/admin/audit', `/admin/members/${await idOf(free)}`]) {
        const refused = await api(member, 'GET', url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe(4003);
      }
    }
    expect((await api(karim, 'GET', '/admin/members')).statusCode).toBe(200);
    expect((await api(admin, 'GET', '/admin/audit')).statusCode).toBe(200);
  });

  it('finds members by name, username or email, and filters by role, plan and status', async () => {
    const tag = `find${Date.now() % 1e6}`;
    const paying = await named(`${tag}_pays`);
    await subscribePremium(subject.app, paying, plans.monthly.id);
    const free = await named(`${tag}_free`);
    expect((await api(free, 'POST', '/subscription/free', { planId: plans.free.id })).statusCode).toBe(200);
    const newcomer = await named(`${tag}_new`);

    const byUsername = await search(`q=${tag}`);
    expect(byUsername.members.map((member) => member.username).sort()).toEqual(
      [`${tag}_free`, `${tag}_new`, `${tag}_pays`].sort(),
    );
    expect(
      (await search(`q=${encodeURIComponent(`Samir ${surnameOf(`${tag}_new`)}`)}`)).members,
    ).toHaveLength(1);
    expect((await search(`q=${encodeURIComponent(newcomer.email.toUpperCase())}`)).members).toHaveLength(1);
    // A wildcard typed by staff is a character, not "anything".
    expect((await search(`q=${tag}%25`)).members).toHaveLength(0);

    const premiumOnes = await search(`q=${tag}&plan=premium`);
    expect(premiumOnes.members.map((member) => member.username)).toEqual([`${tag}_pays`]);
    expect(premiumOnes.members[0]!.plan).toMatchObject({ tier: 'premium', type: 'monthly' });
    expect((await search(`q=${tag}&plan=free`)).members.map((member) => member.username)).toEqual([
      `${tag}_free`,
    ]);
    expect((await search(`q=${tag}&plan=none`)).members.map((member) => member.username)).toEqual([
      `${tag}_new`,
    ]);
    expect((await search(`q=${tag}&status=active`)).members).toHaveLength(3);
    expect((await search(`q=${tag}&role=admin`)).members).toHaveLength(0);

    expect((await api(paying, 'POST', '/subscription/cancel')).statusCode).toBe(200);
    expect((await search(`q=${tag}&status=cancelled`)).members.map((member) => member.username)).toEqual([
      `${tag}_pays`,
    ]);
  });

  it('pages with a cursor, newest first, never repeating or skipping a member; a bad cursor or filter is 4000', async () => {
    const tag = `page${Date.now() % 1e6}`;
    for (let index = 0; index < 27; index += 1) await named(`${tag}_${String(index).padStart(2, '0')}`);
    const first = await search(`q=${tag}`);
    expect(first.members).toHaveLength(25);
    expect(first.members[0]!.username).toBe(`${tag}_26`);
    const second = await search(`q=${tag}&cursor=${first.nextCursor}`);
    expect(second.members.map((member) => member.username)).toEqual([`${tag}_01`, `${tag}_00`]);
    expect(second.nextCursor).toBeNull();

    for (const bad of [
      'cursor=not-a-cursor',
      'status=sleeping',
      'role=owner',
      'plan=gold',
      `q=${'x'.repeat(101)}`,
    ]) {
      const refused = await api(admin, 'GET', `/admin/members?${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error.code, bad).toBe(4000);
    }
  });

  it("shows a member's page without a password hash, token or health data", async () => {
    const member = await named(`page${Date.now() % 1e6}`);
    await subscribePremium(subject.app, member, plans.monthly.id);
    const page = await detail(member);
    expect(page.member).toMatchObject({
      email: member.email,
      role: 'user',
      isCompleted: true,
      status: 'active',
    });
    expect(page.subscription).toMatchObject({ tier: 'premium', planName: 'Premium', isActive: true });
    expect(page.payments).toHaveLength(1);
    expect(page.payments[0]).toMatchObject({ status: 'succeeded', amountCents: 999 });
    expect(page.signInMethods).toEqual([{ provider: 'password' }]);
    expect(page.claims).toEqual([]);
    expect(page.moderation).toEqual([]);
    const raw = JSON.stringify(page);
    for (const secret of ['argon2', 'hash', 'token', member.accessToken.slice(0, 20)])
      expect(raw).not.toContain(secret);

    const unknown = await api(admin, 'GET', '/admin/members/8d0f7a38-8a4b-4bde-9d4b-5f3c2a1b0c9d');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(4004);
    expect((await api(admin, 'GET', '/admin/members/not-a-uuid')).json().error.code).toBe(4000);
  });

  describe('roles (D2)', () => {
    it('karim gives any role; admin moves members between user and admin, and the new role works at once', async () => {
      const member = await registerMember(subject.app);
      const memberId = await idOf(member);
      const promoted = await api(admin, 'PUT', `/admin/members/${memberId}/role`, { role: 'admin' });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect((await api(member, 'GET', '/admin/members')).statusCode).toBe(200);

      const demoted = await api(admin, 'PUT', `/admin/members/${memberId}/role`, { role: 'user' });
      expect(demoted.statusCode).toBe(200);
      expect((await api(member, 'GET', '/admin/members')).statusCode).toBe(403);

      expect((await api(karim, 'PUT', `/admin/members/${memberId}/role`, { role: 'karim' })).statusCode).toBe(
        200,
      );
      expect((await api(karim, 'PUT', `/admin/members/${memberId}/role`, { role: 'user' })).statusCode).toBe(
        200,
      );

      const trail = await auditOf(member);
      expect(trail.every((entry) => entry.action === 'member.role_changed')).toBe(true);
      expect(trail.map((entry) => entry.after)).toEqual([
        { role: 'user' },
        { role: 'karim' },
        { role: 'user' },
        { role: 'admin' },
      ]);
      expect(trail.map((entry) => entry.before)).toEqual([
        { role: 'karim' },
        { role: 'user' },
        { role: 'admin' },
        { role: 'user' },
      ]);
      expect(trail[3]!.actor).toMatchObject({ id: await idOf(admin) });
      expect(trail[0]!.actor).toMatchObject({ id: await idOf(karim) });
      expect(trail[0]!.requestId).toEqual(expect.any(String));
    });

    it('refuses admin making karim, admin acting on karim, and anyone changing their own role; nothing is written', async () => {
      const member = await registerMember(subject.app);
      const memberId = await idOf(member);
      const before = await auditCount();

      const makesKarim = await api(admin, 'PUT', `/admin/members/${memberId}/role`, { role: 'karim' });
      expect(makesKarim.statusCode).toBe(403);
      expect(makesKarim.json().error.code).toBe(8000);

      const onKarim = await api(admin, 'PUT', `/admin/members/${await idOf(karim)}/role`, { role: 'user' });
      expect(onKarim.json().error.code).toBe(8000);
      const signsOutKarim = await api(admin, 'POST', `/admin/members/${await idOf(karim)}/sign-out`);
      expect(signsOutKarim.json().error.code).toBe(8000);

      for (const [who, role] of [
        [admin, 'user'],
        [karim, 'admin'],
      ] as const) {
        const own = await api(who, 'PUT', `/admin/members/${await idOf(who)}/role`, { role });
        expect(own.statusCode).toBe(409);
        expect(own.json().error.code).toBe(8001);
      }
      const badRole = await api(karim, 'PUT', `/admin/members/${memberId}/role`, { role: 'owner' });
      expect(badRole.json().error.code).toBe(4000);

      expect(await auditCount()).toBe(before);
      const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, memberId));
      expect(row!.role).toBe('user');
    });
  });

  describe('complimentary Premium', () => {
    it('gives Premium at once, extends from the end of the one running, and ends when revoked', async () => {
      const member = await registerMember(subject.app);
      const memberId = await idOf(member);
      expect((await api(member, 'GET', '/feed')).statusCode).toBe(403);

      const granted = await api(admin, 'POST', `/admin/members/${memberId}/complimentary`, { days: 30 });
      expect(granted.statusCode, granted.body).toBe(201);
      const profile = (await api(member, 'GET', '/users/me')).json().data;
      expect(profile.subscription).toMatchObject({ tier: 'premium', isActive: true });
      const firstEnd = Date.parse(profile.subscription.complimentaryUntil);
      expect(firstEnd - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
      expect((await api(member, 'GET', '/feed')).statusCode).toBe(200);

      await api(karim, 'POST', `/admin/members/${memberId}/complimentary`, { days: 30 });
      const extended = (await api(member, 'GET', '/users/me')).json().data.subscription;
      expect(Date.parse(extended.complimentaryUntil) - firstEnd).toBe(30 * 86_400_000);
      expect((await search(`q=${encodeURIComponent(member.email)}&plan=premium`)).members).toHaveLength(1);

      expect((await api(admin, 'DELETE', `/admin/members/${memberId}/complimentary`)).statusCode).toBe(204);
      expect((await api(member, 'GET', '/users/me')).json().data.subscription).toBeNull();
      expect((await api(member, 'GET', '/feed')).statusCode).toBe(403);
      const again = await api(admin, 'DELETE', `/admin/members/${memberId}/complimentary`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe(8003);

      expect((await auditOf(member)).map((entry) => entry.action)).toEqual([
        'member.premium_revoked',
        'member.premium_granted',
        'member.premium_granted',
      ]);
      expect((await detail(member)).complimentary).toHaveLength(2);
    });

    it('refuses a member who pays, a period outside 1–366 days, and oneself, writing nothing', async () => {
      const paying = await registerMember(subject.app);
      await subscribePremium(subject.app, paying, plans.monthly.id);
      const before = await auditCount();
      const whilePaid = await api(admin, 'POST', `/admin/members/${await idOf(paying)}/complimentary`, {
        days: 7,
      });
      expect(whilePaid.statusCode).toBe(409);
      expect(whilePaid.json().error.code).toBe(8002);
      for (const days of [0, 367, 1.5, '30', null]) {
        const refused = await api(admin, 'POST', `/admin/members/${await idOf(paying)}/complimentary`, {
          days,
        });
        expect(refused.statusCode, String(days)).toBe(400);
        expect(refused.json().error.code).toBe(4000);
      }
      const own = await api(admin, 'POST', `/admin/members/${await idOf(admin)}/complimentary`, { days: 7 });
      expect(own.json().error.code).toBe(8001);
      expect(await auditCount()).toBe(before);
      expect(
        await db()
          .select()
          .from(complimentaryGrants)
          .where(eq(complimentaryGrants.userId, await idOf(paying))),
      ).toEqual([]);
    });
  });

  it('signs a member out everywhere: their token is refused from then on', async () => {
    const member = await registerMember(subject.app);
    expect((await api(member, 'GET', '/users/me')).statusCode).toBe(200);
    expect((await api(admin, 'POST', `/admin/members/${await idOf(member)}/sign-out`)).statusCode).toBe(204);
    expect((await api(member, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await auditOf(member)).map((entry) => entry.action)).toEqual(['member.signed_out']);
  });

  it("resends a receipt in the member's language, only of their own payment", async () => {
    const member = await named(`receipt${Date.now() % 1e6}`);
    await subscribePremium(subject.app, member, plans.monthly.id);
    const other = await registerMember(subject.app);
    await subscribePremium(subject.app, other, plans.monthly.id);
    const [payment] = (await detail(member)).payments;
    const [otherPayment] = (await detail(other)).payments;
    const sentBefore = subject.outbox.length;

    const resent = await api(
      admin,
      'POST',
      `/admin/members/${await idOf(member)}/payments/${payment!.id}/receipt`,
    );
    expect(resent.statusCode, resent.body).toBe(204);
    const mail = subject.outbox.slice(sentBefore).find((message) => message.to === member.email);
    expect(mail?.text).toContain(payment!.number);

    const crossed = await api(
      admin,
      'POST',
      `/admin/members/${await idOf(member)}/payments/${otherPayment!.id}/receipt`,
    );
    expect(crossed.statusCode).toBe(404);
    expect((await auditOf(member)).map((entry) => [entry.action, entry.after])).toEqual([
      ['member.receipt_resent', { receipt: payment!.number }],
    ]);
  });

  it('starts an account deletion the member asked for: sessions end, the status says so, a second start is 8004', async () => {
    const member = await registerMember(subject.app);
    const memberId = await idOf(member);
    const started = await api(karim, 'POST', `/admin/members/${memberId}/deletion`);
    expect(started.statusCode).toBe(202);
    expect(Date.parse(started.json().data.purgeAfter) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await api(member, 'GET', '/users/me')).statusCode).toBe(401);
    expect(
      (await search(`q=${encodeURIComponent(member.email)}&status=deletion_pending`)).members,
    ).toHaveLength(1);
    const twice = await api(karim, 'POST', `/admin/members/${memberId}/deletion`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe(8004);
  });

  it('exports the filtered members as CSV, every one the filter finds', async () => {
    const tag = `csv${Date.now() % 1e6}`;
    const first = await named(`${tag}_a`);
    const second = await named(`${tag}_b`);
    await subscribePremium(subject.app, second, plans.monthly.id);
    const response = await api(admin, 'GET', `/admin/members.csv?q=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'email,username,firstname,lastname,role,language,status,plan,complimentary_until,joined',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([
      [second.email, `${tag}_b`],
      [first.email, `${tag}_a`],
    ]);
    expect(lines[1]).toContain('Premium (monthly)');
    const premiumOnly = await api(admin, 'GET', `/admin/members.csv?q=${tag}&plan=premium`);
    expect(premiumOnly.body.trim().split('\r\n')).toHaveLength(2);
  });

  describe('the audit log', () => {
    it('records plan edits, and filters by action and actor', async () => {
      const plan = await api(admin, 'POST', '/admin/plans', {
        name: 'Coach plus',
        tier: 'premium',
        type: 'monthly',
        priceCents: 1999,
      });
      const planId = plan.json().data.id;
      const repriced = await subject.app.inject({
        method: 'PATCH',
        url: `/api/admin/plans/${planId}`,
        headers: admin.authorization,
        payload: { priceCents: 2499 },
      });
      expect(repriced.statusCode).toBe(200);
      const updates = (
        await api(karim, 'GET', `/admin/audit?action=plan.updated&actorId=${await idOf(admin)}`)
      ).json().data.entries as AuditEntry[];
      expect(updates[0]).toMatchObject({
        action: 'plan.updated',
        target: { type: 'plan', id: planId, name: 'Coach plus' },
        before: { priceCents: 1999 },
        after: { priceCents: 2499 },
      });
      const created = (await api(karim, 'GET', `/admin/audit?targetId=${planId}`)).json().data.entries;
      expect(created.map((entry: AuditEntry) => entry.action)).toEqual(['plan.updated', 'plan.created']);
      expect((await api(karim, 'GET', '/admin/audit?action=member.ate_cake')).json().error.code).toBe(4000);
    });

    it('cannot be changed or deleted: no endpoint does it, and the database refuses', async () => {
      await api(admin, 'POST', `/admin/members/${await idOf(await registerMember(subject.app))}/sign-out`);
      expect(await auditCount()).toBeGreaterThan(0);
      for (const method of ['PUT', 'DELETE', 'POST'] as const)
        expect((await api(karim, method, '/admin/audit')).statusCode).toBe(404);
      for (const statement of [
        sql`update audit_log set action = 'plan.created'`,
        sql`delete from audit_log`,
        sql`truncate audit_log`,
      ]) {
        const refusal = await db()
          .execute(statement)
          .then(
            () => null,
            (error: Error) => String(error.cause ?? error),
          );
        expect(refusal).toMatch(/audit_log is append-only/);
      }
    });
  });
});
