import type {
  ImportRowOutcome,
  PromoCodeFilter,
  RewardCategory,
  RewardTranslations,
  RewardUpdate,
} from '@vitalia/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log/audit-log.repository';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { promoCodeImports, promoCodes, rewardClaims, rewards } from '../../db/schema';
import type { ImportRow } from './import/read-import-file';

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
export type ImportRecord = typeof promoCodeImports.$inferSelect;

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

export interface ClaimRow {
  id: string;
  source: 'claim' | 'draw';
  rewardId: string;
  rewardName: string;
  writtenIn: string;
  translations: RewardTranslations;
  category: string;
  partner: string;
  code: string;
  expiresOn: string | null;
  claimedAt: Date;
  reportedAt: Date | null;
  hasReported: boolean;
}

export interface ImportCounts {
  imported: number;
  total: number;
  skippedBy: Record<ImportRowOutcome, number>;
}

/** Rows staged per statement: large enough to keep round trips few, small enough to keep memory flat. */
const stagingBatchSize = 5000;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

// "Available" means a member could still be given it: not used and not past the partner's expiry.
const isClaimable = sql`${promoCodes.status} = 'available' and (${promoCodes.expiresOn} is null or ${promoCodes.expiresOn} >= current_date)`;

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

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));
const asCodeRow = (row: CodeRow): CodeRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  usedAt: toDate(row.usedAt),
  reportedAt: toDate(row.reportedAt),
});

function rewardQueries(db: Database) {
  /** Locks and takes the oldest claimable code of a reward; codes held by another claim are skipped, not waited on. */
  async function takeCode(rewardId: string, userId: string) {
    const [code] = rowsOf<{ id: number }>(
      await db.execute(sql`
        update promo_codes set status = 'used', user_id = ${userId}, used_at = now()
        where id = (
          select id from promo_codes
          where reward_id = ${rewardId} and ${isClaimable}
          order by created_at, import_row nulls last, id
          limit 1 for update skip locked
        )
        returning id`),
    );
    return code?.id ?? null;
  }

  async function claimIdOf(rewardId: string, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: rewardClaims.id })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.rewardId, rewardId), eq(rewardClaims.userId, userId)));
    return row?.id ?? null;
  }

  return {
    // Catalogue

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

    // Stock

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
          await db.execute(
            sql`${codeSelection} where ${where} ${keyset} order by c.id limit ${stagingBatchSize}`,
          ),
        );
        if (batch.length === 0) return;
        yield batch.map(asCodeRow);
        after = batch.at(-1)!.id;
      }
    },

    // Imports

    async startImport(values: typeof promoCodeImports.$inferInsert): Promise<ImportRecord> {
      const [row] = await db.insert(promoCodeImports).values(values).returning();
      return row!;
    },

    async finishImport(
      id: string,
      outcome: { status: 'completed' | 'failed'; imported?: number; total?: number },
    ) {
      await db
        .update(promoCodeImports)
        .set({ ...outcome, finishedAt: new Date() })
        .where(eq(promoCodeImports.id, id));
    },

    /** At start-up: an import still `running` belongs to a process that died, and its transaction died with it. */
    async markRunningImportsInterrupted(): Promise<number> {
      const rows = await db
        .update(promoCodeImports)
        .set({ status: 'interrupted', finishedAt: new Date() })
        .where(eq(promoCodeImports.status, 'running'))
        .returning({ id: promoCodeImports.id });
      return rows.length;
    },

    async importById(id: string): Promise<ImportRecord | undefined> {
      const [row] = await db.select().from(promoCodeImports).where(eq(promoCodeImports.id, id));
      return row;
    },

    /**
     * The whole file in one transaction (all or nothing): rows are staged in batches as they stream in, then one
     * statement classifies them (duplicate in the file, already in stock) and writes codes and issues together.
     * The advisory lock serialises imports into the same reward, so two imports of one file cannot both add it.
     */
    async importRows(
      importId: string,
      rewardId: string,
      rows: AsyncIterable<ImportRow>,
    ): Promise<ImportCounts> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${rewardId}))`);
        await tx.execute(sql`
          create temporary table import_staging (
            row int not null, value text not null, code text, expires_on date, outcome text
          ) on commit drop`);
        let batch: ImportRow[] = [];
        // One batch travels while the next is read: on PostgreSQL the file's parsing and the inserts overlap.
        let sending: Promise<unknown> = Promise.resolve();
        const flush = async () => {
          if (batch.length === 0) return;
          const sent = batch;
          batch = [];
          // One array parameter per column (drizzle would spread a bare array into a list of parameters).
          const column = <T>(pick: (row: ImportRow) => T) => sql.param(sent.map(pick));
          await sending;
          // A real promise: drizzle's query runs again each time its `then` is called.
          sending = Promise.resolve(
            tx.execute(sql`
            insert into import_staging
            select * from unnest(
              ${column((row) => row.row)}::int[], ${column((row) => row.value)}::text[],
              ${column((row) => row.code)}::text[], ${column((row) => row.expiresOn)}::date[],
              ${column((row) => row.outcome)}::text[])`),
          );
          // Awaited at the next flush or at the end; until then a failure must not count as unhandled.
          sending.catch(() => {});
        };
        for await (const row of rows) {
          batch.push(row);
          if (batch.length >= stagingBatchSize) await flush();
        }
        await flush();
        await sending;
        const counts = rowsOf<{ outcome: ImportRowOutcome | null; count: number }>(
          await tx.execute(sql`
            with ranked as materialized (
              select s.row, s.value, s.code, s.expires_on,
                coalesce(s.outcome, case
                  when row_number() over (partition by s.code, s.outcome is null order by s.row) > 1
                    then 'duplicate_in_file'
                  when p.code is not null then 'already_in_stock'
                end) as outcome
              from import_staging s
                left join promo_codes p on p.reward_id = ${rewardId} and p.code = s.code
            ), codes as (
              insert into promo_codes (reward_id, code, expires_on, import_id, import_row)
              select ${rewardId}, code, expires_on, ${importId}, row from ranked where outcome is null
            ), issues as (
              insert into promo_code_import_issues (import_id, row, outcome, value)
              select ${importId}, row, outcome, value from ranked where outcome is not null
            )
            select outcome, count(*)::int as count from ranked group by outcome`),
        );
        const skippedBy = { duplicate_in_file: 0, already_in_stock: 0, expired: 0, invalid: 0 };
        let imported = 0;
        for (const { outcome, count } of counts) {
          if (outcome === null) imported = count;
          else skippedBy[outcome] = count;
        }
        const total = counts.reduce((sum, { count }) => sum + count, 0);
        await tx
          .update(promoCodeImports)
          .set({ status: 'completed', imported, total, finishedAt: new Date() })
          .where(eq(promoCodeImports.id, importId));
        await recordAudit(tx, {
          action: 'promo_codes.imported',
          target: { type: 'reward', id: rewardId },
          after: { importId, imported, total, skippedBy },
        });
        return { imported, total, skippedBy };
      });
    },

    async importIssues(importId: string, limit: number, outcome?: ImportRowOutcome) {
      const only = outcome ? sql`and outcome = ${outcome}` : sql``;
      return rowsOf<{ row: number; outcome: ImportRowOutcome; value: string }>(
        await db.execute(sql`
          select row, outcome, value from promo_code_import_issues
          where import_id = ${importId} ${only} order by row limit ${limit}`),
      );
    },

    async importedCodes(importId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ code: promoCodes.code })
        .from(promoCodes)
        .where(eq(promoCodes.importId, importId))
        .orderBy(asc(promoCodes.importRow))
        .limit(limit);
      return rows.map(({ code }) => code);
    },

    /** Every row of an import with its outcome, in file order, in keyset batches. */
    async *importReportBatches(importId: string) {
      let after = 0;
      for (;;) {
        const batch = rowsOf<{ row: number; value: string; outcome: string }>(
          await db.execute(sql`
            select row, value, outcome from (
              select import_row as row, code as value, 'imported' as outcome
                from promo_codes where import_id = ${importId} and import_row > ${after}
              union all
              select row, value, outcome from promo_code_import_issues where import_id = ${importId} and row > ${after}
            ) report order by row limit ${stagingBatchSize}`),
        );
        if (batch.length === 0) return;
        yield batch;
        after = batch.at(-1)!.row;
      }
    },

    // Members

    async activeRewardsFor(userId: string, category: RewardCategory | undefined) {
      const inCategory = category ? sql`and r.category = ${category}` : sql``;
      return rowsOf<RewardRow & { inStock: boolean; claimId: string | null }>(
        await db.execute(sql`
          select r.id, r.name, r.category, r.partner, r.description,
            r.written_language as "writtenIn", r.translations,
            exists (select 1 from promo_codes c where c.reward_id = r.id
              and c.status = 'available' and (c.expires_on is null or c.expires_on >= current_date)) as "inStock",
            rc.id as "claimId"
          from rewards r left join reward_claims rc on rc.reward_id = r.id and rc.user_id = ${userId}
          where r.is_active ${inCategory}
          order by r.category, r.name`),
      );
    },

    takeCode,
    claimIdOf,

    /** What a member received: their claims and their draw prizes, newest first. */
    async claimsOf(userId: string): Promise<ClaimRow[]> {
      const rows = rowsOf<ClaimRow>(
        await db.execute(sql`
          select rc.id::text as id, 'claim' as source, r.id as "rewardId", r.name as "rewardName",
            r.written_language as "writtenIn", r.translations, r.category, r.partner,
            c.code, c.expires_on::text as "expiresOn", rc.claimed_at as "claimedAt",
            reported.reported_at as "reportedAt", rc.reported_code_id is not null as "hasReported"
          from reward_claims rc
            join rewards r on r.id = rc.reward_id
            join promo_codes c on c.id = rc.promo_code_id
            left join promo_codes reported on reported.id = rc.reported_code_id
          where rc.user_id = ${userId}
          union all
          select c.id::text, 'draw', r.id, r.name, r.written_language, r.translations, r.category, r.partner, c.code,
            c.expires_on::text,
            coalesce(d.drawn_at, c.used_at), null, true
          from draw_winners w
            join draws d on d.id = w.draw_id
            join promo_codes c on c.id = w.promo_code_id
            join rewards r on r.id = c.reward_id
          where w.user_id = ${userId}
          order by "claimedAt" desc`),
      );
      return rows.map((row) => ({
        ...row,
        claimedAt: new Date(row.claimedAt),
        reportedAt: toDate(row.reportedAt),
      }));
    },

    // Low stock

    /**
     * Flags a reward whose claimable stock fell below its threshold, once per crossing: true only for the call that
     * flips the flag, so the admins are mailed once. A restocked reward is unflagged.
     */
    async flagLowStock(rewardId: string): Promise<boolean> {
      const available = sql`(select count(*) from promo_codes c where c.reward_id = ${rewardId}
        and c.status = 'available' and (c.expires_on is null or c.expires_on >= current_date))`;
      await db.execute(sql`
        update rewards set low_stock_alerted = false
        where id = ${rewardId} and low_stock_alerted and ${available} >= low_stock_threshold`);
      const flipped = await db.execute(sql`
        update rewards set low_stock_alerted = true
        where id = ${rewardId} and not low_stock_alerted and ${available} < low_stock_threshold
        returning id`);
      return rowsOf(flipped).length > 0;
    },

    // Statistics

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

/** Thrown to undo a claim's transaction: the member's own other claim got there first. */
class LostClaimRace extends Error {}

/** A transaction's queries, and its handle for the statements written here. */
const withQueries = (tx: Database) => ({ ...rewardQueries(tx), db: tx });

/** Taking codes out of stock announces it (`reward.codes-taken`), in the same transaction: the low-stock check follows. */
export function rewardsRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  const queries = rewardQueries(db);
  return {
    ...queries,

    /**
     * One code per member and reward: the code is taken under a row lock that other claims skip, so simultaneous
     * claims never share one; the unique (member, reward) key makes a member's second, simultaneous claim give
     * back the first. Null when nothing is left.
     */
    async claim(rewardId: string, userId: string): Promise<{ claimId: string; isNew: boolean } | null> {
      const existing = await queries.claimIdOf(rewardId, userId);
      if (existing) return { claimId: existing, isNew: false };
      return events
        .transaction(withQueries, async (tx) => {
          const codeId = await tx.takeCode(rewardId, userId);
          if (!codeId) return null;
          const [inserted] = await tx.db
            .insert(rewardClaims)
            .values({ rewardId, userId, promoCodeId: codeId })
            .onConflictDoNothing()
            .returning({ id: rewardClaims.id });
          // Lost the race to the member's own other claim: give the code back by undoing this transaction.
          if (!inserted) throw new LostClaimRace();
          await tx.publish('reward.codes-taken', { rewardId });
          await tx.publish('reward.claimed', { claimId: inserted.id, userId });
          return { claimId: inserted.id, isNew: true };
        })
        .catch(async (error: unknown) => {
          const winner = await queries.claimIdOf(rewardId, userId);
          if (winner) return { claimId: winner, isNew: false };
          throw error;
        });
    },

    /**
     * Swaps a claim's code for a fresh one, once: the old code keeps its member and is flagged for the partner.
     * 'reported' when it was already swapped, 'out_of_stock' when nothing is left, null when the claim is not theirs.
     */
    async replaceReportedCode(
      claimId: string,
      userId: string,
    ): Promise<{ rewardId: string } | 'reported' | 'out_of_stock' | null> {
      return events.transaction(withQueries, async (tx) => {
        const [claim] = rowsOf<{ rewardId: string; promoCodeId: number; reportedCodeId: number | null }>(
          await tx.db.execute(sql`
              select reward_id as "rewardId", promo_code_id as "promoCodeId", reported_code_id as "reportedCodeId"
              from reward_claims where id = ${claimId} and user_id = ${userId} for update`),
        );
        if (!claim) return null;
        if (claim.reportedCodeId) return 'reported' as const;
        const freshId = await tx.takeCode(claim.rewardId, userId);
        if (!freshId) return 'out_of_stock' as const;
        await tx.db.execute(sql`update promo_codes set reported_at = now() where id = ${claim.promoCodeId}`);
        await tx.db.execute(sql`
            update reward_claims set promo_code_id = ${freshId}, reported_code_id = ${claim.promoCodeId}
            where id = ${claimId}`);
        await tx.publish('reward.codes-taken', { rewardId: claim.rewardId });
        return { rewardId: claim.rewardId };
      });
    },
  };
}

export type RewardsRepository = ReturnType<typeof rewardsRepository>;
