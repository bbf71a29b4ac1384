/**
 * Promo-code import (issue 5): a generated 10 MB CSV (~400k codes) into an empty reward, through the same service
 * the API route calls (stream → validate → stage → one classified insert, one transaction), on PostgreSQL (when it
 * answers) and on the embedded PGlite. Baseline in the same run: a plain `COPY` of the same codes into the same table.
 * Then a 10 MB .xlsx on the engine at hand. Prints seconds, the ratio to COPY and the peak memory growth.
 * Targets: CSV ≤ 5 s and ≤ 3× COPY on PostgreSQL, ≤ 8 s on PGlite, memory growth ≤ 150 MB; .xlsx ≤ 8 s, ≤ 512 MB.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { rewardsRepository } from '../apps/api/src/features/rewards/rewards.repository';
import { createEventBus } from '../apps/api/src/lib/domain-events/domain-events';
import { readImportFile } from '../apps/api/src/features/rewards/import/read-import-file';
import { rewardsService } from '../apps/api/src/features/rewards/rewards.service';
import { throwawayPostgres } from './support/postgres';

const targetBytes = 10_000_000;
const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-import-bench-'));

// 12-character random codes and a far expiry: ~25 bytes a row, ~400k rows in 10 MB.
const codeAt = (index: number) => `V${index.toString(36).padStart(5, '0')}${randomBytes(3).toString('hex')}`;

async function writeCsv(filePath: string): Promise<string[]> {
  const codes: string[] = [];
  let size = 'code,expiry\n'.length;
  const lines = (function* () {
    yield 'code,expiry\n';
    for (let index = 0; ; index += 1) {
      const line = `${codeAt(index)},2031-12-31\n`;
      if (size + line.length > targetBytes) return;
      size += line.length;
      codes.push(line.slice(0, line.indexOf(',')));
      yield line;
    }
  })();
  await pipeline(Readable.from(lines), createWriteStream(filePath));
  return codes;
}

async function writeXlsx(filePath: string, rows: number): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Codes');
  sheet.addRow(['Code', 'Expiry date']).commit();
  const expiry = new Date(Date.UTC(2031, 11, 31));
  for (let index = 0; index < rows; index += 1) sheet.addRow([codeAt(index), expiry]).commit();
  await workbook.commit();
  return (await stat(filePath)).size;
}

/** A compressed size is known only at the end: a sample gives the bytes per row, then the full file is written. */
async function writeTenMegabyteXlsx(filePath: string): Promise<number> {
  const sampleRows = 50_000;
  const bytesPerRow = (await writeXlsx(filePath, sampleRows)) / sampleRows;
  const rows = Math.min(1_048_000, Math.floor((targetBytes * 0.98) / bytesPerRow));
  await writeXlsx(filePath, rows);
  return rows;
}

/** Samples RSS while `work` runs; answers its duration and the peak growth over the starting RSS. */
async function measure<T>(work: () => Promise<T>): Promise<{ seconds: number; peakMb: number; result: T }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const began = performance.now();
  const result = await work();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds, peakMb: (peak - start) / 1024 / 1024, result };
}

async function copyBaseline(handle: DatabaseHandle, rewardId: string, codes: string[]) {
  const sql = `copy promo_codes (reward_id, code, expires_on) from stdin with (format csv)`;
  const rows = function* () {
    for (let index = 0; index < codes.length; index += 5000) {
      yield codes
        .slice(index, index + 5000)
        .map((code) => `${rewardId},${code},2031-12-31\n`)
        .join('');
    }
  };
  if (handle.kind === 'postgres') {
    const client = await (handle.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await pipeline(Readable.from(rows()), client.query(copyFrom(sql)));
    } finally {
      client.release();
    }
    return;
  }
  const blob = new Blob([...rows()]);
  await (handle.db as unknown as { $client: PGlite }).$client.query(
    `${sql.replace('stdin', "'/dev/blob'")}`,
    [],
    { blob },
  );
}

async function onEngine(
  label: string,
  handle: DatabaseHandle,
  files: { csvPath: string; xlsxPath: string; xlsxRows: number },
  codes: string[],
) {
  const { csvPath } = files;
  const codeCount = codes.length;
  const repository = rewardsRepository(handle.db, createEventBus({ db: handle.db, log: console }));
  const service = rewardsService({ repository, checkLowStock: async () => {} });
  const reward = (name: string) =>
    service.create({
      name,
      category: 'sport',
      partner: '',
      description: '',
      isActive: true,
      lowStockThreshold: 0,
    });
  const copied = await reward('COPY baseline');
  const copy = await measure(() => copyBaseline(handle, copied.id, codes));
  const target = await reward('Import');
  const imported = await measure(() =>
    service.importFile({ rewardId: target.id, fileName: 'bench.csv', filePath: csvPath, startedBy: null }),
  );
  if (imported.result.imported !== codeCount)
    throw new Error(`imported ${imported.result.imported} of ${codeCount}`);
  const again = await measure(() =>
    service.importFile({ rewardId: target.id, fileName: 'bench.csv', filePath: csvPath, startedBy: null }),
  );
  if (again.result.imported !== 0) throw new Error('a re-import added codes');
  console.log(
    `${label.padEnd(10)} CSV import ${imported.seconds.toFixed(2)} s (${codeCount} codes)  COPY ${copy.seconds.toFixed(2)} s  ` +
      `ratio ${(imported.seconds / copy.seconds).toFixed(2)}×  peak memory +${imported.peakMb.toFixed(0)} MB  ` +
      `re-import ${again.seconds.toFixed(2)} s (0 added)`,
  );
  const xlsxBytes = (await stat(files.xlsxPath)).size;
  const sheetReward = await reward('Xlsx');
  const xlsx = await measure(() =>
    service.importFile({
      rewardId: sheetReward.id,
      fileName: 'bench.xlsx',
      filePath: files.xlsxPath,
      startedBy: null,
    }),
  );
  if (xlsx.result.imported !== files.xlsxRows)
    throw new Error(`imported ${xlsx.result.imported} of ${files.xlsxRows}`);
  console.log(
    `${label.padEnd(10)} XLSX import ${xlsx.seconds.toFixed(2)} s (${(xlsxBytes / 1e6).toFixed(1)} MB, ${files.xlsxRows} rows)  ` +
      `peak memory +${xlsx.peakMb.toFixed(0)} MB`,
  );
}

try {
  const csvPath = path.join(workDir, 'codes.csv');
  const codes = await writeCsv(csvPath);
  const xlsxPath = path.join(workDir, 'codes.xlsx');
  const xlsxRows = await writeTenMegabyteXlsx(xlsxPath);
  const files = { csvPath, xlsxPath, xlsxRows };
  console.log(
    `generated a ${(await stat(csvPath)).size}-byte CSV (${codes.length} codes) and a ${(await stat(xlsxPath)).size}-byte XLSX`,
  );
  const readOnly = await measure(async () => {
    const { rows } = await readImportFile(xlsxPath, { today: new Date().toISOString().slice(0, 10) });
    let count = 0;
    for await (const _row of rows) count += 1;
    return count;
  });
  console.log(
    `reading the XLSX alone (no database): ${readOnly.seconds.toFixed(2)} s, peak memory +${readOnly.peakMb.toFixed(0)} MB`,
  );
  const postgres = await throwawayPostgres();
  if (postgres) {
    const handle = await openDatabase({ kind: 'postgres', url: postgres.url });
    try {
      await onEngine('PostgreSQL', handle, files, codes);
    } finally {
      await handle.close();
      await postgres.drop();
    }
  } else {
    console.log('PostgreSQL  not reachable: skipped');
  }
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await onEngine('PGlite', pglite, files, codes);
  } finally {
    await pglite.close();
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
