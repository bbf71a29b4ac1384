import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drawFreeEntries, drawTickets, draws } from '../../db/schema';

/** Rows per insert statement: well under PostgreSQL's limit of bound parameters. */
export const insertBatchSize = 1000;

/** The ways into a draw before it is drawn: the tickets made for its entrants, and the free entries asked for. */
export function drawEntryQueries(db: Database) {
  return {
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
  };
}
