import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import { createTestApp, memberWithRole, seedPlans, type TestApp } from '../../test/test-app';

describe('people: a member’s card (issue 39)', () => {
  let subject: TestApp;
  let reader: TestAccount;
  const api = apiOf(() => subject.app);
  beforeAll(async () => {
    subject = await createTestApp();
    reader = await registerMember(subject.app);
  });
  afterAll(() => subject.close());

  let counter = 0;
  async function memberBorn(birthDate: string, extra: object = {}): Promise<TestAccount> {
    const account = await registerMember(subject.app);
    counter += 1;
    const saved = await api(account, 'PUT', '/users/me/profile', {
      firstname: 'Nadia',
      lastname: 'Benali',
      username: `nadia${counter}x${Date.now() % 1e6}`,
      gender: 'female',
      birthDate,
      bio: 'Runs at dawn.',
      ...extra,
    });
    expect(saved.statusCode).toBe(200);
    return account;
  }

  async function handleOf(account: TestAccount): Promise<string> {
    const [row] = await subject.database.db
      .select({ handle: users.publicId })
      .from(users)
      .where(eq(users.identityUid, account.uid));
    return row!.handle;
  }

  const cardOf = async (id: string) => api(reader, 'GET', `/members/${id}/card`);

  it('shows an adult by first name and initial, with bio, picture and the month they joined', async () => {
    const nadia = await memberBorn('1990-05-04');
    const handle = await handleOf(nadia);
    await subject.database.db
      .update(users)
      .set({ pictureKey: 'b'.repeat(32) })
      .where(eq(users.publicId, handle));
    const response = await cardOf(handle);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      person: {
        id: handle,
        displayName: 'Nadia B.',
        pictureUrl: expect.stringContaining('b'.repeat(32)),
        badge: null,
      },
      bio: 'Runs at dawn.',
      joinedMonth: new Date().toISOString().slice(0, 7),
      currentStreak: 0,
      badges: [],
    });
  });

  it('follows the member’s choices, which their profile and export hold', async () => {
    const nadia = await memberBorn('1990-05-04', { nameDisplay: 'username', showPicture: false });
    const profile = (await api(nadia, 'GET', '/users/me')).json().data;
    expect(profile).toMatchObject({ nameDisplay: 'username', showPicture: false });
    const card = (await cardOf(await handleOf(nadia))).json().data;
    expect(card.person).toMatchObject({ displayName: profile.username, pictureUrl: null });
    const exported = (await api(nadia, 'GET', '/users/me/export')).json();
    expect(exported.profile).toMatchObject({
      nameDisplay: 'username',
      showPicture: false,
      bio: 'Runs at dawn.',
    });
  });

  it('refuses a choice it does not know', async () => {
    const response = await api(reader, 'PUT', '/users/me/profile', { nameDisplay: 'full' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(4000);
  });

  it('shows a minor by username only: no picture, no bio', async () => {
    const minor = await memberBorn(`${new Date().getUTCFullYear() - 15}-01-01`);
    const handle = await handleOf(minor);
    await subject.database.db
      .update(users)
      .set({ pictureKey: 'c'.repeat(32) })
      .where(eq(users.publicId, handle));
    const card = (await cardOf(handle)).json().data;
    expect(card.person).toMatchObject({ displayName: expect.stringMatching(/^nadia/), pictureUrl: null });
    expect(card.bio).toBeNull();
  });

  it('counts the member’s check-ins in a row', async () => {
    const nadia = await memberBorn('1990-05-04');
    await subscribePremium(subject.app, nadia, (await seedPlans(subject)).monthly.id);
    expect((await api(nadia, 'POST', '/games/streak/check-in')).statusCode).toBe(200);
    expect((await cardOf(await handleOf(nadia))).json().data.currentStreak).toBe(1);
  });

  it('badges the ambassador and the team, who have no streak', async () => {
    const karim = await memberWithRole(subject, 'karim');
    const admin = await memberWithRole(subject, 'admin');
    expect((await cardOf(await handleOf(karim))).json().data).toMatchObject({
      person: { badge: 'ambassador' },
      currentStreak: null,
      badges: [],
    });
    expect((await cardOf(await handleOf(admin))).json().data.person.badge).toBe('staff');
  });

  it('answers 4004 for no one, 4000 for a handle that is not one, and 4001 to a stranger', async () => {
    const unknown = await cardOf('7a0f9d5e-2b1c-4e3f-8a7b-6c5d4e3f2a1b');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(4004);
    const bad = await cardOf('not-a-handle');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(4000);
    const anonymous = await api(null, 'GET', `/members/${await handleOf(reader)}/card`);
    expect(anonymous.json().error.code).toBe(4001);
  });
});
