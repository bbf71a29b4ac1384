import type { RewardTranslations } from '@vitalia/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drawFreeEntries, draws, rewards } from '../../db/schema';

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

/** The month's draws and the rewards they give: opening one, finding and listing them with their prize. */
export function drawPrizeQueries(db: Database) {
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
  };
}
