import type { TrainingPlan, TrainingWeek } from '@vitalia/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachTrainingWeeks, users } from '../../../db/schema';
import { addDays, isoDayOf } from '../../../lib/calendar-days';
import { registerMember, type TestAccount } from '../../../test/accounts';
import { createTestApp, seedPlans, servicesOf, type SeededPlans, type TestApp } from '../../../test/test-app';
import { coachTestClient } from '../coach-test-support';
import { exerciseTable } from '../../../data/exercises';

/** Noon UTC on a day: the service is asked as if that were now. */
const noonOn = (day: string) => new Date(`${day}T12:00:00Z`);
/** Sets × reps (their top) over a week: how much work it asks. */
const volumeOf = (week: TrainingWeek) =>
  week.days
    .flatMap((day) => day.exercises)
    .reduce((sum, exercise) => sum + exercise.sets * (exercise.reps?.max ?? 1), 0);
const sessionDays = (plan: TrainingPlan) =>
  plan.week.days.filter((day) => day.kind === 'session').map((day) => day.dayIndex);

/** A Sunday, a Wednesday: the days these members start on. */
const sunday = '2026-03-15';
const wednesday = '2026-03-11';

describe('the week of training (issues 16 and 38)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let services: Awaited<ReturnType<typeof servicesOf>>;
  const { api, premiumMember } = coachTestClient(
    () => subject,
    () => plans,
  );
  const today = () => isoDayOf(new Date());
  const planOf = async (account: TestAccount, week = 'this') =>
    (await api(account, 'GET', `/coach/training?today=${today()}&week=${week}`)).json().data as TrainingPlan;

  async function trainingMember(language = 'en') {
    const member = await premiumMember('1990-04-12', 'male', language);
    // Training needs only the coach's training questions: no health data.
    const saved = await api(member, 'PUT', '/coach/settings', {
      sessionsPerWeek: 3,
      equipment: [],
      level: 'beginner',
    });
    expect(saved.statusCode).toBe(200);
    return member;
  }

  async function storedWeeksOf(account: TestAccount) {
    const [user] = await subject.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.identityUid, account.uid));
    const rows = await subject.database.db
      .select({ weekStart: coachTrainingWeeks.weekStart })
      .from(coachTrainingWeeks)
      .where(eq(coachTrainingWeeks.userId, user!.id));
    return rows.map((row) => row.weekStart).sort();
  }

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    services = await servicesOf(subject);
  });
  afterAll(async () => {
    await services.close();
    await subject.close();
  });

  it('answers 4003 to a Free member, 7800 before the coach’s questions are answered, 4000 to a bad day', async () => {
    const free = await registerMember(subject.app);
    await api(free, 'POST', '/subscription/free');
    expect((await api(free, 'GET', `/coach/training?today=${today()}`)).json().error.code).toBe(4003);
    const session = { week: today(), today: today(), dayIndex: 0 };
    expect(
      (await api(free, 'PUT', '/coach/training/sessions', { ...session, rating: 'right' })).json().error.code,
    ).toBe(4003);
    const newcomer = await premiumMember('1990-01-01');
    expect((await api(newcomer, 'GET', `/coach/training?today=${today()}`)).json().error.code).toBe(7800);
    const member = await trainingMember();
    for (const query of ['', 'today=2026-02-30', `today=${today()}&week=later`, 'week=this'])
      expect((await api(member, 'GET', `/coach/training?${query}`)).json().error.code).toBe(4000);
  });

  it('plans three body-weight sessions with rest days, each exercise with sets, reps, rest and steps in French', async () => {
    const member = await trainingMember('fr');
    const { week, logs } = await planOf(member);
    expect(logs).toEqual([]);
    const sessions = week.days.filter((day) => day.kind === 'session');
    expect(sessions).toHaveLength(3);
    for (const exercise of sessions.flatMap((day) => day.exercises)) {
      const source = exerciseTable.find((each) => each.id === exercise.exerciseId)!;
      expect(source.equipment).toBe('bodyweight');
      expect(exercise.name).toBe(source.names.fr);
      expect(exercise.steps).toEqual(source.steps.fr);
      expect(exercise.sets).toBeGreaterThan(0);
      expect(exercise.restSeconds).toBeGreaterThan(0);
    }
    expect(week.reason).toMatchObject({
      sessionsPerWeek: 3,
      plannedSessions: 3,
      level: 'beginner',
      adaptation: null,
    });
  });

  it('starts a member who joins on a Sunday that Sunday: the first session is today, nothing behind them', async () => {
    const member = await trainingMember();
    const first = await services.coach.trainingPlan(member, { today: sunday, week: 'this' }, noonOn(sunday));
    expect(first).toMatchObject({ weekStart: sunday, startedOn: sunday, logs: [] });
    expect(first.week.weekNumber).toBe(1);
    expect(sessionDays(first)).toEqual([0, 2, 4]);
    await expect(
      services.coach.trainingPlan(member, { today: sunday, week: 'last' }, noonOn(sunday)),
    ).rejects.toMatchObject({ code: 7803 });

    // The next Saturday is still the first week's last day; the Sunday after begins the second.
    const saturday = addDays(sunday, 6);
    const lastDay = await services.coach.trainingPlan(
      member,
      { today: saturday, week: 'this' },
      noonOn(saturday),
    );
    expect(lastDay.weekStart).toBe(sunday);
    const second = await services.coach.trainingPlan(
      member,
      { today: addDays(sunday, 7), week: 'this' },
      noonOn(addDays(sunday, 7)),
    );
    expect(second).toMatchObject({ weekStart: addDays(sunday, 7), startedOn: sunday });
    expect(second.week.weekNumber).toBe(2);
  });

  it('starts on the member’s own day late on a Saturday, west or east of UTC, and never trusts a clock days off', async () => {
    // 22:00 on Saturday in New York is 03:00 on Sunday in UTC: the plan begins on the member's Saturday.
    const west = await trainingMember();
    const westPlan = await services.coach.trainingPlan(
      west,
      { today: '2026-03-14', week: 'this' },
      new Date('2026-03-15T03:00:00Z'),
    );
    expect(westPlan.weekStart).toBe('2026-03-14');
    await services.coach.logSession(
      west,
      { week: '2026-03-14', today: '2026-03-14', dayIndex: 0, rating: 'right' },
      new Date('2026-03-15T03:05:00Z'),
    );

    // 01:00 on Sunday in Dubai is 21:00 on Saturday in UTC: the member's Sunday, with its session not yet missed.
    const east = await trainingMember();
    const eastPlan = await services.coach.trainingPlan(
      east,
      { today: '2026-03-15', week: 'this' },
      new Date('2026-03-14T21:00:00Z'),
    );
    expect(eastPlan.weekStart).toBe('2026-03-15');

    const offClock = await trainingMember();
    const offPlan = await services.coach.trainingPlan(
      offClock,
      { today: '2026-03-20', week: 'this' },
      new Date('2026-03-14T12:00:00Z'),
    );
    expect(offPlan.weekStart).toBe('2026-03-14');
  });

  it('logs a session on its day, replaces a second log, takes it back, and refuses rest days, days to come and other weeks', async () => {
    const member = await trainingMember();
    const plan = await planOf(member);
    const restDay = plan.week.days.find((day) => day.kind === 'rest')!.dayIndex;
    const log = (body: object) => api(member, 'PUT', '/coach/training/sessions', body);
    const session = { week: today(), today: today(), dayIndex: 0, rating: 'right' };
    expect((await log({ ...session, dayIndex: restDay })).json().error.code).toBe(7805);
    expect((await log({ ...session, dayIndex: 9 })).json().error.code).toBe(4000);
    expect((await log({ ...session, rating: 'great' })).json().error.code).toBe(4000);
    expect((await log({ ...session, today: undefined })).json().error.code).toBe(4000);
    expect((await log({ ...session, week: addDays(today(), 1) })).json().error.code).toBe(7803);
    expect((await log({ ...session, week: addDays(today(), -7) })).json().error.code).toBe(7803);
    expect((await log({ ...session, dayIndex: Math.max(...sessionDays(plan)) })).json().error.code).toBe(
      7806,
    );
    expect((await log({ ...session, week: addDays(today(), 7) })).json().error.code).toBe(7806);

    expect((await log({ ...session, rating: 'too_hard' })).statusCode).toBe(200);
    const relogged = (await log(session)).json().data as TrainingPlan;
    expect(relogged.logs).toEqual([{ dayIndex: 0, rating: 'right', loggedAt: expect.any(String) }]);

    const unlog = (dayIndex: number | string) =>
      api(member, 'DELETE', `/coach/training/sessions?week=${today()}&today=${today()}&dayIndex=${dayIndex}`);
    expect((await unlog('x')).json().error.code).toBe(4000);
    const taken = await unlog(0);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.logs).toEqual([]);
    expect((await unlog(0)).json().data.logs).toEqual([]);
    expect((await planOf(member)).logs).toEqual([]);
  });

  it('previews next week on the last day of this one, recording nothing, and decides it from the logs when it begins', async () => {
    const member = await trainingMember();
    const lastDay = addDays(wednesday, 6);
    const first = await services.coach.trainingPlan(
      member,
      { today: wednesday, week: 'this' },
      noonOn(wednesday),
    );
    const preview = await services.coach.trainingPlan(
      member,
      { today: lastDay, week: 'next' },
      noonOn(lastDay),
    );
    expect(preview.weekStart).toBe(addDays(wednesday, 7));
    expect(preview.week.reason.adaptation).toEqual({ change: 'advance', because: 'on_track' });
    expect(await storedWeeksOf(member)).toEqual([wednesday]);

    for (const dayIndex of sessionDays(first))
      await services.coach.logSession(
        member,
        { week: wednesday, today: lastDay, dayIndex, rating: 'too_easy' },
        noonOn(lastDay),
      );
    const secondWeek = addDays(wednesday, 7);
    const begun = await services.coach.trainingPlan(
      member,
      { today: secondWeek, week: 'this' },
      noonOn(secondWeek),
    );
    expect(begun.week.reason.adaptation).toEqual({ change: 'advance', because: 'too_easy' });
    expect(await storedWeeksOf(member)).toEqual([wednesday, secondWeek]);
  });

  it('adapts the next week: a step more for too easy, the same step for sessions missed, a step back for all missed', async () => {
    const firstDay = wednesday;
    const nextWeek = addDays(firstDay, 7);
    const lastDay = addDays(firstDay, 6);
    const eager = await trainingMember();
    const absent = await trainingMember();
    const steady = await trainingMember();
    const partial = await trainingMember();
    const thisWeek = (day: string) => ({ today: day, week: 'this' as const });
    for (const member of [eager, absent, steady, partial])
      await services.coach.trainingPlan(member, thisWeek(firstDay), noonOn(firstDay));
    const first = await services.coach.trainingPlan(eager, thisWeek(firstDay), noonOn(firstDay));
    const logOn = (member: TestAccount, dayIndex: number, rating: 'too_easy' | 'right', day = lastDay) =>
      services.coach.logSession(member, { week: firstDay, today: day, dayIndex, rating }, noonOn(day));
    for (const dayIndex of sessionDays(first)) {
      await logOn(eager, dayIndex, 'too_easy');
      await logOn(steady, dayIndex, 'right');
    }
    const firstSession = sessionDays(first)[0]!;
    await logOn(partial, firstSession, 'right');

    const partialNext = await services.coach.trainingPlan(partial, thisWeek(nextWeek), noonOn(nextWeek));
    const eagerNext = await services.coach.trainingPlan(eager, thisWeek(nextWeek), noonOn(nextWeek));
    const absentNext = await services.coach.trainingPlan(absent, thisWeek(nextWeek), noonOn(nextWeek));
    const steadyNext = await services.coach.trainingPlan(steady, thisWeek(nextWeek), noonOn(nextWeek));
    expect(eagerNext.week.reason.adaptation).toEqual({ change: 'advance', because: 'too_easy' });
    expect(absentNext.week.reason.adaptation).toEqual({ change: 'step_back', because: 'missed_sessions' });
    expect(partialNext.week.reason.adaptation).toEqual({ change: 'hold', because: 'missed_sessions' });
    expect(steadyNext.week.reason.adaptation).toEqual({ change: 'advance', because: 'on_track' });
    expect(eagerNext.week.weekNumber).toBe(2);
    // Exercises are picked per member, so loads compare on the ladder across members and in volume within one.
    const stepOf = (plan: TrainingPlan) => plan.week.reason.progression;
    expect(stepOf(eagerNext)).toBeGreaterThan(stepOf(steadyNext));
    expect(stepOf(steadyNext)).toBeGreaterThan(stepOf(partialNext));
    expect(volumeOf(eagerNext.week)).toBeGreaterThan(volumeOf(first.week));
    const partialFirst = await services.coach.trainingPlan(partial, thisWeek(lastDay), noonOn(lastDay));
    expect(volumeOf(partialNext.week)).toBe(volumeOf(partialFirst.week));
    // The week, once begun, stays as it was decided, whatever is logged after.
    await logOn(absent, firstSession, 'right', nextWeek);
    expect(
      await services.coach.trainingPlan(absent, thisWeek(addDays(nextWeek, 1)), noonOn(addDays(nextWeek, 1))),
    ).toEqual(absentNext);
  });
});
