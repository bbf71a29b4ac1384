import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Claims and draw prizes counted by month, for the statistics screen. */
export function rewardStatisticsQueries(db: Database) {
  return {
    async claimsByMonth(since: Date) {
      return rowsOf<{ month: string; count: number }>(
        await db.execute(sql`
          select to_char(claimed_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as count
          from reward_claims where claimed_at >= ${since.toISOString()} group by 1`),
      );
    },

    async winnersByMonth(fromMonth: string) {
      return rowsOf<{ month: string; count: number }>(
        await db.execute(sql`
          select d.month, count(w.rank)::int as count
          from draws d join draw_winners w on w.draw_id = d.id
          where d.month >= ${fromMonth} group by d.month`),
      );
    },
  };
}
