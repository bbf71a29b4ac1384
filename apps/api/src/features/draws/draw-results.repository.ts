import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drawEntrants, drawWinners, promoCodes, users } from '../../db/schema';

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

/** What a drawn draw stored: its winners and entrant list, and a member's place on them. */
export function drawResultQueries(db: Database) {
  return {
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

    async wonDrawsOf(userId: string, drawIds: string[]): Promise<Set<string>> {
      if (drawIds.length === 0) return new Set();
      const rows = await db
        .select({ drawId: drawWinners.drawId })
        .from(drawWinners)
        .where(and(eq(drawWinners.userId, userId), inArray(drawWinners.drawId, drawIds)));
      return new Set(rows.map((row) => row.drawId));
    },
  };
}
