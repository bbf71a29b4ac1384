import type { CoachState, WeightEntry } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedPlans, type SeededPlans, type TestApp } from '../../test/test-app';
import { coachTestClient, keepFit } from './coach-test-support';

const dayMs = 86_400_000;
const daysFromToday = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);

describe('the weight log (issue 16)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  const { api, premiumMember } = coachTestClient(
    () => subject,
    () => plans,
  );

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());

  async function coachedMember() {
    const member = await premiumMember('1988-09-01', 'male');
    await api(member, 'PUT', '/users/me/health', { consent: true, heightCm: 180, weightKg: 90 });
    await api(member, 'PUT', '/coach/settings', { ...keepFit, goal: 'lose' });
    return member;
  }

  it('keeps each day’s weight with the target it gave, and the latest moves the profile and the targets', async () => {
    const member = await coachedMember();
    const before = ((await api(member, 'GET', '/coach')).json().data as CoachState).targets!;
    await api(member, 'PUT', '/coach/weights', { date: daysFromToday(-7), weightKg: 90 });
    const logged = (
      await api(member, 'PUT', '/coach/weights', { date: daysFromToday(0), weightKg: 86.5 })
    ).json().data as WeightEntry[];
    expect(logged.map((entry) => [entry.date, entry.weightKg])).toEqual([
      [daysFromToday(-7), 90],
      [daysFromToday(0), 86.5],
    ]);
    const after = ((await api(member, 'GET', '/coach')).json().data as CoachState).targets!;
    expect(after.energyKcal).toBeLessThan(before.energyKcal);
    expect(logged[1]!.energyKcal).toBe(after.energyKcal);
    expect(logged[0]!.energyKcal).toBe(before.energyKcal);
    expect((await api(member, 'GET', '/users/me/health')).json().data.weightKg).toBe(86.5);

    // An older day logged late does not move the profile's weight.
    await api(member, 'PUT', '/coach/weights', { date: daysFromToday(-3), weightKg: 88 });
    expect((await api(member, 'GET', '/users/me/health')).json().data.weightKg).toBe(86.5);
    expect(
      ((await api(member, 'GET', '/coach/weights')).json().data as WeightEntry[]).map((entry) => entry.date),
    ).toEqual([daysFromToday(-7), daysFromToday(-3), daysFromToday(0)]);
    const exported = (await api(member, 'GET', '/users/me/export')).json();
    expect(JSON.stringify(exported)).toContain('"weightKg":88');
  });

  it('refuses a weight without consent, out of range, or for a day to come, writing nothing', async () => {
    const noConsent = await premiumMember('1990-01-01');
    expect(
      (await api(noConsent, 'PUT', '/coach/weights', { date: daysFromToday(0), weightKg: 70 })).json().error
        .code,
    ).toBe(7800);
    const member = await coachedMember();
    for (const [body, code] of [
      [{ date: daysFromToday(3), weightKg: 80 }, 7807],
      [{ date: daysFromToday(-400), weightKg: 80 }, 7807],
      [{ date: 'yesterday', weightKg: 80 }, 4000],
    ] as const) {
      expect((await api(member, 'PUT', '/coach/weights', body)).json().error.code).toBe(code);
    }
    for (const weightKg of [10, 500, 80.25]) {
      const response = await api(member, 'PUT', '/coach/weights', { date: daysFromToday(0), weightKg });
      expect(response.json().error.details[0].code).toBe(6023);
    }
    expect((await api(member, 'GET', '/coach/weights')).json().data).toEqual([]);
  });

  it('forgets every logged weight when health consent is withdrawn (D6)', async () => {
    const member = await coachedMember();
    await api(member, 'PUT', '/coach/weights', { date: daysFromToday(0), weightKg: 89 });
    await api(member, 'DELETE', '/users/me/health');
    expect((await api(member, 'GET', '/coach/weights')).json().data).toEqual([]);
  });
});
