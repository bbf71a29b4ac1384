import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loggedWorkouts } from '../../db/schema';

export type LoggedWorkoutRow = typeof loggedWorkouts.$inferSelect;

/** A session logged in the coach, as the challenge counts it. */
export interface CoachWorkout {
  sessionKey: string;
  day: string;
  minutes: number;
  loggedAt: Date;
}

/** The sessions members logged in the coach's training, as the coach announced them (issue 38). */
export function loggedWorkoutQueries(db: Database) {
  return {
    /** The newest announcement applied about a session, if any. */
    async lastWorkoutEventOf(userId: string, sessionKey: string): Promise<number | null> {
      const [row] = await db
        .select({ eventId: loggedWorkouts.eventId })
        .from(loggedWorkouts)
        .where(and(eq(loggedWorkouts.userId, userId), eq(loggedWorkouts.sessionKey, sessionKey)));
      return row?.eventId ?? null;
    },

    /** The session as its newest announcement says: logged (`loggedAt`) or taken back (null). */
    async saveLoggedWorkout(row: LoggedWorkoutRow) {
      const { userId, sessionKey, ...state } = row;
      await db
        .insert(loggedWorkouts)
        .values(row)
        .onConflictDoUpdate({ target: [loggedWorkouts.userId, loggedWorkouts.sessionKey], set: state });
    },

    /** A member's logged sessions with `day` in [from, to), newest day first. */
    async coachWorkoutsOf(userId: string, from: string, to: string): Promise<CoachWorkout[]> {
      const rows = await db
        .select({
          sessionKey: loggedWorkouts.sessionKey,
          day: loggedWorkouts.day,
          minutes: loggedWorkouts.minutes,
          loggedAt: loggedWorkouts.loggedAt,
        })
        .from(loggedWorkouts)
        .where(
          and(
            eq(loggedWorkouts.userId, userId),
            isNotNull(loggedWorkouts.loggedAt),
            gte(loggedWorkouts.day, from),
            lt(loggedWorkouts.day, to),
          ),
        )
        .orderBy(desc(loggedWorkouts.day), desc(loggedWorkouts.loggedAt));
      return rows as CoachWorkout[];
    },

    /** The UTC days from `since` on when the member logged a session still logged: days of their streak. */
    async workoutDaysSince(userId: string, since: string): Promise<string[]> {
      const day = sql<string>`to_char(${loggedWorkouts.loggedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .selectDistinct({ day })
        .from(loggedWorkouts)
        .where(
          and(
            eq(loggedWorkouts.userId, userId),
            gte(loggedWorkouts.loggedAt, new Date(`${since}T00:00:00Z`)),
          ),
        );
      return rows.map((row) => row.day);
    },
  };
}
