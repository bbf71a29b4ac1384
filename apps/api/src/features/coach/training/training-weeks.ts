import {
  ErrorCode,
  type CoachSettings,
  type Language,
  type SessionLogInput,
  type SessionUnlogQuery,
  type TrainingPlan,
  type TrainingPlanQuery,
} from '@vitalia/contracts';
import { AppError } from '../../../lib/errors';
import { addDays, weeksBetween } from '../coach-weeks';
import { sessionMinutesOf } from './session-minutes';
import { nextProgression, nextWeekProgression } from './training-adaptation';
import { chosenWeekStart, memberDayOf, startsAWeek, weekStartHolding } from './training-calendar';
import { blockLength, maxSessionsPerWeek, trainingWeekOf } from './training-plan';
import type { StoredSessionLog, StoredTrainingWeek, TrainingRepository } from './training.repository';

/** What a week of training is planned for: the member and their answers. */
export interface TrainingPlanFor {
  userId: string;
  language: Language;
  settings: CoachSettings;
}

const blockWeekOf = (weekNumber: number) => ((weekNumber - 1) % blockLength) + 1;

/** A member's first week: the ladder's first step, nothing to adapt to yet. */
const firstWeekAt = (weekStart: string): StoredTrainingWeek => ({
  weekStart,
  progression: 0,
  change: 'hold',
  because: 'on_track',
});

/** Where a member stands in their plan: its first day, and today in their calendar. */
interface PlanDays {
  firstDay: string;
  memberDay: string;
}

/**
 * Weeks of training, seven days each from the day the member's plan began (issue 38): each week's step is decided
 * once, when the week begins, from the week before and the sessions logged in it (after a deload, from the whole
 * block). A week not begun yet is shown as it would be if this one goes to plan, and decided only when it comes.
 */
export function trainingWeeks(repository: TrainingRepository) {
  async function nextWeekFrom(
    plan: TrainingPlanFor,
    previous: StoredTrainingWeek,
    previousNumber: number,
    weekStart: string,
    isPreview: boolean,
  ): Promise<StoredTrainingWeek> {
    const plannedSessions = Math.min(plan.settings.sessionsPerWeek, maxSessionsPerWeek);
    const isBlockEnd = blockWeekOf(previousNumber) === blockLength;
    const from = isBlockEnd ? addDays(previous.weekStart, -7 * (blockLength - 1)) : previous.weekStart;
    // A week ahead is previewed as if the current one goes to plan; a gap of weeks counts as sessions missed.
    const logs = isPreview
      ? Array.from({ length: plannedSessions * (isBlockEnd ? blockLength : 1) }, () => ({
          rating: 'right' as const,
        }))
      : weeksBetween(previous.weekStart, weekStart) === 1
        ? await repository.sessionLogsBetween(plan.userId, from, previous.weekStart)
        : [];
    const next = isBlockEnd
      ? nextProgression({
          progression: previous.progression,
          plannedSessions: plannedSessions * blockLength,
          logs,
        })
      : nextWeekProgression({ progression: previous.progression, plannedSessions, logs });
    return { weekStart, progression: next.progression, change: next.change, because: next.because };
  }

  /** The week as decided, deciding it now when it has begun and was not yet; a week ahead is only previewed. */
  async function weekFor(plan: TrainingPlanFor, weekStart: string, { firstDay, memberDay }: PlanDays) {
    const rows = await repository.trainingWeeksUpTo(plan.userId, weekStart);
    const weekNumber = weeksBetween(firstDay, weekStart) + 1;
    const existing = rows.find((row) => row.weekStart === weekStart);
    if (existing) return { stored: existing, weekNumber };
    if (weekStart === firstDay) return { stored: firstWeekAt(firstDay), weekNumber };

    const previous = rows.at(-1) ?? firstWeekAt(firstDay);
    const isPreview = weekStart > memberDay;
    const previousNumber = weeksBetween(firstDay, previous.weekStart) + 1;
    const decided = await nextWeekFrom(plan, previous, previousNumber, weekStart, isPreview);
    if (isPreview) return { stored: decided, weekNumber };
    await repository.addTrainingWeek(plan.userId, decided);
    const [kept] = (await repository.trainingWeeksUpTo(plan.userId, weekStart)).filter(
      (row) => row.weekStart === weekStart,
    );
    return { stored: kept ?? decided, weekNumber };
  }

  async function weekView(plan: TrainingPlanFor, weekStart: string, days: PlanDays): Promise<TrainingPlan> {
    const { stored, weekNumber } = await weekFor(plan, weekStart, days);
    const week = trainingWeekOf({
      ...plan.settings,
      weekNumber,
      progression: stored.progression,
      seed: plan.userId,
      language: plan.language,
      adaptation: weekNumber > 1 ? { change: stored.change, because: stored.because } : null,
    });
    const logs = await repository.sessionLogsBetween(plan.userId, weekStart, weekStart);
    return { weekStart, startedOn: days.firstDay, week, logs: logs.map(logView) };
  }

  /** The member's plan begins today: its first week is written once, whoever asks first. */
  async function startPlan(userId: string, memberDay: string): Promise<string> {
    return repository.inTransaction(async (tx) => {
      await tx.lockTraining(userId);
      const started = await tx.firstTrainingDay(userId);
      if (started) return started;
      await tx.addTrainingWeek(userId, firstWeekAt(memberDay));
      return memberDay;
    });
  }

  /**
   * A planned session of a week the member can open, from its day on in their calendar: 7803 for a week that is not
   * one of theirs within reach, 7805 for a rest day, 7806 for a day to come.
   */
  async function sessionOf(plan: TrainingPlanFor, { week, today, dayIndex }: SessionUnlogQuery, now: Date) {
    const memberDay = memberDayOf(today, now);
    const firstDay = await repository.firstTrainingDay(plan.userId);
    if (!firstDay) throw new AppError(ErrorCode.weekOutOfRange);
    const thisWeek = weekStartHolding(firstDay, memberDay);
    if (!startsAWeek(firstDay, week) || Math.abs(weeksBetween(thisWeek, week)) > 1)
      throw new AppError(ErrorCode.weekOutOfRange);
    const view = await weekView(plan, week, { firstDay, memberDay });
    const day = view.week.days[dayIndex];
    if (day?.kind !== 'session') throw new AppError(ErrorCode.notASessionDay);
    const date = addDays(week, day.dayIndex);
    if (date > memberDay) throw new AppError(ErrorCode.sessionInFuture);
    return { day, date, days: { firstDay, memberDay } };
  }

  return {
    /**
     * Last, this or next week in the member's calendar. The plan begins the first time they open this week; before
     * that, next week is previewed from today and there is no week before.
     */
    async plan(
      plan: TrainingPlanFor,
      { today, week }: TrainingPlanQuery,
      now = new Date(),
    ): Promise<TrainingPlan> {
      const memberDay = memberDayOf(today, now);
      const started = await repository.firstTrainingDay(plan.userId);
      const firstDay = started ?? (week === 'this' ? await startPlan(plan.userId, memberDay) : memberDay);
      const weekStart = chosenWeekStart(firstDay, memberDay, week);
      if (weekStart < firstDay) throw new AppError(ErrorCode.weekOutOfRange);
      return weekView(plan, weekStart, { firstDay, memberDay });
    },

    /**
     * Logs a planned session once its day has come; again replaces the rating. The first log is announced to the
     * games, which count it once for the month's challenge and the streak.
     */
    async logSession(plan: TrainingPlanFor, input: SessionLogInput, now = new Date()): Promise<TrainingPlan> {
      const { day, date, days } = await sessionOf(plan, input, now);
      const { userId } = plan;
      await repository.inTransaction(async (tx) => {
        await tx.lockTraining(userId);
        const session = { weekStart: input.week, dayIndex: day.dayIndex };
        const logged = await tx.saveSessionLog(userId, { ...session, rating: input.rating, loggedAt: now });
        if (!logged) return;
        await tx.publish('coach.session-logged', {
          userId,
          week: input.week,
          dayIndex: day.dayIndex,
          day: date,
          minutes: sessionMinutesOf(day),
          loggedAt: logged.loggedAt.toISOString(),
        });
      });
      return weekView(plan, input.week, days);
    },

    /** Takes a logged session back, announced to the games; a session not logged is left as it is. */
    async unlogSession(plan: TrainingPlanFor, input: SessionUnlogQuery, now = new Date()) {
      const { day, date, days } = await sessionOf(plan, input, now);
      const { userId } = plan;
      await repository.inTransaction(async (tx) => {
        await tx.lockTraining(userId);
        const session = { weekStart: input.week, dayIndex: day.dayIndex };
        if (!(await tx.deleteSessionLog(userId, session))) return;
        await tx.publish('coach.session-unlogged', {
          userId,
          week: input.week,
          dayIndex: day.dayIndex,
          day: date,
          minutes: sessionMinutesOf(day),
        });
      });
      return weekView(plan, input.week, days);
    },
  };
}

const logView = (log: StoredSessionLog) => ({
  dayIndex: log.dayIndex,
  rating: log.rating,
  loggedAt: log.loggedAt.toISOString(),
});
