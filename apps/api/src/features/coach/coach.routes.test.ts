import type { CoachState, Profile } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { eq } from 'drizzle-orm';
import { coachEnergyAnswers } from '../../db/schema';
import { coachTestClient, keepFit, trainingAnswers } from './coach-test-support';
import { createTestApp, seedPlans, type SeededPlans, type TestApp } from '../../test/test-app';

describe('the coach’s state and questions (issue 16)', () => {
  let subject: TestApp;
  let plans: SeededPlans;

  const { api, premiumMember } = coachTestClient(
    () => subject,
    () => plans,
  );
  const stateOf = async (account: TestAccount) =>
    (await api(account, 'GET', '/coach')).json().data as CoachState;
  /** What the table of goals and activities holds for a member: read directly, to see that nothing was kept. */
  const energyAnswersOf = async (account: TestAccount) => {
    const { id } = (await api(account, 'GET', '/users/me')).json().data as Profile;
    return subject.database.db.select().from(coachEnergyAnswers).where(eq(coachEnergyAnswers.userId, id));
  };

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());

  it('answers 4003 to a Free member', async () => {
    const free = await registerMember(subject.app);
    await api(free, 'POST', '/subscription/free');
    expect((await api(free, 'GET', '/coach')).json().error.code).toBe(4003);
    expect((await api(free, 'PUT', '/coach/settings', keepFit)).json().error.code).toBe(4003);
  });

  it('asks for health consent and its questions first, then gives the day’s targets', async () => {
    const member = await premiumMember('1996-03-10');
    expect(await stateOf(member)).toEqual({
      settings: null,
      needs: ['healthConsent', 'settings'],
      targets: null,
    });

    await api(member, 'PUT', '/users/me/health', { consent: true, heightCm: 165, weightKg: 60 });
    const answered = (await api(member, 'PUT', '/coach/settings', keepFit)).json().data as CoachState;
    expect(answered.needs).toEqual([]);
    expect(answered.targets).toMatchObject({ energyKcal: expect.any(Number), proteinG: 96 });
    expect(answered.targets!.reason).toMatchObject({ goal: 'keep', appliedGoal: 'keep', sessionsPerWeek: 3 });

    // Withdrawing consent deletes the health data, goal and activity with it: the coach asks again and plans
    // nothing, keeping only what training rests on.
    await api(member, 'DELETE', '/users/me/health');
    expect(await stateOf(member)).toEqual({
      settings: trainingAnswers,
      needs: ['healthConsent'],
      targets: null,
    });
    expect(await energyAnswersOf(member)).toEqual([]);
  });

  it('stores nothing of a goal or an activity without health consent, only what training rests on', async () => {
    const member = await premiumMember('1994-07-02');
    const answered = await api(member, 'PUT', '/coach/settings', keepFit);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toEqual({
      settings: trainingAnswers,
      needs: ['healthConsent'],
      targets: null,
    });
    expect(await energyAnswersOf(member)).toEqual([]);
    const exported = (await api(member, 'GET', '/users/me/export')).json();
    expect(exported.coach.answers).toEqual(trainingAnswers);

    // Once consent is given the coach asks for the goal and activity, and then keeps them.
    await api(member, 'PUT', '/users/me/health', { consent: true, heightCm: 170, weightKg: 65 });
    expect((await stateOf(member)).needs).toEqual(['settings']);
    const missing = await api(member, 'PUT', '/coach/settings', { ...trainingAnswers, goal: 'keep' });
    expect(missing.json().error.details).toEqual([{ field: 'activity', code: 6021 }]);
    await api(member, 'PUT', '/coach/settings', keepFit);
    expect(await energyAnswersOf(member)).toHaveLength(1);
    expect((await stateOf(member)).settings).toEqual(keepFit);
  });

  it('refuses answers it cannot take with 6022 and a missing one with 6021 on the field, keeping the previous ones', async () => {
    const member = await premiumMember('1990-01-01');
    await api(member, 'PUT', '/users/me/health', { consent: true, heightCm: 165, weightKg: 60 });
    await api(member, 'PUT', '/coach/settings', keepFit);
    for (const bad of [
      { ...keepFit, goal: 'bulk' },
      { ...keepFit, activity: 'extreme' },
      { ...keepFit, sessionsPerWeek: 8 },
      { ...keepFit, sessionsPerWeek: 2.5 },
      { ...keepFit, equipment: ['sofa'] },
      { ...keepFit, equipment: ['bands', 'bands'] },
      { ...keepFit, level: 'olympian' },
    ]) {
      const response = await api(member, 'PUT', '/coach/settings', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].code).toBe(6022);
    }
    const { level: _, ...unanswered } = keepFit;
    const missing = await api(member, 'PUT', '/coach/settings', unanswered);
    expect(missing.json().error.details).toEqual([{ field: 'level', code: 6021 }]);
    expect((await stateOf(member)).settings).toEqual(keepFit);
  });

  it('gives a 15-year-old who asks to lose weight no deficit', async () => {
    const year = new Date().getUTCFullYear() - 15;
    const member = await premiumMember(`${year}-01-01`, 'male');
    await api(member, 'PUT', '/users/me/health', { consent: true, heightCm: 170, weightKg: 70 });
    const state = (await api(member, 'PUT', '/coach/settings', { ...keepFit, goal: 'lose' })).json()
      .data as CoachState;
    expect(state.targets!.reason).toMatchObject({ goal: 'lose', appliedGoal: 'keep', isMinor: true });
    expect(state.targets!.energyKcal).toBeGreaterThanOrEqual(state.targets!.maintenanceKcal);
  });

  it('asks again for a height or weight outside what its formulas were made for', async () => {
    const member = await premiumMember('1985-06-15');
    await api(member, 'PUT', '/users/me/health', { consent: true, heightCm: 100, weightKg: 60 });
    await api(member, 'PUT', '/coach/settings', keepFit);
    expect(await stateOf(member)).toMatchObject({ needs: ['height'], targets: null });
  });
});
