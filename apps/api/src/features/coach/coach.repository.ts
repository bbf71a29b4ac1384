import type {
  CoachSettings,
  ProgressionCause,
  ProgressionChange,
  SessionRating,
  WeightEntry,
} from '@vitalia/contracts';
import { and, asc, between, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  coachAnswers,
  coachMealWeeks,
  coachSessionLogs,
  coachTrainingWeeks,
  coachWeightLogs,
} from '../../db/schema';
import type { PlannedDay } from './meals/meal-rules';

export interface StoredMealWeek {
  inputsKey: string;
  days: PlannedDay[];
  swaps: number;
}

export interface StoredTrainingWeek {
  weekStart: string;
  progression: number;
  change: ProgressionChange;
  because: ProgressionCause;
}

export interface StoredSessionLog {
  weekStart: string;
  dayIndex: number;
  rating: SessionRating;
  loggedAt: Date;
}

export function coachRepository(db: Database) {
  const repository = {
    async settingsOf(userId: string): Promise<CoachSettings | null> {
      const [row] = await db.select().from(coachAnswers).where(eq(coachAnswers.userId, userId));
      return row
        ? {
            goal: row.goal as CoachSettings['goal'],
            activity: row.activity as CoachSettings['activity'],
            sessionsPerWeek: row.sessionsPerWeek,
            equipment: row.equipment as CoachSettings['equipment'],
            level: row.level as CoachSettings['level'],
          }
        : null;
    },

    async saveSettings(userId: string, settings: CoachSettings) {
      await db
        .insert(coachAnswers)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: coachAnswers.userId, set: { ...settings, updatedAt: new Date() } });
    },

    async mealWeekOf(userId: string, weekStart: string): Promise<StoredMealWeek | null> {
      const [row] = await db
        .select({
          inputsKey: coachMealWeeks.inputsKey,
          days: coachMealWeeks.days,
          swaps: coachMealWeeks.swaps,
        })
        .from(coachMealWeeks)
        .where(and(eq(coachMealWeeks.userId, userId), eq(coachMealWeeks.weekStart, weekStart)));
      return row ?? null;
    },

    /** A fresh plan for the week, replacing one made for other targets (its swaps go with it). */
    async saveMealWeek(userId: string, weekStart: string, inputsKey: string, days: PlannedDay[]) {
      await db
        .insert(coachMealWeeks)
        .values({ userId, weekStart, inputsKey, days })
        .onConflictDoUpdate({
          target: [coachMealWeeks.userId, coachMealWeeks.weekStart],
          set: { inputsKey, days, swaps: 0, updatedAt: new Date() },
        });
    },

    /**
     * The week after a swap, only if nobody swapped since it was read (`swaps` is the version): two taps at once
     * cannot each overwrite the other's meal.
     */
    async saveSwap(
      userId: string,
      weekStart: string,
      readAtSwaps: number,
      days: PlannedDay[],
    ): Promise<boolean> {
      const updated = await db
        .update(coachMealWeeks)
        .set({ days, swaps: readAtSwaps + 1, updatedAt: new Date() })
        .where(
          and(
            eq(coachMealWeeks.userId, userId),
            eq(coachMealWeeks.weekStart, weekStart),
            eq(coachMealWeeks.swaps, readAtSwaps),
          ),
        )
        .returning({ swaps: coachMealWeeks.swaps });
      return updated.length === 1;
    },

    /** The member's training weeks up to `weekStart`, oldest first: where the plan started and how it moved. */
    async trainingWeeksUpTo(userId: string, weekStart: string): Promise<StoredTrainingWeek[]> {
      const rows = await db
        .select({
          weekStart: coachTrainingWeeks.weekStart,
          progression: coachTrainingWeeks.progression,
          change: coachTrainingWeeks.change,
          because: coachTrainingWeeks.because,
        })
        .from(coachTrainingWeeks)
        .where(and(eq(coachTrainingWeeks.userId, userId), lte(coachTrainingWeeks.weekStart, weekStart)))
        .orderBy(asc(coachTrainingWeeks.weekStart));
      return rows as StoredTrainingWeek[];
    },

    /** Written once: two first reads of the same week at once keep the first one's row. */
    async addTrainingWeek(userId: string, week: StoredTrainingWeek) {
      await db
        .insert(coachTrainingWeeks)
        .values({ userId, ...week })
        .onConflictDoNothing({ target: [coachTrainingWeeks.userId, coachTrainingWeeks.weekStart] });
    },

    async sessionLogsBetween(userId: string, fromWeek: string, toWeek: string): Promise<StoredSessionLog[]> {
      const rows = await db
        .select({
          weekStart: coachSessionLogs.weekStart,
          dayIndex: coachSessionLogs.dayIndex,
          rating: coachSessionLogs.rating,
          loggedAt: coachSessionLogs.loggedAt,
        })
        .from(coachSessionLogs)
        .where(
          and(eq(coachSessionLogs.userId, userId), between(coachSessionLogs.weekStart, fromWeek, toWeek)),
        )
        .orderBy(asc(coachSessionLogs.weekStart), asc(coachSessionLogs.dayIndex));
      return rows as StoredSessionLog[];
    },

    async saveSessionLog(
      userId: string,
      log: { weekStart: string; dayIndex: number; rating: SessionRating },
    ) {
      await db
        .insert(coachSessionLogs)
        .values({ userId, ...log })
        .onConflictDoUpdate({
          target: [coachSessionLogs.userId, coachSessionLogs.weekStart, coachSessionLogs.dayIndex],
          set: { rating: log.rating, loggedAt: new Date() },
        });
    },

    async weightsSince(userId: string, since: string): Promise<WeightEntry[]> {
      const rows = await db
        .select({
          date: coachWeightLogs.loggedOn,
          weightKg: coachWeightLogs.weightKg,
          energyKcal: coachWeightLogs.energyKcal,
        })
        .from(coachWeightLogs)
        .where(and(eq(coachWeightLogs.userId, userId), gte(coachWeightLogs.loggedOn, since)))
        .orderBy(asc(coachWeightLogs.loggedOn));
      // `real` is single precision: one decimal is what was logged.
      return rows.map((row) => ({ ...row, weightKg: Math.round(row.weightKg * 10) / 10 }));
    },

    async latestWeightDate(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ date: coachWeightLogs.loggedOn })
        .from(coachWeightLogs)
        .where(eq(coachWeightLogs.userId, userId))
        .orderBy(desc(coachWeightLogs.loggedOn))
        .limit(1);
      return row?.date ?? null;
    },

    async saveWeight(userId: string, entry: WeightEntry) {
      const values = { weightKg: entry.weightKg, energyKcal: entry.energyKcal };
      await db
        .insert(coachWeightLogs)
        .values({ userId, loggedOn: entry.date, ...values })
        .onConflictDoUpdate({ target: [coachWeightLogs.userId, coachWeightLogs.loggedOn], set: values });
    },

    /** Everything the coach keeps about a member, for their export (D6). */
    async exportFor(userId: string) {
      return {
        answers: await repository.settingsOf(userId),
        weights: await repository.weightsSince(userId, '0001-01-01'),
      };
    },
  };
  return repository;
}

export type CoachRepository = ReturnType<typeof coachRepository>;
