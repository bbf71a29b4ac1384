import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { createTestApp, servicesOf, type TestApp } from '../../test/test-app';

describe('account deletion with a 30-day grace period (spec §9, D1)', () => {
  let subject: TestApp;
  let purge: (now?: Date) => Promise<number>;
  beforeAll(async () => {
    subject = await createTestApp();
    const services = await servicesOf(subject);
    purge = (now) => services.users.purgeDeletedAccounts(now);
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

  it('schedules the deletion 30 days out and ends every session', async () => {
    const account = await registerMember(subject.app);
    const response = await requestDeletion(account);
    expect(response.statusCode).toBe(202);
    const purgeAfter = new Date(response.json().data.purgeAfter).getTime();
    expect(Math.round((purgeAfter - Date.now()) / 86_400_000)).toBe(30);
    expect((await refresh(account)).statusCode).toBe(401);
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

  it('refuses an anonymous caller', async () => {
    expect((await subject.app.inject({ method: 'DELETE', url: '/api/users/me' })).json().error.code).toBe(
      4001,
    );
  });
});
