import type {
  ActivityLevel,
  CoachGoal,
  CoachSettings,
  MealTargetBend,
  WeightEntry,
} from '@vitalia/contracts';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coachAnswers, coachEnergyAnswers, coachMealWeeks, coachWeightLogs } from '../../db/schema';
import type { PlannedDay } from './meals/meal-rules';

export interface StoredMealWeek {
  inputsKey: string;
  days: PlannedDay[];
  swaps: number;
  bends: MealTargetBend[];
}

const foreignKeyViolation = '23503';

/** Drizzle wraps the driver's error; both PGlite and `pg` carry PostgreSQL's SQLSTATE in `code`. */
const isForeignKeyViolation = (error: unknown) =>
  [error, (error as { cause?: unknown } | null)?.cause].some(
    (candidate) => (candidate as { code?: string } | null)?.code === foreignKeyViolation,
  );

export function coachRepository(db: Database) {
  const repository = {
    /** The answers, goal and activity only while the health consent stands; null before any. */
    async settingsOf(userId: string): Promise<CoachSettings | null> {
      const [row] = await db
        .select({
          sessionsPerWeek: coachAnswers.sessionsPerWeek,
          equipment: coachAnswers.equipment,
          level: coachAnswers.level,
          goal: coachEnergyAnswers.goal,
          activity: coachEnergyAnswers.activity,
        })
        .from(coachAnswers)
        .leftJoin(coachEnergyAnswers, eq(coachEnergyAnswers.userId, coachAnswers.userId))
        .where(eq(coachAnswers.userId, userId));
      if (!row) return null;
      return {
        ...(row.goal && row.activity
          ? { goal: row.goal as CoachGoal, activity: row.activity as ActivityLevel }
          : {}),
        sessionsPerWeek: row.sessionsPerWeek,
        equipment: row.equipment as CoachSettings['equipment'],
        level: row.level as CoachSettings['level'],
      };
    },

    /**
     * Saves the answers; goal and activity only beside a health profile (its foreign key decides, so a consent
     * withdrawn meanwhile cannot leave them behind): false, storing nothing, without one.
     */
    async saveSettings(userId: string, { goal, activity, ...training }: CoachSettings): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          if (goal && activity) {
            await tx
              .insert(coachEnergyAnswers)
              .values({ userId, goal, activity })
              .onConflictDoUpdate({
                target: coachEnergyAnswers.userId,
                set: { goal, activity, updatedAt: new Date() },
              });
          }
          await tx
            .insert(coachAnswers)
            .values({ userId, ...training })
            .onConflictDoUpdate({ target: coachAnswers.userId, set: { ...training, updatedAt: new Date() } });
        });
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async mealWeekOf(userId: string, weekStart: string): Promise<StoredMealWeek | null> {
      const [row] = await db
        .select({
          inputsKey: coachMealWeeks.inputsKey,
          days: coachMealWeeks.days,
          swaps: coachMealWeeks.swaps,
          bends: coachMealWeeks.bends,
        })
        .from(coachMealWeeks)
        .where(and(eq(coachMealWeeks.userId, userId), eq(coachMealWeeks.weekStart, weekStart)));
      return row ?? null;
    },

    /** A fresh plan for the week, replacing one made for other targets (its swaps go with it). */
    async saveMealWeek(userId: string, weekStart: string, { inputsKey, days, bends }: StoredMealWeek) {
      await db
        .insert(coachMealWeeks)
        .values({ userId, weekStart, inputsKey, days, bends })
        .onConflictDoUpdate({
          target: [coachMealWeeks.userId, coachMealWeeks.weekStart],
          set: { inputsKey, days, bends, swaps: 0, updatedAt: new Date() },
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
