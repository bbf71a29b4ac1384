import type { ChallengeMetric, TextPerLanguage } from '@vitalia/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { challengeActivities, challenges, checkIns, gamePoints, loggedWorkouts } from '../../db/schema';

export type ChallengeRow = typeof challenges.$inferSelect;
export type ActivityRow = typeof challengeActivities.$inferSelect;

/** The month's challenge, the activities members log for it, and the daily check-ins of the streak. */
export function challengeQueries(db: Database) {
  return {
    async challengeOf(month: string): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(challenges).where(eq(challenges.month, month));
      return row;
    },

    async upsertChallenge(values: {
      month: string;
      title: TextPerLanguage;
      metric: ChallengeMetric;
      goal: number;
      createdBy: string;
    }): Promise<ChallengeRow> {
      const [row] = await db
        .insert(challenges)
        .values(values)
        .onConflictDoUpdate({
          target: challenges.month,
          set: { title: values.title, metric: values.metric, goal: values.goal },
        })
        .returning();
      return row!;
    },

    /** Challenges from `sinceMonth` on (and those set ahead), newest first. */
    async challengesSince(sinceMonth: string): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challenges)
        .where(gte(challenges.month, sinceMonth))
        .orderBy(desc(challenges.month));
    },

    async challengesById(ids: readonly string[]): Promise<ChallengeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(challenges)
        .where(inArray(challenges.id, [...ids]))
        .orderBy(desc(challenges.month));
    },

    /** Members who logged in a challenge's month (participants), here or in the coach — counted per challenge. */
    async participantsIn(from: string, to: string): Promise<number> {
      const participants = union(
        db
          .select({ userId: challengeActivities.userId })
          .from(challengeActivities)
          .where(and(gte(challengeActivities.day, from), lt(challengeActivities.day, to))),
        db
          .select({ userId: loggedWorkouts.userId })
          .from(loggedWorkouts)
          .where(
            and(
              isNotNull(loggedWorkouts.loggedAt),
              gte(loggedWorkouts.day, from),
              lt(loggedWorkouts.day, to),
            ),
          ),
      ).as('participants');
      const [row] = await db.select({ count: count() }).from(participants);
      return row?.count ?? 0;
    },

    /** Members whose completion (milestone 4) of a challenge is in the ledger. */
    async completionsOf(challengeId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(gamePoints)
        .where(eq(gamePoints.awardKey, `challenge:${challengeId}:4`));
      return row?.count ?? 0;
    },

    /** A member's activities with `day` in [from, to), newest day first. */
    async activitiesOf(userId: string, from: string, to: string): Promise<ActivityRow[]> {
      return db
        .select()
        .from(challengeActivities)
        .where(
          and(
            eq(challengeActivities.userId, userId),
            gte(challengeActivities.day, from),
            lt(challengeActivities.day, to),
          ),
        )
        .orderBy(desc(challengeActivities.day), desc(challengeActivities.createdAt));
    },

    async activity(userId: string, id: string): Promise<ActivityRow | undefined> {
      const [row] = await db
        .select()
        .from(challengeActivities)
        .where(and(eq(challengeActivities.id, id), eq(challengeActivities.userId, userId)));
      return row;
    },

    /** Minutes already logged on a day, leaving one activity out (the one being changed). */
    async minutesOn(userId: string, day: string, exceptId?: string): Promise<number> {
      const [row] = await db
        .select({ minutes: sql<number>`coalesce(sum(${challengeActivities.durationMinutes}), 0)::int` })
        .from(challengeActivities)
        .where(
          and(
            eq(challengeActivities.userId, userId),
            eq(challengeActivities.day, day),
            exceptId ? ne(challengeActivities.id, exceptId) : undefined,
          ),
        );
      return row?.minutes ?? 0;
    },

    async insertActivity(values: typeof challengeActivities.$inferInsert) {
      await db.insert(challengeActivities).values(values);
    },

    async updateActivity(
      id: string,
      values: Pick<typeof challengeActivities.$inferInsert, 'type' | 'durationMinutes' | 'day'>,
    ) {
      await db
        .update(challengeActivities)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(challengeActivities.id, id));
    },

    async deleteActivity(id: string) {
      await db.delete(challengeActivities).where(eq(challengeActivities.id, id));
    },

    /** False when the day was already checked in. */
    async insertCheckIn(userId: string, day: string): Promise<boolean> {
      const inserted = await db
        .insert(checkIns)
        .values({ userId, day })
        .onConflictDoNothing()
        .returning({ day: checkIns.day });
      return inserted.length > 0;
    },

    async checkInDaysSince(userId: string, since: string): Promise<string[]> {
      const rows = await db
        .select({ day: checkIns.day })
        .from(checkIns)
        .where(and(eq(checkIns.userId, userId), gte(checkIns.day, since)))
        .orderBy(asc(checkIns.day));
      return rows.map((row) => row.day);
    },
  };
}
