import type { RewardTranslations } from '@vitalia/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import {
  drawEntrants,
  drawFreeEntries,
  drawTickets,
  drawWinners,
  draws,
  promoCodes,
  rewards,
  users,
} from '../../db/schema';

export type DrawRow = typeof draws.$inferSelect;

/** A draw with what every view of it shows: its prize and how many asked for a free entry. */
export interface DrawWithPrize {
  draw: DrawRow;
  /** In `prizeWrittenIn`; `prizeTranslations` holds the other languages (D9). */
  prizeRewardName: string;
  prizeWrittenIn: string;
  prizeTranslations: RewardTranslations;
  prizePartner: string;
  freeEntryCount: number;
}

export interface WinnerRow {
  drawId: string;
  rank: number;
  ticket: string;
  userId: string | null;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string | null;
  code: string;
  expiresOn: string | null;
}

export interface TakenCode {
  id: number;
  code: string;
  expiresOn: string | null;
}

/** Rows per insert statement: well under PostgreSQL's limit of bound parameters. */
const insertBatchSize = 1000;

function drawQueries(db: Database) {
  const withPrize = () =>
    db
      .select({
        draw: draws,
        prizeRewardName: rewards.name,
        prizeWrittenIn: rewards.writtenIn,
        prizeTranslations: rewards.translations,
        prizePartner: rewards.partner,
        freeEntryCount: sql<number>`(select count(*)::int from ${drawFreeEntries} where ${drawFreeEntries.drawId} = ${draws.id})`,
      })
      .from(draws)
      .innerJoin(rewards, eq(rewards.id, draws.prizeRewardId));

  return {
    async rewardById(id: string): Promise<{ id: string; name: string; partner: string } | undefined> {
      const [reward] = await db
        .select({ id: rewards.id, name: rewards.name, partner: rewards.partner })
        .from(rewards)
        .where(eq(rewards.id, id));
      return reward;
    },

    /** Undefined when the month already has its draw (one per month, a unique index). */
    async insertDraw(values: typeof draws.$inferInsert): Promise<DrawRow | undefined> {
      const [created] = await db
        .insert(draws)
        .values(values)
        .onConflictDoNothing({ target: draws.month })
        .returning();
      return created;
    },

    /** Newest month first. */
    async listDraws(limit?: number): Promise<DrawWithPrize[]> {
      const query = withPrize().orderBy(desc(draws.month));
      return limit === undefined ? query : query.limit(limit);
    },

    async findDraw(id: string): Promise<DrawWithPrize | undefined> {
      const [row] = await withPrize().where(eq(draws.id, id));
      return row;
    },

    /** Winners in rank order, with the member (while the account exists) and the code each was given. */
    async winnersOf(drawIds: string[]): Promise<WinnerRow[]> {
      if (drawIds.length === 0) return [];
      return db
        .select({
          drawId: drawWinners.drawId,
          rank: drawWinners.rank,
          ticket: drawWinners.ticket,
          userId: drawWinners.userId,
          firstname: users.firstname,
          lastname: users.lastname,
          username: users.username,
          email: users.email,
          code: promoCodes.code,
          expiresOn: promoCodes.expiresOn,
        })
        .from(drawWinners)
        .innerJoin(promoCodes, eq(promoCodes.id, drawWinners.promoCodeId))
        .leftJoin(users, eq(users.id, drawWinners.userId))
        .where(inArray(drawWinners.drawId, drawIds))
        .orderBy(asc(drawWinners.drawId), asc(drawWinners.rank));
    },

    /** The published entrant list: each ticket and the entries it held, in no particular order. */
    async entrantsOf(drawId: string): Promise<{ ticket: string; weight: number }[]> {
      return db
        .select({ ticket: drawEntrants.ticket, weight: drawEntrants.weight })
        .from(drawEntrants)
        .where(eq(drawEntrants.drawId, drawId));
    },

    /**
     * The draws among `drawIds` the member is on the stored entrant list of (drawn draws only), each with the ticket
     * stored for them and the entries it held.
     */
    async enteredDrawsOf(
      userId: string,
      drawIds: string[],
    ): Promise<Map<string, { ticket: string; weight: number }>> {
      if (drawIds.length === 0) return new Map();
      const rows = await db
        .select({ drawId: drawEntrants.drawId, ticket: drawEntrants.ticket, weight: drawEntrants.weight })
        .from(drawEntrants)
        .where(and(eq(drawEntrants.userId, userId), inArray(drawEntrants.drawId, drawIds)));
      return new Map(rows.map(({ drawId, ...entry }) => [drawId, entry]));
    },

    /** The member's tickets among `drawIds`, by draw: those made so far. */
    async ticketsOfMember(userId: string, drawIds: string[]): Promise<Map<string, string>> {
      if (drawIds.length === 0) return new Map();
      const rows = await db
        .select({ drawId: drawTickets.drawId, ticket: drawTickets.ticket })
        .from(drawTickets)
        .where(and(eq(drawTickets.userId, userId), inArray(drawTickets.drawId, drawIds)));
      return new Map(rows.map((row) => [row.drawId, row.ticket]));
    },

    /** Every ticket made so far in a draw, by member. */
    async ticketsOfDraw(drawId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ userId: drawTickets.userId, ticket: drawTickets.ticket })
        .from(drawTickets)
        .where(eq(drawTickets.drawId, drawId));
      return new Map(rows.map((row) => [row.userId, row.ticket]));
    },

    /**
     * Keeps the tickets given, except where the member already holds one in that draw (a request at the same moment
     * made it first) or the ticket is taken in that draw (a collision): both are skipped, not errors, and the caller
     * reads back what was kept.
     */
    async addTickets(rows: { drawId: string; userId: string; ticket: string }[]) {
      for (let start = 0; start < rows.length; start += insertBatchSize) {
        await db
          .insert(drawTickets)
          .values(rows.slice(start, start + insertBatchSize))
          .onConflictDoNothing();
      }
    },

    async freeEntriesOf(userId: string, drawIds: string[]): Promise<Set<string>> {
      if (drawIds.length === 0) return new Set();
      const rows = await db
        .select({ drawId: drawFreeEntries.drawId })
        .from(drawFreeEntries)
        .where(and(eq(drawFreeEntries.userId, userId), inArray(drawFreeEntries.drawId, drawIds)));
      return new Set(rows.map((row) => row.drawId));
    },

    async wonDrawsOf(userId: string, drawIds: string[]): Promise<Set<string>> {
      if (drawIds.length === 0) return new Set();
      const rows = await db
        .select({ drawId: drawWinners.drawId })
        .from(drawWinners)
        .where(and(eq(drawWinners.userId, userId), inArray(drawWinners.drawId, drawIds)));
      return new Set(rows.map((row) => row.drawId));
    },

    /**
     * Records a free entry while the draw is open. The draw's row is share-locked first, so an entry waits for a
     * draw in progress and then finds it drawn: no entry lands after the entrant list was taken.
     */
    async addFreeEntry(
      drawId: string,
      userId: string,
    ): Promise<'added' | 'existing' | 'closed' | 'not_found'> {
      return db.transaction(async (tx) => {
        const [draw] = await tx
          .select({ status: draws.status })
          .from(draws)
          .where(eq(draws.id, drawId))
          .for('share');
        if (!draw) return 'not_found';
        if (draw.status !== 'open') return 'closed';
        const inserted = await tx
          .insert(drawFreeEntries)
          .values({ drawId, userId })
          .onConflictDoNothing()
          .returning({ drawId: drawFreeEntries.drawId });
        return inserted.length > 0 ? 'added' : 'existing';
      });
    },

    // Drawing: used inside the one transaction of a draw.

    /** Locks the draw for the rest of the transaction: a second admin drawing at the same time waits, then sees it drawn. */
    async lockDraw(id: string): Promise<DrawRow | undefined> {
      const [draw] = await db.select().from(draws).where(eq(draws.id, id)).for('update');
      return draw;
    },

    /**
     * The entrants: the members given (premium in the month) and those with a free entry, deduplicated, keeping only
     * members (D7: admins and the ambassador never take part, whatever their subscription).
     */
    async entrantIdsOf(drawId: string, premiumIds: string[]): Promise<string[]> {
      // One text parameter however many members: a parameter per id would hit the protocol's limit.
      const premium = sql`string_to_array(${premiumIds.join(',')}, ',')::uuid[]`;
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.role, 'user'),
            sql`(${users.id} = any(${premium}) or exists (select 1 from ${drawFreeEntries}
              where ${drawFreeEntries.drawId} = ${drawId} and ${drawFreeEntries.userId} = ${users.id}))`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Locks the oldest `count` codes of the reward a member could still be given (available, not past the partner's
     * expiry on `today`); codes another transaction holds (a member's claim) are skipped, not waited on.
     */
    async lockAvailableCodes(rewardId: string, count: number, today: string): Promise<TakenCode[]> {
      return db
        .select({ id: promoCodes.id, code: promoCodes.code, expiresOn: promoCodes.expiresOn })
        .from(promoCodes)
        .where(
          and(
            eq(promoCodes.rewardId, rewardId),
            eq(promoCodes.status, 'available'),
            sql`(${promoCodes.expiresOn} is null or ${promoCodes.expiresOn} >= ${today}::date)`,
          ),
        )
        .orderBy(asc(promoCodes.createdAt), sql`${promoCodes.importRow} asc nulls last`, asc(promoCodes.id))
        .limit(count)
        .for('update', { skipLocked: true });
    },

    async giveCode(codeId: number, userId: string) {
      await db
        .update(promoCodes)
        .set({ status: 'used', userId, usedAt: sql`now()` })
        .where(eq(promoCodes.id, codeId));
    },

    async insertEntrants(rows: { drawId: string; ticket: string; userId: string; weight: number }[]) {
      for (let start = 0; start < rows.length; start += insertBatchSize) {
        await db.insert(drawEntrants).values(rows.slice(start, start + insertBatchSize));
      }
    },

    async insertWinners(rows: (typeof drawWinners.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(drawWinners).values(rows);
    },

    async markDrawn(id: string, proof: { entrantListHash: string; entrantCount: number }) {
      await db
        .update(draws)
        .set({ status: 'drawn', drawnAt: sql`now()`, ...proof })
        .where(eq(draws.id, id));
    },
  };
}

export type DrawQueries = ReturnType<typeof drawQueries>;

export function drawsRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  return {
    ...drawQueries(db),
    /** Runs `work` in one transaction with the queries bound to it, and its events: all of it is written, or none. */
    inTransaction<T>(work: (tx: DrawQueries & EventRecorder) => Promise<T>): Promise<T> {
      return events.transaction(drawQueries, work);
    },
  };
}

export type DrawsRepository = ReturnType<typeof drawsRepository>;
