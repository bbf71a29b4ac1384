import type { TrainingPlan, TrainingWeek } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../../test/accounts';
import { createTestApp, seedPlans, servicesOf, type SeededPlans, type TestApp } from '../../../test/test-app';
import { coachTestClient, keepFit } from '../coach-test-support';
import { exerciseTable } from '../../../data/exercises';

const dayMs = 86_400_000;
const thisMonday = () => {
  const today = new Date();
  return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
};
/** Noon UTC on a day of a week: the service is asked as if that were today. */
const noonOn = (weekStart: string, dayIndex: number) =>
  new Date(Date.parse(`${weekStart}T12:00:00Z`) + dayIndex * dayMs);
const weekAfter = (weekStart: string) =>
  new Date(Date.parse(weekStart) + 7 * dayMs).toISOString().slice(0, 10);
/** Sets × reps (their top) over a week: how much work it asks. */
const volumeOf = (week: TrainingWeek) =>
  week.days
    .flatMap((day) => day.exercises)
    .reduce((sum, exercise) => sum + exercise.sets * (exercise.reps?.max ?? 1), 0);

describe('the week of training (issue 16)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  const { api, premiumMember } = coachTestClient(
    () => subject,
    () => plans,
  );
  const planOf = async (account: TestAccount, week = thisMonday()) =>
    (await api(account, 'GET', `/coach/training?week=${week}`)).json().data as TrainingPlan;

  async function trainingMember(language = 'en') {
    const member = await premiumMember('1990-04-12', 'male', language);
    await api(member, 'PUT', '/coach/settings', {
      ...keepFit,
      sessionsPerWeek: 3,
      equipment: [],
      level: 'beginner',
    });
    return member;
  }

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
  });
  afterAll(() => subject.close());

  it('answers 4003 to a Free member and 7800 before the coach’s questions are answered', async () => {
    const free = await registerMember(subject.app);
    await api(free, 'POST', '/subscription/free');
    expect((await api(free, 'GET', `/coach/training?week=${thisMonday()}`)).json().error.code).toBe(4003);
    expect(
      (
        await api(free, 'PUT', '/coach/training/sessions', {
          week: thisMonday(),
          dayIndex: 0,
          rating: 'right',
        })
      ).json().error.code,
    ).toBe(4003);
    const newcomer = await premiumMember('1990-01-01');
    expect((await api(newcomer, 'GET', `/coach/training?week=${thisMonday()}`)).json().error.code).toBe(7800);
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

  it('logs a session on its day, replaces a second log, and refuses rest days and days to come', async () => {
    const member = await trainingMember();
    const { week } = await planOf(member);
    const restDay = week.days.find((day) => day.kind === 'rest')!.dayIndex;
    expect(
      (
        await api(member, 'PUT', '/coach/training/sessions', {
          week: thisMonday(),
          dayIndex: restDay,
          rating: 'right',
        })
      ).json().error.code,
    ).toBe(7805);
    expect(
      (
        await api(member, 'PUT', '/coach/training/sessions', {
          week: thisMonday(),
          dayIndex: 9,
          rating: 'right',
        })
      ).json().error.code,
    ).toBe(4000);
    expect(
      (
        await api(member, 'PUT', '/coach/training/sessions', {
          week: thisMonday(),
          dayIndex: 0,
          rating: 'great',
        })
      ).json().error.code,
    ).toBe(4000);

    const services = await servicesOf(subject);
    const monday = thisMonday();
    const lastSession = Math.max(
      ...week.days.filter((day) => day.kind === 'session').map((day) => day.dayIndex),
    );
    await expect(
      services.coach.logSession(
        member,
        { week: monday, dayIndex: lastSession, rating: 'right' },
        noonOn(monday, 0),
      ),
    ).rejects.toMatchObject({ code: 7806 });

    await services.coach.logSession(
      member,
      { week: monday, dayIndex: 0, rating: 'too_hard' },
      noonOn(monday, 0),
    );
    const relogged = await services.coach.logSession(
      member,
      { week: monday, dayIndex: 0, rating: 'right' },
      noonOn(monday, 1),
    );
    expect(relogged.logs).toEqual([{ dayIndex: 0, rating: 'right', loggedAt: expect.any(String) }]);
  });

  it('adapts the next week: a step more for too easy, the same step for sessions missed, a step back for all missed', async () => {
    const services = await servicesOf(subject);
    const firstWeek = thisMonday();
    const nextWeek = weekAfter(firstWeek);
    const eager = await trainingMember();
    const absent = await trainingMember();
    const steady = await trainingMember();
    const partial = await trainingMember();
    for (const member of [eager, absent, steady, partial])
      await services.coach.trainingPlan(member, firstWeek, noonOn(firstWeek, 0));
    const first = await services.coach.trainingPlan(eager, firstWeek, noonOn(firstWeek, 0));
    for (const day of first.week.days.filter((each) => each.kind === 'session')) {
      await services.coach.logSession(
        eager,
        { week: firstWeek, dayIndex: day.dayIndex, rating: 'too_easy' },
        noonOn(firstWeek, 6),
      );
      await services.coach.logSession(
        steady,
        { week: firstWeek, dayIndex: day.dayIndex, rating: 'right' },
        noonOn(firstWeek, 6),
      );
    }

    const firstSession = first.week.days.find((day) => day.kind === 'session')!.dayIndex;
    await services.coach.logSession(
      partial,
      { week: firstWeek, dayIndex: firstSession, rating: 'right' },
      noonOn(firstWeek, 6),
    );

    const partialNext = await services.coach.trainingPlan(partial, nextWeek, noonOn(nextWeek, 0));
    const eagerNext = await services.coach.trainingPlan(eager, nextWeek, noonOn(nextWeek, 0));
    const absentNext = await services.coach.trainingPlan(absent, nextWeek, noonOn(nextWeek, 0));
    const steadyNext = await services.coach.trainingPlan(steady, nextWeek, noonOn(nextWeek, 0));
    expect(eagerNext.week.reason.adaptation).toEqual({ change: 'advance', because: 'too_easy' });
    expect(absentNext.week.reason.adaptation).toEqual({ change: 'step_back', because: 'missed_sessions' });
    expect(partialNext.week.reason.adaptation).toEqual({ change: 'hold', because: 'missed_sessions' });
    expect(steadyNext.week.reason.adaptation).toEqual({ change: 'advance', because: 'on_track' });
    expect(eagerNext.week.weekNumber).toBe(2);
    // Exercises are picked per member, so loads compare on the ladder across members and in volume within one.
    const stepOf = (plan: typeof first) => plan.week.reason.progression;
    expect(stepOf(eagerNext)).toBeGreaterThan(stepOf(steadyNext));
    expect(stepOf(steadyNext)).toBeGreaterThan(stepOf(partialNext));
    expect(volumeOf(eagerNext.week)).toBeGreaterThan(volumeOf(first.week));
    const partialFirst = await services.coach.trainingPlan(partial, firstWeek, noonOn(firstWeek, 6));
    expect(volumeOf(partialNext.week)).toBe(volumeOf(partialFirst.week));
    // The week, once begun, stays as it was decided, whatever is logged after.
    await services.coach.logSession(
      absent,
      {
        week: firstWeek,
        dayIndex: first.week.days.find((day) => day.kind === 'session')!.dayIndex,
        rating: 'right',
      },
      noonOn(nextWeek, 0),
    );
    expect(await services.coach.trainingPlan(absent, nextWeek, noonOn(nextWeek, 1))).toEqual(absentNext);
  });
});
