import type { ProgressionCause, ProgressionChange, SessionRating } from '@vitalia/contracts';
import { and, asc, between, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { coachSessionLogs, coachTrainingWeeks } from '../../../db/schema';
import type { EventBus, EventRecorder } from '../../../lib/domain-events/domain-events';

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

/** A session of a week: its first day and the day's index in it. */
export interface SessionKey {
  weekStart: string;
  dayIndex: number;
}

const sessionIs = (userId: string, { weekStart, dayIndex }: SessionKey) =>
  and(
    eq(coachSessionLogs.userId, userId),
    eq(coachSessionLogs.weekStart, weekStart),
    eq(coachSessionLogs.dayIndex, dayIndex),
  );

/** The coach's training weeks (where each stands and why) and the sessions members logged in them. */
export function trainingQueries(db: Database) {
  const queries = {
    /**
     * Serialises one member's changes to their training, across servers: the first week is written once, and each
     * log's announcement is written in the order the logs were.
     */
    async lockTraining(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`coach:training:${userId}`}, 0))`);
    },

    /** The first day of the member's plan: its first week's. */
    async firstTrainingDay(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ weekStart: coachTrainingWeeks.weekStart })
        .from(coachTrainingWeeks)
        .where(eq(coachTrainingWeeks.userId, userId))
        .orderBy(asc(coachTrainingWeeks.weekStart))
        .limit(1);
      return row?.weekStart ?? null;
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

    /** Logs a session, or changes its rating (its time stays the first log's). Null when it was logged already. */
    async saveSessionLog(
      userId: string,
      log: SessionKey & { rating: SessionRating; loggedAt: Date },
    ): Promise<{ loggedAt: Date } | null> {
      const [inserted] = await db
        .insert(coachSessionLogs)
        .values({ userId, ...log })
        .onConflictDoNothing()
        .returning({ loggedAt: coachSessionLogs.loggedAt });
      if (inserted) return inserted;
      await db.update(coachSessionLogs).set({ rating: log.rating }).where(sessionIs(userId, log));
      return null;
    },

    /** False when the session was not logged. */
    async deleteSessionLog(userId: string, session: SessionKey): Promise<boolean> {
      const deleted = await db
        .delete(coachSessionLogs)
        .where(sessionIs(userId, session))
        .returning({ dayIndex: coachSessionLogs.dayIndex });
      return deleted.length > 0;
    },
  };
  return queries;
}

export type TrainingQueries = ReturnType<typeof trainingQueries>;

export function trainingRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  return {
    ...trainingQueries(db),
    /** Runs `work` in one transaction with the queries bound to it, and its events: all of it is written, or none. */
    inTransaction<T>(work: (tx: TrainingQueries & EventRecorder) => Promise<T>): Promise<T> {
      return events.transaction(trainingQueries, work);
    },
  };
}

export type TrainingRepository = ReturnType<typeof trainingRepository>;
