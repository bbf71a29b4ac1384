import type { ImportRowOutcome } from '@vitalia/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batchSize, rowsOf } from '../../db/rows';
import { promoCodeImports, promoCodes } from '../../db/schema';
import { recordAudit } from '../../lib/audit-log/audit-log.repository';
import type { ImportRow } from './import/read-import-file';

export type ImportRecord = typeof promoCodeImports.$inferSelect;

export interface ImportCounts {
  imported: number;
  total: number;
  skippedBy: Record<ImportRowOutcome, number>;
}

/** Promo-code files brought into a reward's stock, and what became of each row. */
export function promoCodeImportQueries(db: Database) {
  return {
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
          if (batch.length >= batchSize) await flush();
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
            ) report order by row limit ${batchSize}`),
        );
        if (batch.length === 0) return;
        yield batch;
        after = batch.at(-1)!.row;
      }
    },
  };
}
