import { rewardTextIn, type Language } from '@vitalia/contracts';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  drawEntrants,
  drawFreeEntries,
  draws,
  drawTickets,
  drawWinners,
  promoCodes,
  rewards,
} from '../../db/schema';

/**
 * The draws' part of a member's data export (decision 046), one row per draw they are in: the free entry they asked
 * for, their ticket (made when they first looked, or at the drawing), the entries stored once the draw is drawn, and the
 * prize they won with its code. Never a draw's seed: an open draw's is secret until it is drawn.
 */
export function drawsExport(db: Database) {
  return async (userId: string, language: Language) => {
    const rows = await db
      .select({
        month: draws.month,
        status: draws.status,
        drawnAt: draws.drawnAt,
        freeEntryAt: drawFreeEntries.createdAt,
        // The ticket a drawn draw stored for the member (draws drawn before issue 36 have no `draw_tickets` row), else
        // the one they were shown while it is open; and the entries a drawn draw stored with it.
        ticket: sql<string | null>`coalesce(${drawEntrants.ticket}, ${drawTickets.ticket})`,
        entries: drawEntrants.weight,
        wonRank: drawWinners.rank,
        prizeName: rewards.name,
        prizeWrittenIn: rewards.writtenIn,
        prizeTranslations: rewards.translations,
        prizeCode: promoCodes.code,
        prizeExpiresOn: promoCodes.expiresOn,
      })
      .from(draws)
      .leftJoin(
        drawFreeEntries,
        and(eq(drawFreeEntries.drawId, draws.id), eq(drawFreeEntries.userId, userId)),
      )
      .leftJoin(drawEntrants, and(eq(drawEntrants.drawId, draws.id), eq(drawEntrants.userId, userId)))
      .leftJoin(drawTickets, and(eq(drawTickets.drawId, draws.id), eq(drawTickets.userId, userId)))
      .leftJoin(drawWinners, and(eq(drawWinners.drawId, draws.id), eq(drawWinners.userId, userId)))
      .leftJoin(promoCodes, eq(promoCodes.id, drawWinners.promoCodeId))
      .leftJoin(rewards, eq(rewards.id, promoCodes.rewardId))
      .where(
        or(
          isNotNull(drawFreeEntries.userId),
          isNotNull(drawEntrants.userId),
          isNotNull(drawTickets.userId),
          isNotNull(drawWinners.userId),
        ),
      )
      .orderBy(asc(draws.month));
    return rows.map((row) => ({
      month: row.month,
      status: row.status,
      drawnAt: row.drawnAt,
      freeEntryAt: row.freeEntryAt,
      ticket: row.ticket,
      entries: row.entries,
      prize:
        row.wonRank === null
          ? null
          : {
              rank: row.wonRank,
              reward: rewardTextIn(
                {
                  name: row.prizeName ?? '',
                  description: '',
                  writtenIn: (row.prizeWrittenIn ?? 'en') as Language,
                  translations: row.prizeTranslations ?? { name: {}, description: {} },
                },
                'name',
                language,
              ).text,
              code: row.prizeCode,
              expiresOn: row.prizeExpiresOn,
            },
    }));
  };
}
