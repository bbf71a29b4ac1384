import type { PointSource } from '@vitalia/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gamePoints, users } from '../../db/schema';

export type PointsRow = typeof gamePoints.$inferSelect;

/** The first instant of a `YYYY-MM` month and of the next one, UTC. */
export function monthBoundsOf(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
}

export interface RankedMember {
  userId: string;
  points: number;
  rank: number;
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

/** The points ledger every game pays into, and the leaderboards read from it. */
export function gamePointQueries(db: Database) {
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
