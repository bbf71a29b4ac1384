import {
  ErrorCode,
  importListLimit,
  translationsBeside,
  promoCodePageSize,
  rewardCategories,
  rewardInput,
  type AdminReward,
  type ImportResult,
  type Language,
  type PromoCodeFilter,
  type PromoCodePage,
  type Reward,
  type RewardCategory,
  type RewardInput,
  type RewardStatistics,
  type RewardTranslations,
  type RewardUpdate,
  type StockSummary,
} from '@vitalia/contracts';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors';
import { ImportFileError, readImportFile } from './import/read-import-file';
import type { LowStockCheck } from './low-stock';
import type { CodeRow, RewardRow, RewardsRepository, StockRow } from './rewards.repository';
import { csvStream } from '../../lib/csv-export';

/** D9: translations are kept only beside the written text, never blank or in the written language itself. */
export const translationsFor = (
  writtenIn: Language,
  translations: Partial<RewardTranslations> = {},
): RewardTranslations => ({
  name: translationsBeside(writtenIn, translations.name),
  description: translationsBeside(writtenIn, translations.description),
});

const rewardOf = (row: RewardRow): Reward => ({
  id: row.id,
  name: row.name,
  category: row.category as RewardCategory,
  partner: row.partner,
  description: row.description,
  isActive: row.isActive,
  lowStockThreshold: row.lowStockThreshold,
  writtenIn: row.writtenIn as Language,
  translations: translationsFor(row.writtenIn as Language, row.translations),
});

export const stockSummaryOf = (row: StockRow): StockSummary => ({
  ...row,
  category: row.category as RewardCategory,
  isLowStock: row.available < row.lowStockThreshold,
});

const promoCodeOf = (row: CodeRow) => ({
  id: row.id,
  code: row.code,
  status: row.status as 'available' | 'used',
  createdAt: row.createdAt.toISOString(),
  usedAt: row.usedAt?.toISOString() ?? null,
  expiresAt: row.expiresOn,
  assignedTo: row.assignedTo,
  reportedAt: row.reportedAt?.toISOString() ?? null,
});

/** The last `count` calendar months (UTC) as `YYYY-MM`, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return month.toISOString().slice(0, 7);
  });
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export interface ImportUpload {
  rewardId: string;
  fileName: string;
  filePath: string;
  startedBy: string | null;
}

/** The admin side of rewards (D7): catalogue, imports, stock and statistics. */
export function rewardsService(deps: {
  repository: RewardsRepository;
  checkLowStock: LowStockCheck;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function existingReward(rewardId: string): Promise<RewardRow> {
    const reward = await repository.rewardById(rewardId);
    if (!reward) throw new AppError(ErrorCode.notFound);
    return reward;
  }

  async function readFile(filePath: string) {
    try {
      return await readImportFile(filePath, { today: todayOf(now()) });
    } catch (error) {
      if (error instanceof ImportFileError) throw new AppError(error.code);
      throw error;
    }
  }

  return {
    async catalogue(): Promise<AdminReward[]> {
      const [rows, stock] = await Promise.all([repository.allRewards(), repository.stock()]);
      const stockById = new Map(stock.map((row) => [row.rewardId, stockSummaryOf(row)]));
      return rows.map((row) => ({ ...rewardOf(row), stock: stockById.get(row.id)! }));
    },

    /** Callers other than the route (demo data, benches) may leave out what has a default. */
    async create(input: RewardInput): Promise<Reward> {
      const values = rewardInput.parse(input);
      return rewardOf(
        await repository.insertReward({
          ...values,
          translations: translationsFor(values.writtenIn, values.translations),
        }),
      );
    },

    async update(rewardId: string, changes: RewardUpdate): Promise<Reward> {
      if (changes.writtenIn || changes.translations) {
        // Either one can leave a translation in the written language: kept apart, it would never be shown.
        const current = await existingReward(rewardId);
        const writtenIn = changes.writtenIn ?? (current.writtenIn as Language);
        changes = {
          ...changes,
          translations: translationsFor(writtenIn, changes.translations ?? current.translations),
        };
      }
      const row = await repository.updateReward(rewardId, changes);
      if (!row) throw new AppError(ErrorCode.notFound);
      // A raised threshold can put a reward below it at once.
      await deps.checkLowStock(rewardId);
      return rewardOf(row);
    },

    async stock(): Promise<StockSummary[]> {
      return (await repository.stock()).map(stockSummaryOf);
    },

    /**
     * Spec §3/§5, D7: reads the file as it streams, writes every row in one transaction, then answers with the counts
     * and the first rows of each list. The import's record is written first, so a crash leaves a trace.
     */
    async importFile(upload: ImportUpload): Promise<ImportResult> {
      await existingReward(upload.rewardId);
      const { format, ignoredColumns, rows } = await readFile(upload.filePath);
      const record = await repository.startImport({
        rewardId: upload.rewardId,
        fileName: upload.fileName.slice(0, 255),
        format,
        startedBy: upload.startedBy,
      });
      let counts;
      try {
        counts = await repository.importRows(record.id, upload.rewardId, rows);
      } catch (error) {
        await repository.finishImport(record.id, { status: 'failed' });
        if (error instanceof ImportFileError) throw new AppError(error.code);
        throw error;
      }
      const [issues, expired, valid] = await Promise.all([
        repository.importIssues(record.id, importListLimit),
        repository.importIssues(record.id, importListLimit, 'expired'),
        repository.importedCodes(record.id, importListLimit),
      ]);
      await deps.checkLowStock(upload.rewardId);
      const skipped = counts.total - counts.imported;
      return {
        importId: record.id,
        rewardId: upload.rewardId,
        format,
        imported: counts.imported,
        total: counts.total,
        skipped,
        skippedBy: counts.skippedBy,
        errors: issues,
        expiredCodes: expired.map(({ value }) => value),
        validCodes: valid,
        ignoredColumns: ignoredColumns.slice(0, importListLimit),
        listsTruncated:
          skipped > importListLimit ||
          counts.imported > importListLimit ||
          counts.skippedBy.expired > importListLimit ||
          ignoredColumns.length > importListLimit,
        message: `${counts.imported} of ${counts.total} codes imported; ${skipped} skipped.`,
      };
    },

    async importReport(importId: string): Promise<Readable> {
      if (!(await repository.importById(importId))) throw new AppError(ErrorCode.notFound);
      return csvStream(
        ['row', 'value', 'outcome'],
        (async function* () {
          for await (const batch of repository.importReportBatches(importId)) {
            yield batch.map(({ row, value, outcome }) => [String(row), value, outcome]);
          }
        })(),
      );
    },

    async codes(
      rewardId: string,
      query: { status: PromoCodeFilter; search: string; page: number },
    ): Promise<PromoCodePage> {
      await existingReward(rewardId);
      const { items, total } = await repository.codePage(
        rewardId,
        { status: query.status, search: query.search },
        { limit: promoCodePageSize, offset: (query.page - 1) * promoCodePageSize },
      );
      return { items: items.map(promoCodeOf), total, page: query.page, pageSize: promoCodePageSize };
    },

    async codesCsv(rewardId: string, filter: { status: PromoCodeFilter; search: string }): Promise<Readable> {
      await existingReward(rewardId);
      return csvStream(
        ['code', 'status', 'created_at', 'used_at', 'expires_on', 'member', 'reported_at'],
        (async function* () {
          for await (const batch of repository.codeBatches(rewardId, filter)) {
            yield batch.map((row) => [
              row.code,
              row.status,
              row.createdAt.toISOString(),
              row.usedAt?.toISOString() ?? '',
              row.expiresOn ?? '',
              row.assignedTo ?? '',
              row.reportedAt?.toISOString() ?? '',
            ]);
          }
        })(),
      );
    },

    async statistics(): Promise<RewardStatistics> {
      const months = lastMonths(now(), 12);
      const [stockRows, claims, winners] = await Promise.all([
        repository.stock(),
        repository.claimsByMonth(new Date(`${months[0]}-01T00:00:00Z`)),
        repository.winnersByMonth(months[0]!),
      ]);
      const stock = stockRows.map(stockSummaryOf);
      const series = (rows: { month: string; count: number }[]) => {
        const byMonth = new Map(rows.map(({ month, count }) => [month, count]));
        return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
      };
      return {
        stock,
        byCategory: rewardCategories.map((category) => {
          const inCategory = stock.filter((row) => row.category === category);
          return {
            category,
            available: inCategory.reduce((sum, row) => sum + row.available, 0),
            used: inCategory.reduce((sum, row) => sum + row.used, 0),
          };
        }),
        claimsByMonth: series(claims),
        winnersByMonth: series(winners),
      };
    },

    /** Start-up: imports cut off by a crash are marked, their codes having never been committed. */
    async sweepInterruptedImports(): Promise<number> {
      return repository.markRunningImportsInterrupted();
    },
  };
}

export type RewardsService = ReturnType<typeof rewardsService>;
