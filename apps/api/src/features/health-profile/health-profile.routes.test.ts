import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthProfiles, users } from '../../db/schema';
import { registerMember, signUp, type TestAccount } from '../../test/accounts';
import { createTestApp, servicesOf, type TestApp } from '../../test/test-app';

const filled = {
  consent: true,
  heightCm: 172,
  weightKg: 68.4,
  workoutPreferences: ['yoga', 'strength'],
  dietaryPreferences: ['halal'],
  allergies: ['peanuts', 'sesame'],
};

describe('health data with its own consent (D6)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  const read = (account: TestAccount) =>
    subject.app.inject({ method: 'GET', url: '/api/users/me/health', headers: account.authorization });
  const save = (account: TestAccount, payload: object) =>
    subject.app.inject({
      method: 'PUT',
      url: '/api/users/me/health',
      headers: account.authorization,
      payload,
    });
  const withdraw = (account: TestAccount) =>
    subject.app.inject({ method: 'DELETE', url: '/api/users/me/health', headers: account.authorization });
  const storedRows = async (account: TestAccount) =>
    subject.database.db
      .select({ userId: healthProfiles.userId })
      .from(healthProfiles)
      .innerJoin(users, eq(users.id, healthProfiles.userId))
      .where(eq(users.email, account.email));

  it('holds nothing until the member consents', async () => {
    const account = await registerMember(subject.app);
    const response = await read(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it('saves the fields with the consent time, in the lists’ own order', async () => {
    const account = await registerMember(subject.app);
    const before = Date.now();
    const response = await save(account, filled);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      heightCm: 172,
      weightKg: 68.4,
      workoutPreferences: ['strength', 'yoga'],
      dietaryPreferences: ['halal'],
      allergies: ['peanuts', 'sesame'],
    });
    expect(new Date(data.consentedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect((await read(account)).json().data).toEqual(data);
  });

  it('accepts consent alone: every field is optional', async () => {
    const account = await registerMember(subject.app);
    const response = await save(account, { consent: true });
    expect(response.json().data).toMatchObject({
      heightCm: null,
      weightKg: null,
      workoutPreferences: [],
      dietaryPreferences: [],
      allergies: [],
    });
  });

  it.each([
    ['missing', {}],
    ['false', { consent: false }],
    ['not a boolean', { consent: 'yes' }],
  ])('refuses consent %s with 7300 and stores nothing', async (_case, consent) => {
    const account = await registerMember(subject.app);
    const { consent: _given, ...fields } = filled;
    const response = await save(account, { ...fields, ...consent });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 4000, details: [{ field: 'consent', code: 7300 }] });
    expect(await storedRows(account)).toEqual([]);
  });

  it.each([
    [{ heightCm: 49 }, 'heightCm', 6023],
    [{ heightCm: 273 }, 'heightCm', 6023],
    [{ heightCm: 170.5 }, 'heightCm', 6023],
    [{ heightCm: '170' }, 'heightCm', 6023],
    [{ weightKg: 19.9 }, 'weightKg', 6023],
    [{ weightKg: 400.1 }, 'weightKg', 6023],
    [{ weightKg: 70.25 }, 'weightKg', 6023],
    [{ weightKg: 'heavy' }, 'weightKg', 6023],
    [{ workoutPreferences: ['yoga', 'parkour'] }, 'workoutPreferences.1', 6023],
    [{ workoutPreferences: 'yoga' }, 'workoutPreferences', 6023],
    [{ dietaryPreferences: ['keto'] }, 'dietaryPreferences.0', 6023],
    [{ allergies: ['pollen'] }, 'allergies.0', 6024],
  ])('refuses %j with %s → %i and keeps what was stored', async (change, field, code) => {
    const account = await registerMember(subject.app);
    const stored = (await save(account, filled)).json().data;
    const response = await save(account, { ...filled, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual({ field, code });
    expect((await read(account)).json().data).toEqual(stored);
  });

  it('accepts the bounds of each range', async () => {
    const account = await registerMember(subject.app);
    for (const [heightCm, weightKg] of [
      [50, 20],
      [272, 400],
      [180, 72.3],
    ] as const) {
      const response = await save(account, { consent: true, heightCm, weightKg });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ heightCm, weightKg });
    }
  });

  it('keeps one row and the first consent time across edits', async () => {
    const account = await registerMember(subject.app);
    const first = (await save(account, filled)).json().data;
    const second = await save(account, {
      consent: true,
      heightCm: 175,
      dietaryPreferences: ['vegan', 'vegan'],
    });
    expect(second.json().data).toEqual({
      heightCm: 175,
      weightKg: null,
      workoutPreferences: [],
      dietaryPreferences: ['vegan'],
      allergies: [],
      consentedAt: first.consentedAt,
    });
    expect(await storedRows(account)).toHaveLength(1);
  });

  it('deletes the data when consent is withdrawn, and a new consent starts afresh', async () => {
    const account = await registerMember(subject.app);
    const first = (await save(account, filled)).json().data;
    const response = await withdraw(account);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRows(account)).toEqual([]);
    expect((await read(account)).json().data).toBeNull();
    expect((await withdraw(account)).statusCode).toBe(204);

    await new Promise((resolve) => setTimeout(resolve, 10));
    const again = (await save(account, { consent: true, heightCm: 160 })).json().data;
    expect(again.heightCm).toBe(160);
    expect(again.allergies).toEqual([]);
    expect(new Date(again.consentedAt).getTime()).toBeGreaterThan(new Date(first.consentedAt).getTime());
  });

  it('refuses a caller without a token (4001), before looking at the body', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', filled],
      ['PUT', { consent: false }],
      ['DELETE', undefined],
    ] as const) {
      const response = await subject.app.inject({ method, url: '/api/users/me/health', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe(4001);
    }
  });

  it('answers 4004 to an identity that is not a registered member', async () => {
    const account = await signUp(subject.app);
    expect((await save(account, filled)).json().error.code).toBe(4004);
    expect((await read(account)).json().data).toBeNull();
  });

  it('keeps each member’s data to themselves', async () => {
    const first = await registerMember(subject.app);
    const second = await registerMember(subject.app);
    await save(first, filled);
    expect((await read(second)).json().data).toBeNull();
    await save(second, { consent: true, heightCm: 190 });
    await withdraw(second);
    expect((await read(first)).json().data).toMatchObject({
      heightCm: 172,
      allergies: ['peanuts', 'sesame'],
    });
  });

  it('is part of the member’s data export, and null there without consent', async () => {
    const account = await registerMember(subject.app);
    const exportData = async () =>
      (
        await subject.app.inject({
          method: 'GET',
          url: '/api/users/me/export',
          headers: account.authorization,
        })
      ).json();
    expect((await exportData()).health).toBeNull();
    const stored = (await save(account, filled)).json().data;
    const exported = await exportData();
    expect(exported.health).toEqual(stored);
    expect(exported.profile.email).toBe(account.email);
  });

  it('goes with the account when the purge deletes it', async () => {
    const services = await servicesOf(subject);
    const account = await registerMember(subject.app);
    await save(account, filled);
    expect(await storedRows(account)).toHaveLength(1);
    const [user] = await subject.database.db.select().from(users).where(eq(users.email, account.email));

    await subject.app.inject({ method: 'DELETE', url: '/api/users/me', headers: account.authorization });
    await services.users.purgeDeletedAccounts(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));

    expect(await subject.database.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(
      await subject.database.db.select().from(healthProfiles).where(eq(healthProfiles.userId, user!.id)),
    ).toEqual([]);
  });
});
