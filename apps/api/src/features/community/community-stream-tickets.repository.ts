import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityStreamTickets } from '../../db/schema';

/** The single-use tickets that open a member's live stream. */
export function streamTicketQueries(db: Database) {
  return {
    async storeTicket(tokenHash: string, userId: string, expiresAt: Date) {
      await db.insert(communityStreamTickets).values({ tokenHash, userId, expiresAt });
      await db
        .delete(communityStreamTickets)
        .where(sql`${communityStreamTickets.expiresAt} < now() - interval '1 hour'`);
    },

    /** Uses a ticket once: the member it was issued to, or null when it is unknown, used or expired. */
    async takeTicket(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .update(communityStreamTickets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(communityStreamTickets.tokenHash, tokenHash),
            isNull(communityStreamTickets.usedAt),
            gt(communityStreamTickets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: communityStreamTickets.userId });
      return row?.userId ?? null;
    },

    /** A member who lost their right to read: the tickets they were given and have not used die with it. */
    async dropUnusedTickets(userId: string) {
      await db
        .delete(communityStreamTickets)
        .where(and(eq(communityStreamTickets.userId, userId), isNull(communityStreamTickets.usedAt)));
    },
  };
}
