import {
  ErrorCode,
  type CoachSettings,
  type Language,
  type SessionLogInput,
  type TrainingPlan,
} from '@vitalia/contracts';
import { AppError } from '../../../lib/errors';
import type { CoachRepository, StoredSessionLog, StoredTrainingWeek } from '../coach.repository';
import { addDays, checkReachable, dayMs, mondayOf, weeksBetween } from '../coach-weeks';
import { nextProgression, nextWeekProgression } from './training-adaptation';
import { blockLength, maxSessionsPerWeek, trainingWeekOf } from './training-plan';

/** What a week of training is planned for: the member and their answers. */
export interface TrainingPlanFor {
  userId: string;
  language: Language;
  settings: CoachSettings;
}

const blockWeekOf = (weekNumber: number) => ((weekNumber - 1) % blockLength) + 1;

/**
 * Weeks of training: each week's step is decided once, when the week begins, from the week before and the sessions
 * logged in it (after a deload, from the whole block). A week not begun yet is shown as it would be if this one goes
 * to plan, and decided only when it comes.
 */
export function trainingWeeks(repository: CoachRepository) {
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

  async function weekFor(plan: TrainingPlanFor, weekStart: string, today: Date) {
    const rows = await repository.trainingWeeksUpTo(plan.userId, weekStart);
    const firstWeek = rows[0]?.weekStart ?? weekStart;
    const weekNumber = weeksBetween(firstWeek, weekStart) + 1;
    const existing = rows.find((row) => row.weekStart === weekStart);
    if (existing) return { stored: existing, weekNumber };

    const previous = rows.at(-1);
    const isPreview = weekStart > mondayOf(new Date(today.getTime() + dayMs));
    const decided = previous
      ? await nextWeekFrom(
          plan,
          previous,
          weeksBetween(firstWeek, previous.weekStart) + 1,
          weekStart,
          isPreview,
        )
      : { weekStart, progression: 0, change: 'hold' as const, because: 'on_track' as const };
    if (isPreview) return { stored: decided, weekNumber };
    await repository.addTrainingWeek(plan.userId, decided);
    const [kept] = (await repository.trainingWeeksUpTo(plan.userId, weekStart)).filter(
      (row) => row.weekStart === weekStart,
    );
    return { stored: kept ?? decided, weekNumber };
  }

  async function planView(plan: TrainingPlanFor, weekStart: string, today: Date): Promise<TrainingPlan> {
    checkReachable(weekStart, today);
    const { stored, weekNumber } = await weekFor(plan, weekStart, today);
    const week = trainingWeekOf({
      ...plan.settings,
      weekNumber,
      progression: stored.progression,
      seed: plan.userId,
      language: plan.language,
      adaptation: weekNumber > 1 ? { change: stored.change, because: stored.because } : null,
    });
    const logs = await repository.sessionLogsBetween(plan.userId, weekStart, weekStart);
    return { weekStart, week, logs: logs.map(logView) };
  }

  return {
    plan: planView,

    /** Logs a planned session once its day has come (a day's slack for time zones); again replaces the rating. */
    async logSession(
      plan: TrainingPlanFor,
      input: SessionLogInput,
      today = new Date(),
    ): Promise<TrainingPlan> {
      const current = await planView(plan, input.week, today);
      if (current.week.days[input.dayIndex]?.kind !== 'session') throw new AppError(ErrorCode.notASessionDay);
      const dayStart = Date.parse(`${addDays(input.week, input.dayIndex)}T00:00:00Z`);
      if (dayStart > today.getTime() + dayMs) throw new AppError(ErrorCode.sessionInFuture);
      await repository.saveSessionLog(plan.userId, {
        weekStart: input.week,
        dayIndex: input.dayIndex,
        rating: input.rating,
      });
      return planView(plan, input.week, today);
    },
  };
}

const logView = (log: StoredSessionLog) => ({
  dayIndex: log.dayIndex,
  rating: log.rating,
  loggedAt: log.loggedAt.toISOString(),
});
