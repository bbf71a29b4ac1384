import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCode, parseExpiry, parseExpiryText, type RawRow } from './cell-values';
import { countDelimiters, detectDelimiter, detectEncoding, splitLine } from './csv-rows';
import { findColumns, ignoredColumns, normaliseHeader } from './header';
import { ImportFileError, readImportFile, type ImportLimits, type ImportRow } from './read-import-file';
import { xlsxRows } from './xlsx-rows';

const TODAY = '2026-06-15';

// A full collection on demand, so the memory test measures what is retained rather than garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const fixturesDir = fileURLToPath(new URL('../../../../../../e2e/fixtures/promo-codes/', import.meta.url));
const fixture = (name: string) => path.join(fixturesDir, name);

type Outcome = 'imported' | 'duplicate_in_file' | 'expired' | 'invalid';
interface Expectation {
  file: string;
  format?: 'csv' | 'xlsx' | 'xls';
  rows?: { row: number; value: string; code: string | null; expiresOn: string | null; outcome: Outcome }[];
  ignoredColumns?: string[];
  error?: number;
}
const expected = JSON.parse(readFileSync(fixture('expected.json'), 'utf8')) as {
  today: string;
  files: Expectation[];
};

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-import-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function readAll(filePath: string, limits?: Partial<ImportLimits>) {
  const { format, rows, ignoredColumns } = await readImportFile(filePath, { today: TODAY, limits });
  const all: ImportRow[] = [];
  for await (const row of rows) all.push(row);
  return { format, rows: all, ignoredColumns };
}

async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error.code;
    throw error;
  }
  return undefined;
}

async function textFile(name: string, content: string | Buffer): Promise<string> {
  const filePath = path.join(workDir, name);
  await writeFile(filePath, content);
  return filePath;
}

/** The file-level verdict the persistence layer will add: the first occurrence imports, later ones are duplicates. */
function withDuplicates(rows: ImportRow[]): Outcome[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (row.outcome === 'invalid') return 'invalid';
    if (row.outcome === 'expired') return 'expired';
    if (seen.has(row.code!)) return 'duplicate_in_file';
    seen.add(row.code!);
    return 'imported';
  });
}

describe('fixtures (e2e/fixtures/promo-codes, expectations in expected.json)', () => {
  it('uses the same fixed today', () => {
    expect(expected.today).toBe(TODAY);
  });

  for (const file of expected.files.filter((entry) => entry.rows)) {
    it(`${file.file}: every row, its number, code, expiry and outcome, and the columns ignored`, async () => {
      const { format, rows, ignoredColumns } = await readAll(fixture(file.file));
      expect(format).toBe(file.format);
      expect(ignoredColumns).toEqual(file.ignoredColumns);
      expect(rows).toEqual(
        file.rows!.map(({ row, value, code, expiresOn, outcome }) => ({
          row,
          value,
          code,
          expiresOn,
          outcome: outcome === 'imported' || outcome === 'duplicate_in_file' ? null : outcome,
        })),
      );
      expect(withDuplicates(rows)).toEqual(file.rows!.map((row) => row.outcome));
    });
  }

  for (const file of expected.files.filter((entry) => entry.error)) {
    it(`${file.file}: refused with ${file.error}`, async () => {
      expect(await refusal(readImportFile(fixture(file.file), { today: TODAY }))).toBe(file.error);
    });
  }
});

describe('zip guard', () => {
  it('refuses the 1 GiB zip bomb in well under 2 s, without inflating it', async () => {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    expect(await refusal(readImportFile(fixture('zip-bomb.xlsx'), { today: TODAY }))).toBe(7504);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * 1024 * 1024);
    console.info(`zip bomb refused in ${elapsed.toFixed(0)} ms`);
  });

  it('refuses a bomb whose headers understate its size, once it inflates past them', async () => {
    const started = performance.now();
    expect(await refusal(readImportFile(fixture('zip-bomb-understated.xlsx'), { today: TODAY }))).toBe(7504);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('applies each limit on its own', async () => {
    const huge = 1024 ** 4;
    // The ratio alone (1 GiB from ~1 MB is ~1000:1).
    expect(await refusal(readAll(fixture('zip-bomb.xlsx'), { maxUncompressedBytes: huge }))).toBe(7504);
    // The total alone.
    expect(await refusal(readAll(fixture('zip-bomb.xlsx'), { maxRatio: huge }))).toBe(7504);
    // The entry count: the workbook fixture has more than three parts.
    expect(await refusal(readAll(fixture('codes-with-dates.xlsx'), { maxEntries: 3 }))).toBe(7504);
    // A limit below the real total is caught while inflating even when the declared sizes are small.
    expect(await refusal(readAll(fixture('codes-with-dates.xlsx'), { maxUncompressedBytes: 1000 }))).toBe(
      7504,
    );
  });

  it('accepts workbooks as exceljs writes them, with and without data descriptors', async () => {
    const filePath = path.join(workDir, 'streamed.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useSharedStrings: true });
    const sheet = writer.addWorksheet('Codes');
    sheet.addRow(['Voucher code', 'Valid until']).commit();
    sheet.addRow(['STREAM-A1', new Date(Date.UTC(2030, 0, 2))]).commit();
    await writer.commit();
    expect(await readAll(filePath)).toEqual({
      format: 'xlsx',
      rows: [{ row: 2, value: 'STREAM-A1', code: 'STREAM-A1', expiresOn: '2030-01-02', outcome: null }],
      ignoredColumns: [],
    });
  });

  it('refuses a truncated workbook as unreadable', async () => {
    const whole = readFileSync(fixture('codes-with-dates.xlsx'));
    const filePath = await textFile('truncated.xlsx', whole.subarray(0, whole.length - 200));
    expect(await refusal(readImportFile(filePath, { today: TODAY }))).toBe(7505);
  });
});

describe('xlsx reading', () => {
  it('reads the first sheet in tab order, whatever the order of the parts in the zip', async () => {
    const workbook = new ExcelJS.Workbook();
    const second = workbook.addWorksheet('Second'); // written as sheet1.xml
    second.addRow(['code']);
    second.addRow(['SECOND-1']);
    const first = workbook.addWorksheet('First'); // sheet2.xml, moved to the first tab
    first.addRow(['code']);
    first.addRow(['FIRST-1']);
    // exceljs writes tabs by `orderNo`, which its types leave out.
    Object.assign(first, { orderNo: 0 });
    Object.assign(second, { orderNo: 1 });
    const filePath = path.join(workDir, 'tab-order.xlsx');
    await workbook.xlsx.writeFile(filePath);
    expect((await readAll(filePath)).rows.map((row) => row.code)).toEqual(['FIRST-1']);
  });

  it('reads the same rows every time, six files at once (exceljs lost the parts after the sheet under load)', async () => {
    const filePath = fixture('expires-at-column.xlsx');
    const readRows = async () => {
      const rows: RawRow[] = [];
      for await (const batch of xlsxRows(filePath)) rows.push(...batch);
      return JSON.stringify(rows);
    };
    const reference = await readRows();
    expect(reference).toContain('EXPORT-OLD-3');
    for (let round = 0; round < 150; round += 1) {
      const reads = await Promise.all(Array.from({ length: 6 }, readRows));
      for (const read of reads) expect(read).toBe(reference);
    }
  });
});

describe('sniffing by content', () => {
  it('refuses a CFB container that holds no workbook (a Word-like file renamed .xls)', async () => {
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, 'WordDocument', Buffer.from('not a workbook'));
    const filePath = await textFile('document.xls', XLSX.CFB.write(container, { type: 'buffer' }) as Buffer);
    expect(await refusal(readImportFile(filePath, { today: TODAY }))).toBe(7501);
  });

  it('reads a CSV named .xlsx as CSV, and an .xls named .csv as xls', async () => {
    const csv = await textFile('codes.xlsx', 'code\nNAMED-1\n');
    expect((await readAll(csv)).format).toBe('csv');
    const xlsCopy = await textFile('codes.csv', readFileSync(fixture('codes-with-dates.xls')));
    expect((await readAll(xlsCopy)).format).toBe('xls');
  });

  it('refuses UTF-16 text (NUL bytes) and treats an empty file as having no code column', async () => {
    const utf16 = await textFile('utf16.csv', Buffer.from('\ufeffcode\r\nABC-1\r\n', 'utf16le'));
    expect(await refusal(readImportFile(utf16, { today: TODAY }))).toBe(7501);
    const empty = await textFile('empty.csv', '');
    expect(await refusal(readImportFile(empty, { today: TODAY }))).toBe(7503);
  });

  it('refuses a missing file as unreadable', async () => {
    expect(await refusal(readImportFile(path.join(workDir, 'missing.csv'), { today: TODAY }))).toBe(7505);
  });
});

describe('header detection', () => {
  it('ignores case, accents, spaces, `_`, `-` and apostrophes', () => {
    for (const spelling of ['expires_at', 'Expires At', 'EXPIRES-AT', 'expiresAt', ' expires  at ']) {
      expect(normaliseHeader(spelling)).toBe('expiresat');
    }
    expect(normaliseHeader("  Date d'Expiration ")).toBe('datedexpiration');
    expect(normaliseHeader('Valable jusqu’au')).toBe(normaliseHeader("valable jusqu'au"));
    expect(normaliseHeader('Code de Réduction')).toBe('codedereduction');
    expect(normaliseHeader('VALIDITÉ')).toBe('validite');
  });

  // The names partners' exports and admins' own sheets use for the expiry, in English and French.
  it.each([
    'expires_at',
    'expiresAt',
    'Expires',
    'expires on',
    'expiry',
    'Expiry date',
    'expiry_date',
    'EXPIRY-DATE',
    'exp date',
    'exp_date',
    'Expiration',
    'expiration_date',
    'expire_at',
    'expiration date',
    'Valid until',
    'valid_until',
    'valid to',
    'valid thru',
    'valid through',
    'validity',
    'end date',
    'end_date',
    "Date d'expiration",
    'date_expiration',
    'DATE D’EXPIRATION',
    'Expire le',
    'expiré le',
    'Validité',
    'date de validité',
    'Fin de validité',
    'date de fin de validité',
    'date de fin',
    'Date fin',
    "Valable jusqu'au",
    'valable jusqu’à',
    'Valide jusqu’au',
    'Date limite',
    "date limite d'utilisation",
    'date limite de validité',
    "Date d'échéance",
    'échéance',
    'date de péremption',
  ])('%s is the expiry column', (name) => {
    expect(findColumns(['code', name])).toEqual({ code: 0, expiry: 1 });
  });

  it.each([
    'code',
    'CODES',
    'Code promo',
    'code_promo',
    'codes promo',
    'Promo code',
    'promo_code',
    'PromoCode',
    'promo-codes',
    'Code promotionnel',
    'Coupon',
    'coupon_code',
    'Code coupon',
    'Voucher',
    'voucher_code',
    'Discount code',
    'Code de réduction',
    'code réduction',
    'Code réduc',
    'Bon de réduction',
    'code remise',
    'Code de remise',
    'Gift code',
    'code cadeau',
    'Redemption code',
    'activation code',
    "code d'activation",
  ])('%s is the code column', (name) => {
    expect(findColumns(['note', name, 'expiry'])).toEqual({ code: 1, expiry: 2 });
  });

  // Names that often mean something else: taking one would read the wrong column as codes or expiry dates.
  it.each([
    'date',
    'created_at',
    'Date de création',
    'start date',
    'used_at',
    'fin',
    'end',
    'valid',
    'Statut',
  ])('%s is not an expiry column', (name) => {
    expect(findColumns(['code', name])).toEqual({ code: 0, expiry: null });
  });

  it.each(['Code client', 'code postal', 'Code produit', 'Reference', 'id', 'Promo', 'Partner code'])(
    '%s is not a code column',
    (name) => {
      expect(findColumns([name, 'expiry'])).toBeNull();
    },
  );

  it('names every other column with a header as ignored, as written, left to right', () => {
    const header = [' Lot ', 'Code', '', 'expires_at', 'Date de création', 'Code', null, 'expiry', 42];
    const columns = findColumns(header)!;
    expect(columns).toEqual({ code: 1, expiry: 3 });
    // A second code or expiry column is not read either: only the first of each is.
    expect(ignoredColumns(header, columns)).toEqual(['Lot', 'Date de création', 'Code', 'expiry', '42']);
  });

  it('shortens a header too long to show, and keeps one that is not', () => {
    const long = `Remarques internes ${'x'.repeat(200)}`;
    const [shortened] = ignoredColumns(['code', long], { code: 0, expiry: null });
    expect(shortened).toHaveLength(100);
    expect(shortened).toBe(`${long.slice(0, 99)}…`);
    expect(ignoredColumns(['code', 'x'.repeat(100)], { code: 0, expiry: null })).toEqual(['x'.repeat(100)]);
  });

  it('reports the ignored columns of the header it found, not of the rows above it', async () => {
    const filePath = await textFile(
      'ignored.csv',
      'Export;Sport Plus;juin\ncode;Lot;expires_at;;Remarque\nLOT-1;A;2020-01-31;;x\nLOT-2;A;2031-01-31;;\n',
    );
    expect(await readAll(filePath)).toEqual({
      format: 'csv',
      rows: [
        { row: 3, value: 'LOT-1', code: 'LOT-1', expiresOn: '2020-01-31', outcome: 'expired' },
        { row: 4, value: 'LOT-2', code: 'LOT-2', expiresOn: '2031-01-31', outcome: null },
      ],
      ignoredColumns: ['Lot', 'Remarque'],
    });
  });

  it.each([
    [['Code promo', "Date d'expiration"], { code: 0, expiry: 1 }],
    [['Note', 'Code de réduction', 'Fin de validité'], { code: 1, expiry: 2 }],
    [['Bon de réduction', 'Expire le'], { code: 0, expiry: 1 }],
    [['Coupon code', 'Expiration date'], { code: 0, expiry: 1 }],
    [['Expires on', 'Voucher'], { code: 1, expiry: 0 }],
    [['PromoCode', 'Valid until'], { code: 0, expiry: 1 }],
    [['CODES'], { code: 0, expiry: null }],
    [['Code client', 'Expiry'], null],
    [['Reference', 'Promo'], null],
  ])('%j → %j', (cells, columns) => {
    expect(findColumns(cells)).toEqual(columns);
  });

  it('finds the header under title rows and ignores what is above it', async () => {
    const filePath = await textFile(
      'titled.csv',
      'Export du 01/06/2026;;\n\n;;\nPartenaire : Sport Plus\nCode;Expire le\nTITLED-1;01/01/2031\n',
    );
    expect((await readAll(filePath)).rows).toEqual([
      { row: 6, value: 'TITLED-1', code: 'TITLED-1', expiresOn: '2031-01-01', outcome: null },
    ]);
  });

  it('gives up after ten non-empty rows without a code column (7503)', async () => {
    const lines = Array.from({ length: 10 }, (_, index) => `Title line ${index + 1};;`);
    const late = await textFile('late-header.csv', [...lines, 'code;expiry', 'LATE-1;'].join('\n'));
    expect(await refusal(readImportFile(late, { today: TODAY }))).toBe(7503);
    const blankLinesDoNotCount = await textFile(
      'blank-lines.csv',
      [...lines.slice(0, 9), '', '', ';;', ' ; ', 'code;expiry', 'EARLY-1;'].join('\n'),
    );
    expect((await readAll(blankLinesDoNotCount)).rows.map((row) => row.code)).toEqual(['EARLY-1']);
  });

  it('reads a file without an expiry column', async () => {
    const filePath = await textFile('codes-only.csv', 'Voucher\nONLY-1\n');
    expect((await readAll(filePath)).rows).toEqual([
      { row: 2, value: 'ONLY-1', code: 'ONLY-1', expiresOn: null, outcome: null },
    ]);
  });
});

describe('delimiter detection', () => {
  it('counts delimiters outside quotes only', () => {
    expect(Object.fromEntries(countDelimiters('"a;b;c",d\te;f'))).toEqual({ ',': 1, ';': 1, '\t': 1 });
  });

  it('splits with quotes and doubled quotes', () => {
    expect(splitLine('"a;""b""";c;', ';')).toEqual(['a;"b"', 'c', '']);
  });

  it.each([
    ['code,expiry', ','],
    ['code;expiry', ';'],
    ['code\texpiry', '\t'],
    ['"Code; promo";Code;Expiry', ';'],
    ['Code;"Date, fin";x', ';'],
    ['code', ','],
    ["Code;Date d'expiration, fin", ';'],
    ['Export, juin 2026\nCode\tExpiry', '\t'],
  ])('%j → %j', (sample, delimiter) => {
    expect(detectDelimiter(sample)).toBe(delimiter);
  });

  it('tries the next most frequent delimiter when the most frequent does not split out a code column', () => {
    // Two commas inside the note, one tab between the columns.
    expect(detectDelimiter('Code\tNote, with, commas')).toBe('\t');
  });

  it('refuses a sample with no header line', () => {
    expect(() => detectDelimiter('a;b\nc;d')).toThrow(ImportFileError);
  });
});

describe('CSV reading', () => {
  it('numbers a record spanning lines by its first line', async () => {
    const filePath = await textFile(
      'multiline.csv',
      'code;note\r\nMULTI-1;"two\r\nlines"\r\nMULTI-2;x\r\n"bad\ncode";y\r\n',
    );
    expect((await readAll(filePath)).rows.map(({ row, value }) => [row, value])).toEqual([
      [2, 'MULTI-1'],
      [4, 'MULTI-2'],
      [5, 'bad\ncode'],
    ]);
  });

  it('detects windows-1252 from a byte far past the sample', async () => {
    const filePath = await textFile(
      'late-accent.csv',
      Buffer.concat([
        Buffer.from(`code;note\n${'PLAIN-123;ok\n'.repeat(10_000)}`),
        Buffer.from([0x4e, 0x4f, 0x45, 0x4c, 0x3b, 0xe9, 0x0a]), // NOEL;é
      ]),
    );
    expect(await detectEncoding(filePath)).toBe('windows-1252');
    const rows = (await readAll(filePath)).rows;
    expect(rows.at(-1)).toEqual({ row: 10_002, value: 'NOEL', code: 'NOEL', expiresOn: null, outcome: null });
  });

  it('keeps UTF-8 with a BOM as UTF-8', async () => {
    const filePath = await textFile('bom.csv', '\ufeffcode;note\nUTF-8;café\n');
    expect(await detectEncoding(filePath)).toBe('utf-8');
    expect((await readAll(filePath)).rows[0]?.code).toBe('UTF-8');
  });

  it('yields the rows before a corruption, then fails with 7505', async () => {
    const filePath = await textFile('unclosed.csv', 'code;note\nGOOD-1;x\nGOOD-2;"never closed\nGOOD-3;y\n');
    const { rows } = await readImportFile(filePath, { today: TODAY });
    const seen: string[] = [];
    let failure: unknown;
    try {
      for await (const row of rows) seen.push(row.value);
    } catch (error) {
      failure = error;
    }
    expect(seen).toEqual(['GOOD-1']);
    expect(failure).toBeInstanceOf(ImportFileError);
    expect((failure as ImportFileError).code).toBe(7505);
  });

  it.each([
    ['french-semicolon-bom-crlf.csv', 'VITA-2030-A1'],
    ['codes-with-dates.xlsx', 'SPORT-0001'],
    ['codes-with-dates.xls', 'STREAM-0001'],
  ])('%s can be left after its first row', async (file, firstCode) => {
    const { rows } = await readImportFile(fixture(file), { today: TODAY });
    const seen: (string | null)[] = [];
    for await (const row of rows) {
      seen.push(row.code);
      break;
    }
    expect(seen).toEqual([firstCode]);
  });
});

describe('codes', () => {
  it.each([
    ['ABC', 'ABC'],
    ['a-b', 'a-b'],
    ['Vita_2030.X-1', 'Vita_2030.X-1'],
    ['  PAD-1  ', 'PAD-1'],
    [123456, '123456'],
    ['X'.repeat(64), 'X'.repeat(64)],
    ['X'.repeat(65), null],
    ['AB', null],
    ['-ABC', null],
    ['ABC.', null],
    ['AB C', null],
    ['CAFÉ', null],
    ['AB/C', null],
    ['', null],
    [null, null],
    [true, null],
    [new Date(Date.UTC(2030, 0, 1)), null],
  ])('%j → %j', (cell, code) => {
    expect(parseCode(cell)).toBe(code);
  });
});

describe('expiry dates', () => {
  it.each([
    ['2030-12-31', '2030-12-31'],
    ['2030/1/5', '2030-01-05'],
    ['31/12/2030', '2030-12-31'],
    ['01/02/2030', '2030-02-01'],
    ['1-2-2030', '2030-02-01'],
    ['15.09.2031', '2031-09-15'],
    ['2/7/33', '2033-07-02'],
    ['12/25/2031', '2031-12-25'],
    ['31/12/2030 00:00', '2030-12-31'],
    ['2030-12-31T23:30:00+02:00', '2030-12-31'],
    ['29/02/2032', '2032-02-29'],
    ['  ', null],
    ['', null],
  ])('%j → %j', (text, date) => {
    expect(parseExpiryText(text)).toEqual({ isValid: true, expiresOn: date });
  });

  it.each([
    '31/02/2030',
    '29/02/2031',
    '13/13/2030',
    '32/01/2030',
    '2030-13-01',
    'soon',
    '12/2030',
    '20301231',
  ])('%j is invalid', (text) => {
    expect(parseExpiryText(text)).toEqual({ isValid: false });
  });

  it('reads date cells by their UTC parts', () => {
    expect(parseExpiry(new Date(Date.UTC(2030, 11, 31)))).toEqual({ isValid: true, expiresOn: '2030-12-31' });
    expect(parseExpiry(new Date(Number.NaN))).toEqual({ isValid: false });
  });

  it('reads numbers from 20000 to 80000 as Excel serial dates (1900 system)', () => {
    expect(parseExpiry(47849)).toEqual({ isValid: true, expiresOn: '2031-01-01' });
    expect(parseExpiry(47849.75)).toEqual({ isValid: true, expiresOn: '2031-01-01' });
    expect(parseExpiry(20000)).toEqual({ isValid: true, expiresOn: '1954-10-03' });
    expect(parseExpiry(80000)).toEqual({ isValid: true, expiresOn: '2119-01-11' });
    expect(parseExpiry(19999)).toEqual({ isValid: false });
    expect(parseExpiry(12)).toEqual({ isValid: false });
    expect(parseExpiry(true)).toEqual({ isValid: false });
  });

  it('marks a code expired only when its date is before today', async () => {
    const filePath = await textFile(
      'boundary.csv',
      'code;expiry\nYESTERDAY-1;14/06/2026\nTODAY-1;15/06/2026\nTOMORROW-1;16/06/2026\n',
    );
    expect((await readAll(filePath)).rows.map((row) => [row.code, row.outcome])).toEqual([
      ['YESTERDAY-1', 'expired'],
      ['TODAY-1', null],
      ['TOMORROW-1', null],
    ]);
  });
});

describe('memory', () => {
  it('streams a 10 MB CSV (~400k rows) with flat memory', async () => {
    const filePath = path.join(workDir, 'big.csv');
    const out = createWriteStream(filePath);
    out.write('Code promo;Date d’expiration\n');
    let written = 0;
    let index = 0;
    while (written < 10_000_000) {
      const lines: string[] = [];
      for (let line = 0; line < 1000; line += 1, index += 1)
        lines.push(`BIG-${index.toString(36)}-X1;31/12/2031\n`);
      const chunk = lines.join('');
      written += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    await new Promise<void>((resolve) => out.end(() => resolve()));

    collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    const started = performance.now();
    let peak = baseline;
    let retained = 0;
    let count = 0;
    let lastRow = 0;
    const { rows } = await readImportFile(filePath, { today: TODAY });
    for await (const row of rows) {
      count += 1;
      lastRow = row.row;
      if (row.outcome !== null) throw new Error(`row ${row.row} ${row.outcome}`);
      if (count % 2000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
      // Three quarters in, with the file open: what survives a collection is what the reader holds on to.
      if (count === 300_000) {
        collectGarbage();
        retained = process.memoryUsage().heapUsed - baseline;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.info(
      `10 MB CSV: ${count} rows in ${seconds.toFixed(2)} s, peak heap growth ${mb(peak - baseline)} MB ` +
        `(garbage included), retained after 300k rows ${mb(retained)} MB`,
    );
    expect(count).toBe(index);
    expect(lastRow).toBe(index + 1);
    expect(peak - baseline).toBeLessThan(150 * 1024 * 1024);
    expect(retained).toBeLessThan(16 * 1024 * 1024);
  });
});
