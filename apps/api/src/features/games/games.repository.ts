import type { ChallengeMetric, PointSource, TextPerLanguage } from '@vitalia/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  challengeActivities,
  challenges,
  checkIns,
  gamePoints,
  quizPlays,
  quizQuestions,
  users,
} from '../../db/schema';

export type QuizPlayRow = typeof quizPlays.$inferSelect;
export type StaffQuestionRow = typeof quizQuestions.$inferSelect;
export type ChallengeRow = typeof challenges.$inferSelect;
export type ActivityRow = typeof challengeActivities.$inferSelect;
export type PointsRow = typeof gamePoints.$inferSelect;

export interface RankedMember {
  userId: string;
  username: string | null;
  pictureKey: string | null;
  birthDate: string | null;
  points: number;
  rank: number;
}

/** The first instant of a `YYYY-MM` month and of the next one, UTC. */
export function monthBoundsOf(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
}

export interface Award {
  userId: string;
  source: PointSource;
  /** Names the deed: the same key never pays twice (a unique index). */
  awardKey: string;
  points: number;
  awardedAt: Date;
}

/** Rows that count on the leaderboards: members only (D7: staff and the ambassador never rank), still with us. */
const ranksAmongMembers = and(eq(users.role, 'user'), isNull(users.deletionRequestedAt));

function gameQueries(db: Database) {
  const pointsWithin = (period: { from: Date; to: Date } | null) =>
    period ? and(gte(gamePoints.awardedAt, period.from), lt(gamePoints.awardedAt, period.to)) : undefined;

  return {
    /**
     * Serialises the writes about one thing (a member's awards, a quiz week's questions) across servers: a cap or a
     * count is read and the write made under one lock, so two requests at once cannot both find room. Released with
     * the transaction.
     */
    async lock(name: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`games:${name}`}, 0))`);
    },

    /** What a source already gave a member within [from, to): `cappedAward`'s `alreadyToday`. */
    async pointsFrom(userId: string, source: PointSource, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ points: sql<number>`coalesce(sum(${gamePoints.points}), 0)::int` })
        .from(gamePoints)
        .where(
          and(
            eq(gamePoints.userId, userId),
            eq(gamePoints.source, source),
            gte(gamePoints.awardedAt, from),
            lt(gamePoints.awardedAt, to),
          ),
        );
      return row?.points ?? 0;
    },

    /** False when the deed was already paid for (its key is taken): nothing is written then. */
    async insertAward(award: Award): Promise<boolean> {
      const inserted = await db
        .insert(gamePoints)
        .values(award)
        .onConflictDoNothing({ target: [gamePoints.userId, gamePoints.awardKey] })
        .returning({ id: gamePoints.id });
      return inserted.length > 0;
    },

    async awardKeysLike(userId: string, prefix: string): Promise<string[]> {
      const rows = await db
        .select({ awardKey: gamePoints.awardKey })
        .from(gamePoints)
        .where(and(eq(gamePoints.userId, userId), like(gamePoints.awardKey, `${prefix}%`)));
      return rows.map((row) => row.awardKey);
    },

    // ——— Quiz ———

    async staffQuestionsOf(weekStart: string): Promise<StaffQuestionRow[]> {
      return db
        .select()
        .from(quizQuestions)
        .where(eq(quizQuestions.weekStart, weekStart))
        .orderBy(asc(quizQuestions.createdAt), asc(quizQuestions.id));
    },

    async staffQuestion(id: string): Promise<StaffQuestionRow | undefined> {
      const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
      return row;
    },

    async insertStaffQuestion(values: typeof quizQuestions.$inferInsert): Promise<StaffQuestionRow> {
      const [row] = await db.insert(quizQuestions).values(values).returning();
      return row!;
    },

    async updateStaffQuestion(
      id: string,
      values: Partial<typeof quizQuestions.$inferInsert>,
    ): Promise<StaffQuestionRow | undefined> {
      const [row] = await db.update(quizQuestions).set(values).where(eq(quizQuestions.id, id)).returning();
      return row;
    },

    async deleteStaffQuestion(id: string) {
      await db.delete(quizQuestions).where(eq(quizQuestions.id, id));
    },

    async countStaffQuestions(weekStart: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(quizQuestions)
        .where(eq(quizQuestions.weekStart, weekStart));
      return row?.count ?? 0;
    },

    async playsOf(userId: string, weekStart: string): Promise<QuizPlayRow[]> {
      return db
        .select()
        .from(quizPlays)
        .where(and(eq(quizPlays.userId, userId), eq(quizPlays.weekStart, weekStart)))
        .orderBy(asc(quizPlays.position));
    },

    /** False when that question was already shown to the member (a concurrent request showed it). */
    async insertPlay(values: { userId: string; weekStart: string; position: number; shownAt: Date }) {
      const inserted = await db
        .insert(quizPlays)
        .values(values)
        .onConflictDoNothing()
        .returning({ position: quizPlays.position });
      return inserted.length > 0;
    },

    /** Records an answer once: undefined when the question was already answered (by a concurrent request too). */
    async answerPlay(
      key: { userId: string; weekStart: string; position: number },
      answer: { answeredAt: Date; chosenIndex: number; isCorrect: boolean; points: number },
    ): Promise<QuizPlayRow | undefined> {
      const [row] = await db
        .update(quizPlays)
        .set(answer)
        .where(
          and(
            eq(quizPlays.userId, key.userId),
            eq(quizPlays.weekStart, key.weekStart),
            eq(quizPlays.position, key.position),
            isNull(quizPlays.answeredAt),
          ),
        )
        .returning();
      return row;
    },

    async setPlayPoints(key: { userId: string; weekStart: string; position: number }, points: number) {
      await db
        .update(quizPlays)
        .set({ points })
        .where(
          and(
            eq(quizPlays.userId, key.userId),
            eq(quizPlays.weekStart, key.weekStart),
            eq(quizPlays.position, key.position),
          ),
        );
    },

    // ——— Challenge ———

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

    /** Members who logged in a challenge's month (participants) — counted per challenge. */
    async participantsIn(from: string, to: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(distinct ${challengeActivities.userId})::int` })
        .from(challengeActivities)
        .where(and(gte(challengeActivities.day, from), lt(challengeActivities.day, to)));
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

    // ——— Check-ins ———

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

    // ——— Points ———

    /** A member's ledger rows from `from` on, oldest first. */
    async pointsOf(userId: string, from: Date): Promise<PointsRow[]> {
      return db
        .select()
        .from(gamePoints)
        .where(and(eq(gamePoints.userId, userId), gte(gamePoints.awardedAt, from)))
        .orderBy(asc(gamePoints.awardedAt), asc(gamePoints.id));
    },

    async latestPointsOf(userId: string, limit: number): Promise<PointsRow[]> {
      return db
        .select()
        .from(gamePoints)
        .where(eq(gamePoints.userId, userId))
        .orderBy(desc(gamePoints.awardedAt), desc(gamePoints.id))
        .limit(limit);
    },

    async allTimePointsOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ points: sql<number>`coalesce(sum(${gamePoints.points}), 0)::int` })
        .from(gamePoints)
        .where(eq(gamePoints.userId, userId));
      return row?.points ?? 0;
    },

    /**
     * Each member's points in a month (UTC), summed from the ledger: what draw entries are made of. Only the members
     * asked for when `userIds` is given; members without points are absent.
     */
    async monthPointsOf(month: string, userIds?: readonly string[]): Promise<Map<string, number>> {
      if (userIds?.length === 0) return new Map();
      const rows = await db
        .select({ userId: gamePoints.userId, points: sql<number>`sum(${gamePoints.points})::int` })
        .from(gamePoints)
        .where(
          and(
            pointsWithin(monthBoundsOf(month)),
            userIds ? inArray(gamePoints.userId, [...userIds]) : undefined,
          ),
        )
        .groupBy(gamePoints.userId);
      return new Map(rows.map((row) => [row.userId, row.points]));
    },

    /**
     * The members with points in the period (all time when null), best first, ranked with ties sharing a rank;
     * `limit` rows, or only `userId`'s own row.
     */
    async ranking(
      period: { from: Date; to: Date } | null,
      pick: { limit: number } | { userId: string },
    ): Promise<RankedMember[]> {
      const totals = db
        .select({
          userId: gamePoints.userId,
          points: sql<number>`sum(${gamePoints.points})::int`.as('points'),
        })
        .from(gamePoints)
        .innerJoin(users, eq(users.id, gamePoints.userId))
        .where(and(ranksAmongMembers, pointsWithin(period)))
        .groupBy(gamePoints.userId)
        .as('totals');
      const ranked = db
        .select({
          userId: totals.userId,
          points: totals.points,
          rank: sql<number>`(rank() over (order by ${totals.points} desc))::int`.as('rank'),
        })
        .from(totals)
        .where(sql`${totals.points} > 0`)
        .as('ranked');
      const query = db
        .select({
          userId: ranked.userId,
          username: users.username,
          pictureKey: users.pictureKey,
          birthDate: users.birthDate,
          points: ranked.points,
          rank: ranked.rank,
        })
        .from(ranked)
        .innerJoin(users, eq(users.id, ranked.userId));
      if ('userId' in pick) return query.where(eq(ranked.userId, pick.userId));
      return query.orderBy(asc(ranked.rank), asc(users.username), asc(ranked.userId)).limit(pick.limit);
    },
  };
}

export type GameQueries = ReturnType<typeof gameQueries>;

/** Everything the games keep about a member, for their export (D6). */
async function exportFor(db: Database, userId: string) {
  const [points, activities, checkInDays, quizAnswers] = await Promise.all([
    db
      .select({ source: gamePoints.source, points: gamePoints.points, awardedAt: gamePoints.awardedAt })
      .from(gamePoints)
      .where(eq(gamePoints.userId, userId))
      .orderBy(asc(gamePoints.awardedAt)),
    db
      .select({
        type: challengeActivities.type,
        durationMinutes: challengeActivities.durationMinutes,
        day: challengeActivities.day,
        loggedAt: challengeActivities.createdAt,
      })
      .from(challengeActivities)
      .where(eq(challengeActivities.userId, userId))
      .orderBy(asc(challengeActivities.day)),
    db
      .select({ day: checkIns.day })
      .from(checkIns)
      .where(eq(checkIns.userId, userId))
      .orderBy(asc(checkIns.day)),
    db
      .select({
        week: quizPlays.weekStart,
        position: quizPlays.position,
        shownAt: quizPlays.shownAt,
        answeredAt: quizPlays.answeredAt,
        chosenIndex: quizPlays.chosenIndex,
        isCorrect: quizPlays.isCorrect,
        points: quizPlays.points,
      })
      .from(quizPlays)
      .where(eq(quizPlays.userId, userId))
      .orderBy(asc(quizPlays.weekStart), asc(quizPlays.position)),
  ]);
  return { points, activities, checkIns: checkInDays.map((row) => row.day), quizAnswers };
}

export function gamesRepository(db: Database) {
  return {
    ...gameQueries(db),
    exportFor: (userId: string) => exportFor(db, userId),
    transaction<T>(work: (tx: GameQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(gameQueries(tx as unknown as Database)));
    },
  };
}

export type GamesRepository = ReturnType<typeof gamesRepository>;
