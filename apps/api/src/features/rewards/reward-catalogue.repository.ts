import type { PromoCodeFilter, RewardUpdate } from '@vitalia/contracts';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batchSize, dateOrNull, rowsOf } from '../../db/rows';
import { rewards } from '../../db/schema';
import { recordAudit } from '../../lib/audit-log/audit-log.repository';

export type RewardRow = typeof rewards.$inferSelect;

/** What the audit log keeps of a reward: what staff set, not the bookkeeping. */
const auditedRewardOf = (reward: RewardRow) => ({
  name: reward.name,
  category: reward.category,
  partner: reward.partner,
  description: reward.description,
  isActive: reward.isActive,
  lowStockThreshold: reward.lowStockThreshold,
  writtenIn: reward.writtenIn,
  translations: reward.translations,
});
export interface StockRow {
  rewardId: string;
  rewardName: string;
  category: string;
  lowStockThreshold: number;
  available: number;
  used: number;
  reported: number;
}

export interface CodeRow {
  id: string;
  code: string;
  status: string;
  createdAt: Date;
  usedAt: Date | null;
  expiresOn: string | null;
  assignedTo: string | null;
  reportedAt: Date | null;
}

const stockSelection = sql`
  select r.id as "rewardId", r.name as "rewardName", r.category, r.low_stock_threshold as "lowStockThreshold",
    count(c.id) filter (where c.status = 'available' and (c.expires_on is null or c.expires_on >= current_date))::int
      as available,
    count(c.id) filter (where c.status = 'used')::int as used,
    count(c.id) filter (where c.reported_at is not null)::int as reported
  from rewards r left join promo_codes c on c.reward_id = r.id`;

function codeFilter(rewardId: string, status: PromoCodeFilter, search: string): SQL {
  const conditions: SQL[] = [sql`c.reward_id = ${rewardId}`];
  if (status === 'available') conditions.push(sql`c.status = 'available'`);
  if (status === 'used') conditions.push(sql`c.status = 'used'`);
  if (status === 'reported') conditions.push(sql`c.reported_at is not null`);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`(c.code ilike ${pattern} or u.email ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

const codeSelection = sql`
  select c.id::text as id, c.code, c.status, c.created_at as "createdAt", c.used_at as "usedAt",
    c.expires_on::text as "expiresOn", u.email as "assignedTo", c.reported_at as "reportedAt"
  from promo_codes c left join users u on u.id = c.user_id`;

const asCodeRow = (row: CodeRow): CodeRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  usedAt: dateOrNull(row.usedAt),
  reportedAt: dateOrNull(row.reportedAt),
});

/** The catalogue staff run: rewards, their stock and their codes. */
export function rewardCatalogueQueries(db: Database) {
  return {
    async allRewards(): Promise<RewardRow[]> {
      return db.select().from(rewards).orderBy(asc(rewards.category), asc(rewards.name));
    },

    async rewardById(id: string): Promise<RewardRow | undefined> {
      const [row] = await db.select().from(rewards).where(eq(rewards.id, id));
      return row;
    },

    /** Staff's change, so written to the audit log with it (the demo's seed too, without an actor). */
    async insertReward(values: typeof rewards.$inferInsert): Promise<RewardRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(rewards).values(values).returning();
        await recordAudit(tx, {
          action: 'reward.created',
          target: { type: 'reward', id: row!.id },
          after: auditedRewardOf(row!),
        });
        return row!;
      });
    },

    async updateReward(id: string, changes: RewardUpdate): Promise<RewardRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(rewards)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(rewards.id, id))
          .returning();
        const changed = Object.keys(changes) as (keyof ReturnType<typeof auditedRewardOf>)[];
        const pick = (reward: RewardRow) =>
          Object.fromEntries(changed.map((key) => [key, auditedRewardOf(reward)[key]]));
        await recordAudit(tx, {
          action: 'reward.updated',
          target: { type: 'reward', id },
          before: pick(before),
          after: pick(row!),
        });
        return row;
      });
    },

    async stock(rewardId?: string): Promise<StockRow[]> {
      const where = rewardId ? sql`where r.id = ${rewardId}` : sql``;
      return rowsOf<StockRow>(
        await db.execute(sql`${stockSelection} ${where} group by r.id order by r.category, r.name`),
      );
    },

    async codePage(
      rewardId: string,
      filter: { status: PromoCodeFilter; search: string },
      page: { limit: number; offset: number },
    ): Promise<{ items: CodeRow[]; total: number }> {
      const where = codeFilter(rewardId, filter.status, filter.search);
      const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
        await db.execute(
          sql`select count(*)::int as total from promo_codes c left join users u on u.id = c.user_id where ${where}`,
        ),
      );
      const items = rowsOf<CodeRow>(
        await db.execute(
          sql`${codeSelection} where ${where} order by c.created_at desc, c.import_row desc nulls last, c.id
            limit ${page.limit} offset ${page.offset}`,
        ),
      );
      return { items: items.map(asCodeRow), total };
    },

    /** The filtered list in keyset batches, so an export of 400k codes never sits in memory at once. */
    async *codeBatches(rewardId: string, filter: { status: PromoCodeFilter; search: string }) {
      const where = codeFilter(rewardId, filter.status, filter.search);
      let after: string | null = null;
      for (;;) {
        const keyset: SQL = after === null ? sql`` : sql`and c.id > ${after}`;
        const batch = rowsOf<CodeRow>(
          await db.execute(sql`${codeSelection} where ${where} ${keyset} order by c.id limit ${batchSize}`),
        );
        if (batch.length === 0) return;
        yield batch.map(asCodeRow);
        after = batch.at(-1)!.id;
      }
    },
  };
}
