import { maxImportFileBytes, type ImportResult } from '@vitalia/contracts';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodeImports } from '../../db/schema';
import type { TestAccount } from '../../test/accounts';
import {
  codesCsv,
  createReward,
  importFile,
  memberWithRole,
  multipartFile,
  promoFixturesDir,
  readPromoFixture,
} from '../../test/rewards';
import { createTestApp, type TestApp } from '../../test/test-app';
import { neutraliseFormula } from '../../lib/csv-export';
import { auditTrailOf } from '../../test/audit';

interface ExpectedRow {
  row: number;
  value: string;
  code: string | null;
  expiresOn: string | null;
  outcome: 'imported' | 'duplicate_in_file' | 'expired' | 'invalid';
}
type ExpectedFile = {
  file: string;
  format?: string;
  rows?: ExpectedRow[];
  ignoredColumns?: string[];
  error?: number;
};

const expected = JSON.parse(readFileSync(path.join(promoFixturesDir, 'expected.json'), 'utf8')) as {
  files: ExpectedFile[];
};
const readable = expected.files.filter((file) => file.rows);
const refused = expected.files.filter((file) => file.error);

/** The full report, as the admin downloads it: row → [value, outcome]. */
function reportRows(csv: string) {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('row,value,outcome');
  return lines.map((line) => {
    const [row, ...rest] = line.split(',');
    const outcome = rest.pop()!;
    return { row: Number(row), value: rest.join(',').replace(/^"|"$/g, '').replace(/""/g, '"'), outcome };
  });
}

describe('promo-code import through the API (spec §3 §5, D7)', () => {
  let subject: TestApp;
  let admin: TestAccount;
  // A directory of its own, so that a spooled file left behind is this file's tests' doing.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-import-'));
    subject = await createTestApp({ dataDir });
    admin = await memberWithRole(subject, 'admin');
  });
  afterAll(async () => {
    await subject.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (rewardId: string, name: string, bytes?: Buffer) =>
    importFile(subject.app, admin, rewardId, name, bytes ?? (await readPromoFixture(name)));

  const stockOf = async (rewardId: string) =>
    (
      await subject.app.inject({
        method: 'GET',
        url: '/api/admin/rewards/stock',
        headers: admin.authorization,
      })
    )
      .json()
      .data.find((row: { rewardId: string }) => row.rewardId === rewardId);

  const reportOf = async (importId: string) =>
    reportRows(
      (
        await subject.app.inject({
          method: 'GET',
          url: `/api/admin/imports/${importId}/report.csv`,
          headers: admin.authorization,
        })
      ).body,
    );

  it.each(readable.map((file) => [file.file, file] as const))(
    '%s: every row ends as the fixture says, and a re-import adds nothing',
    async (_name, file) => {
      const reward = await createReward(subject.app, admin);
      const rows = file.rows!;
      const imported = rows.filter((row) => row.outcome === 'imported');
      const response = await upload(reward.id, file.file);
      expect(response.statusCode).toBe(201);
      const result: ImportResult = response.json().data;
      const count = (outcome: ExpectedRow['outcome']) => rows.filter((row) => row.outcome === outcome).length;
      expect(result).toMatchObject({
        format: file.format,
        imported: imported.length,
        total: rows.length,
        skipped: rows.length - imported.length,
        skippedBy: {
          duplicate_in_file: count('duplicate_in_file'),
          already_in_stock: 0,
          expired: count('expired'),
          invalid: count('invalid'),
        },
        listsTruncated: false,
      });
      expect(result.validCodes).toEqual(imported.map((row) => row.code));
      expect(result.ignoredColumns).toEqual(file.ignoredColumns);
      expect(result.expiredCodes).toEqual(
        rows.filter((row) => row.outcome === 'expired').map((row) => row.value),
      );
      expect(result.errors).toEqual(
        rows
          .filter((row) => row.outcome !== 'imported')
          .map(({ row, outcome, value }) => ({ row, outcome, value })),
      );
      expect(await reportOf(result.importId)).toEqual(
        rows.map(({ row, outcome, value, code }) => ({
          row,
          outcome,
          value: neutraliseFormula(outcome === 'imported' ? code! : value),
        })),
      );
      expect(await stockOf(reward.id)).toMatchObject({ available: imported.length, used: 0 });

      const again: ImportResult = (await upload(reward.id, file.file)).json().data;
      expect(again.imported).toBe(0);
      expect(again.skippedBy.already_in_stock).toBe(imported.length);
      const secondReport = await reportOf(again.importId);
      expect(secondReport.filter((row) => row.outcome === 'already_in_stock').map((row) => row.row)).toEqual(
        imported.map((row) => row.row),
      );
      expect(await stockOf(reward.id)).toMatchObject({ available: imported.length });
      const importsLogged = (await auditTrailOf(subject.app, admin, reward.id)).filter(
        (entry) => entry.action === 'promo_codes.imported',
      );
      expect(importsLogged.map((entry) => entry.after)).toEqual([
        {
          importId: result.importId,
          imported: imported.length,
          total: rows.length,
          skippedBy: result.skippedBy,
        },
        { importId: again.importId, imported: 0, total: rows.length, skippedBy: again.skippedBy },
      ]);
    },
  );

  it('an `expires_at` workbook: past codes end as expired, never in stock, and the unread column is named', async () => {
    const reward = await createReward(subject.app, admin);
    const response = await upload(reward.id, 'expires-at-column.xlsx');
    // The body says which refusal it was, should this import ever be refused under load again (seen once in CI).
    expect(response.statusCode, response.body).toBe(201);
    const result: ImportResult = response.json().data;
    expect(result).toMatchObject({
      imported: 3,
      total: 6,
      skippedBy: { expired: 3 },
      expiredCodes: ['EXPORT-OLD-1', 'EXPORT-OLD-2', 'EXPORT-OLD-3'],
      validCodes: ['EXPORT-0001', 'EXPORT-0002', 'EXPORT-0003'],
      ignoredColumns: ['campaign'],
    });
    const codes = (
      await subject.app.inject({
        method: 'GET',
        url: `/api/admin/rewards/${reward.id}/codes?status=available`,
        headers: admin.authorization,
      })
    ).json().data;
    expect(
      codes.items.map(({ code, expiresAt }: { code: string; expiresAt: string | null }) => [code, expiresAt]),
    ).toEqual(
      expect.arrayContaining([
        ['EXPORT-0001', '2030-12-31'],
        ['EXPORT-0002', '2031-06-30'],
        ['EXPORT-0003', null],
      ]),
    );
    expect(codes.total).toBe(3);
  });

  it.each(refused.map((file) => [file.file, file.error!] as const))(
    '%s is refused with %i and nothing is written',
    async (name, code) => {
      const reward = await createReward(subject.app, admin);
      const started = performance.now();
      const response = await upload(reward.id, name);
      expect(response.json().error.code).toBe(code);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(await stockOf(reward.id)).toMatchObject({ available: 0 });
    },
  );

  it('refuses 10 MB + 1 byte with 7500 (413) and takes exactly 10 MB', async () => {
    const reward = await createReward(subject.app, admin);
    const exact = csvOfExactly(maxImportFileBytes, 20);
    const tooLarge = await upload(reward.id, 'big.csv', Buffer.concat([exact, Buffer.from('X')]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe(7500);
    expect(await stockOf(reward.id)).toMatchObject({ available: 0 });
    const accepted = await upload(reward.id, 'exact.csv', exact);
    expect(accepted.statusCode).toBe(201);
    expect(await stockOf(reward.id)).toMatchObject({ available: 20 });
  });

  it('asks for a file (7502) when none comes, and answers 4004 for an unknown reward', async () => {
    const reward = await createReward(subject.app, admin);
    const noFile = await subject.app.inject({
      method: 'POST',
      url: `/api/admin/rewards/${reward.id}/imports`,
      headers: { ...admin.authorization, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.json().error.code).toBe(7502);
    const unknown = await upload('00000000-0000-4000-8000-000000000000', 'codes.csv', codesCsv('NOWHERE', 2));
    expect(unknown.json().error.code).toBe(4004);
  });

  it('answers 7502 to an upload cut off before its closing boundary, and writes nothing', async () => {
    const reward = await createReward(subject.app, admin);
    const whole = multipartFile('codes.csv', codesCsv('CUT', 50));
    const closing = whole.payload.lastIndexOf('\r\n--');
    const response = await subject.app.inject({
      method: 'POST',
      url: `/api/admin/rewards/${reward.id}/imports`,
      headers: { ...admin.authorization, ...whole.headers },
      payload: whole.payload.subarray(0, closing - 20),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(7502);
    expect(
      await subject.database.db
        .select()
        .from(promoCodeImports)
        .where(eq(promoCodeImports.rewardId, reward.id)),
    ).toEqual([]);
    expect(await stockOf(reward.id)).toMatchObject({ available: 0 });
    expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('neutralises formula-like values in the report an admin opens in a spreadsheet', async () => {
    const reward = await createReward(subject.app, admin);
    const file = Buffer.from('code\nSAFE-0001\n=HYPERLINK("http://x")\n+cmd\n@SUM(A1)\n');
    const result: ImportResult = (await upload(reward.id, 'formulas.csv', file)).json().data;
    expect(result.skippedBy.invalid).toBe(3);
    const csv = (
      await subject.app.inject({
        method: 'GET',
        url: `/api/admin/imports/${result.importId}/report.csv`,
        headers: admin.authorization,
      })
    ).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")",invalid`);
    expect(csv).toContain(`'+cmd,invalid`);
    expect(csv).toContain(`'@SUM(A1),invalid`);
  });

  it('cuts the answer’s lists at 500 entries and keeps every row in the report', async () => {
    const reward = await createReward(subject.app, admin);
    const result: ImportResult = (await upload(reward.id, 'many.csv', codesCsv('MANY', 1200))).json().data;
    expect(result).toMatchObject({ imported: 1200, total: 1200, listsTruncated: true });
    expect(result.validCodes).toHaveLength(500);
    expect(await reportOf(result.importId)).toHaveLength(1200);
  });
});

/**
 * Exactly `bytes` of CSV holding `codes` codes, each row padded with a note in a column the import ignores: the size
 * limit's subject is bytes, and 700,000 one-line codes cost this file 30 s a run to say the same.
 */
function csvOfExactly(bytes: number, codes: number): Buffer {
  const header = 'code,note\n';
  const rowBytes = Math.floor((bytes - header.length) / codes);
  const rows = Array.from({ length: codes }, (_, index) => {
    const start = `BIG-${String(index).padStart(4, '0')},`;
    const size = index === codes - 1 ? bytes - header.length - rowBytes * (codes - 1) : rowBytes;
    return `${start}${'x'.repeat(size - start.length - 1)}\n`;
  });
  const file = Buffer.from(header + rows.join(''));
  if (file.length !== bytes) throw new Error(`the file is ${file.length} bytes, not ${bytes}`);
  return file;
}
