import type { ChallengeState, TrainingPlan } from '@vitalia/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, gamePoints, users } from '../../db/schema';
import { isoDayOf } from '../../lib/calendar-days';
import { insertEvent } from '../../lib/domain-events/domain-events.repository';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  servicesOf,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';

/** One workout, every place (issue 38): a session logged in the coach counts in the games once. */
describe('sessions logged in the coach, in the games', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let karim: TestAccount;
  const api = apiOf(() => subject.app);
  const db = () => subject.database.db;
  const today = () => isoDayOf(new Date());
  const month = () => today().slice(0, 7);

  let counter = 0;
  /** A Premium member who answered the coach's training questions, their plan begun today. */
  async function trainee(): Promise<{ account: TestAccount; plan: TrainingPlan }> {
    const account = await registerMember(subject.app);
    counter += 1;
    await api(account, 'PUT', '/users/me/profile', {
      firstname: 'Lina',
      lastname: 'Benali',
      username: `trainee${counter}x${Date.now() % 1e6}`,
      gender: 'female',
      birthDate: '1992-06-01',
      language: 'en',
    });
    await subscribePremium(subject.app, account, plans.monthly.id);
    const saved = await api(account, 'PUT', '/coach/settings', {
      sessionsPerWeek: 3,
      equipment: [],
      level: 'beginner',
    });
    expect(saved.statusCode).toBe(200);
    const plan = (await api(account, 'GET', `/coach/training?today=${today()}`)).json().data as TrainingPlan;
    return { account, plan };
  }

  /** Today's session is the plan's first day: logged, rated, or taken back. */
  const logToday = (account: TestAccount, rating = 'right') =>
    api(account, 'PUT', '/coach/training/sessions', { week: today(), today: today(), dayIndex: 0, rating });
  const unlogToday = (account: TestAccount) =>
    api(account, 'DELETE', `/coach/training/sessions?week=${today()}&today=${today()}&dayIndex=0`);
  const challengeOf = async (account: TestAccount) =>
    (await api(account, 'GET', '/games/challenge')).json().data as ChallengeState;
  const streakOf = async (account: TestAccount) => (await api(account, 'GET', '/games/streak')).json().data;

  async function idOf(account: TestAccount) {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.identityUid, account.uid));
    return row!.id;
  }
  async function ledgerOf(account: TestAccount) {
    const rows = await db()
      .select({ source: gamePoints.source, points: gamePoints.points })
      .from(gamePoints)
      .where(eq(gamePoints.userId, await idOf(account)));
    return rows.map((row) => `${row.source}:${row.points}`).sort();
  }

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
    const set = await api(karim, 'PUT', `/admin/games/challenges/${month()}`, {
      writtenIn: 'en',
      title: { en: 'Four workouts' },
      metric: 'workouts',
      goal: 4,
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(() => subject.close());

  it('counts a session logged in the coach once for the challenge, the streak and the points', async () => {
    const { account, plan } = await trainee();
    expect(plan.week.days[0]!.kind).toBe('session');
    expect((await logToday(account)).statusCode).toBe(200);

    const state = await challengeOf(account);
    expect(state.challenge).toMatchObject({ progress: 1, milestones: 1 });
    expect(state.activities).toEqual([
      expect.objectContaining({ source: 'coach', type: 'strength', day: today() }),
    ]);
    expect(state.activities[0]!.durationMinutes).toBeGreaterThan(10);
    expect(await streakOf(account)).toMatchObject({ current: 1, checkedInToday: true });
    expect(await ledgerOf(account)).toEqual(['challenge:25', 'streak:2']);

    // A tap on the check-in, a new rating: the same day, the same workout, nothing more.
    expect((await api(account, 'POST', '/games/streak/check-in')).json().data.pointsAwarded).toBe(0);
    expect((await logToday(account, 'too_hard')).statusCode).toBe(200);
    // The same workout logged in the challenge too stands for the session: still one.
    const twice = await api(account, 'POST', '/games/activities', {
      type: 'strength',
      durationMinutes: 45,
      day: today(),
    });
    expect(twice.statusCode).toBe(201);
    expect(twice.json().data.challenge).toMatchObject({ progress: 1, milestones: 1 });
    expect(twice.json().data.activities).toEqual([
      expect.objectContaining({ source: 'member', type: 'strength', durationMinutes: 45 }),
    ]);
    expect(await ledgerOf(account)).toEqual(['challenge:25', 'streak:2']);

    // Another kind of workout is another workout.
    const run = await api(account, 'POST', '/games/activities', {
      type: 'run',
      durationMinutes: 20,
      day: today(),
    });
    expect(run.json().data.challenge).toMatchObject({ progress: 2, milestones: 2 });
    expect(await ledgerOf(account)).toEqual(['challenge:25', 'challenge:25', 'streak:2']);
  });

  it('takes an unlogged session back from the challenge and the streak, and never pays it twice', async () => {
    const { account } = await trainee();
    const staffCount = async () => {
      const list = (await api(karim, 'GET', '/admin/games/challenges')).json().data;
      return list.find((challenge: { month: string }) => challenge.month === month()).participantCount;
    };
    const before = await staffCount();
    await logToday(account);
    expect(await staffCount()).toBe(before + 1);
    expect(await ledgerOf(account)).toEqual(['challenge:25', 'streak:2']);

    const taken = await unlogToday(account);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.logs).toEqual([]);
    const state = await challengeOf(account);
    expect(state.activities).toEqual([]);
    // Progress falls back; the quarter already paid stays paid, as for an activity removed (decision 034).
    expect(state.challenge).toMatchObject({ progress: 0 });
    expect(await streakOf(account)).toMatchObject({ current: 0, checkedInToday: false });
    expect(await staffCount()).toBe(before);

    await logToday(account);
    expect((await challengeOf(account)).challenge).toMatchObject({ progress: 1 });
    expect(await streakOf(account)).toMatchObject({ current: 1, checkedInToday: true });
    expect(await ledgerOf(account)).toEqual(['challenge:25', 'streak:2']);
  });

  it('ignores an older announcement delivered after a newer one: a session taken back stays taken back', async () => {
    const { account } = await trainee();
    const services = await servicesOf(subject);
    const session = { userId: await idOf(account), week: today(), dayIndex: 0, day: today(), minutes: 30 };
    const logged = await insertEvent(db(), 'coach.session-logged', {
      ...session,
      loggedAt: new Date().toISOString(),
    });
    const unlogged = await insertEvent(db(), 'coach.session-unlogged', session);
    // The log's first delivery failed: it waits for its retry while the later unlog is delivered.
    await db()
      .update(domainEvents)
      .set({ availableAt: new Date(Date.now() + 3_600_000) })
      .where(eq(domainEvents.id, logged));
    await services.events.dispatchDue();
    await db()
      .update(domainEvents)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(domainEvents.id, logged));
    await services.events.dispatchDue();
    const delivered = await db()
      .select({ dispatchedAt: domainEvents.dispatchedAt })
      .from(domainEvents)
      .where(inArray(domainEvents.id, [logged, unlogged]));
    expect(delivered.every((row) => row.dispatchedAt !== null)).toBe(true);
    await services.close();

    expect((await challengeOf(account)).challenge).toMatchObject({ progress: 0, milestones: 0 });
    expect(await streakOf(account)).toMatchObject({ current: 0 });
    expect(await ledgerOf(account)).toEqual([]);
  });
});
