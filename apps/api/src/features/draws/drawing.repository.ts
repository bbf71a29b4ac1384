import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drawEntrants, drawFreeEntries, drawWinners, draws, promoCodes, users } from '../../db/schema';
import { insertBatchSize } from './draw-entries.repository';
import type { DrawRow } from './draw-prizes.repository';

export interface TakenCode {
  id: number;
  code: string;
  expiresOn: string | null;
}

/** Drawing: used inside the one transaction of a draw. */
export function drawingQueries(db: Database) {
  return {
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
