import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import {
  endpointName,
  httpStatusOf,
  isErrorCode,
  maxImportFileBytes,
  type Endpoint,
  type ErrorBody,
} from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { TestAccount } from './test/accounts';
import { subscribePremium } from './test/billing';
import { allEndpoints, samplePathOf } from './test/endpoint-catalogue';
import { createReward, memberWithRole, readPromoFixture } from './test/rewards';
import { createTestApp, seedPlans, type TestApp } from './test/test-app';

/**
 * Issue 20's upload fuzzing: every endpoint the catalogue marks `upload`, called past its access check by karim with
 * Premium, sent files built to hurt (truncated images, mislabeled files, empty and oversized ones, pixel and zip
 * bombs, broken multipart envelopes, filenames that try to become paths). Each is sent both as a raw body with its
 * declared type and as a multipart `file` field, so a new upload endpoint is covered whichever it reads. Whatever
 * comes, the answer is a clear 4xx with a code from the contracts, within a time budget, and nothing is kept: no
 * file under the data folder, no row changed in any table. Seeded, so a failure names a file that can be replayed.
 */
const uploadEndpoints = allEndpoints.filter((endpoint) => endpoint.upload);

/** A refusal reads at most a few megabytes and decodes a header: far below this even on a slow 2-core machine. */
const requestBudgetMs = 5_000;
const fuzzRuns = 10;
const seed = 20_2620;

/** Over every upload's limit (the configured picture limit, the spec's 10 MB for imports). */
const oversizeBytes = Math.max(loadConfig().pictureMaxBytes, maxImportFileBytes) + 1;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface HostileFile {
  label: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}

type Envelope = 'raw' | 'multipart';
const envelopes: readonly Envelope[] = ['raw', 'multipart'];

interface MultipartPart {
  field: string;
  /** The header's own text: a name with NUL, RTL or `..` goes as is, as a hostile client would send it. */
  disposition?: string;
  type?: string;
  bytes: Buffer;
}

const boundary = '----vitalia-hostile-upload';

function partHead(part: MultipartPart) {
  const disposition = part.disposition ?? '';
  const type = part.type ? `content-type: ${part.type}\r\n` : '';
  return Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="${part.field}"${disposition}\r\n${type}\r\n`,
  );
}

const fileNameParam = (name: string) => `; filename="${name.replaceAll('"', '%22')}"`;

/** A multipart/form-data body; `closed: false` cuts it off before its closing boundary. */
function multipart(parts: MultipartPart[], { closed = true } = {}) {
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([
      ...parts.flatMap((part) => [partHead(part), part.bytes, Buffer.from('\r\n')]),
      Buffer.from(closed ? `--${boundary}--\r\n` : ''),
    ]),
  };
}

const filePart = (file: HostileFile): MultipartPart => ({
  field: 'file',
  disposition: fileNameParam(file.fileName),
  type: file.type,
  bytes: file.bytes,
});

/**
 * A file of `size` bytes starting with `head`, made only as the server reads it: a server that refuses at its limit
 * never has the test build the rest, and no buffer of that size exists.
 */
function streamedFile(head: Buffer, size: number, envelope: Envelope, type: string) {
  const chunk = Buffer.alloc(64 * 1024, 'CODE-0123456789\n');
  const part: MultipartPart = { field: 'file', disposition: fileNameParam('big.png'), type, bytes: head };
  async function* body() {
    if (envelope === 'multipart') yield partHead(part);
    yield head;
    for (let left = size - head.length; left > 0; left -= chunk.length)
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (envelope === 'multipart') yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    type: envelope === 'multipart' ? `multipart/form-data; boundary=${boundary}` : type,
    bytes: Readable.from(body(), { objectMode: false }),
  };
}

/** The same pixels every run, so a truncation point found once cuts the same bytes again. */
function patternImage(width = 48, height = 32) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 2_620;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    pixels[index] = (index * 7 + (state >> 16)) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A real PNG whose header claims `width × height`, its checksum right: a pixel bomb's shape in a few kilobytes. */
function pngClaiming(png: Buffer, width: number, height: number) {
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** A real baseline JPEG whose frame header (SOF0) claims `width × height`. */
function jpegClaiming(jpeg: Buffer, width: number, height: number) {
  const bomb = Buffer.from(jpeg);
  const frame = bomb.indexOf(Buffer.from([0xff, 0xc0]));
  bomb.writeUInt16BE(height, frame + 5);
  bomb.writeUInt16BE(width, frame + 7);
  return bomb;
}

/** A real lossy WebP whose VP8 frame header claims the largest size it can say (16383 × 16383). */
function webpClaimingMost(webp: Buffer) {
  const bomb = Buffer.from(webp);
  const frame = bomb.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  bomb.writeUInt16LE(0x3fff, frame + 3);
  bomb.writeUInt16LE(0x3fff, frame + 5);
  return bomb;
}

async function workbook(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const magicNumbers: Record<string, { type: string; fileName: string; bytes: Buffer }> = {
  png: {
    type: 'image/png',
    fileName: 'x.png',
    bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  },
  jpeg: { type: 'image/jpeg', fileName: 'x.jpg', bytes: Buffer.from('ffd8ffe000104a464946', 'hex') },
  webp: {
    type: 'image/webp',
    fileName: 'x.webp',
    bytes: Buffer.from('RIFF\u0000\u0010\u0000\u0000WEBPVP8 '),
  },
  gif: { type: 'image/png', fileName: 'x.png', bytes: Buffer.from('GIF89a') },
  pdf: { type: 'image/png', fileName: 'x.png', bytes: Buffer.from('%PDF-1.7\n') },
  zip: { type: xlsxType, fileName: 'codes.xlsx', bytes: Buffer.from('504b0304140000000800', 'hex') },
  cfb: {
    type: 'application/vnd.ms-excel',
    fileName: 'codes.xls',
    bytes: Buffer.from('d0cf11e0a1b11ae1', 'hex'),
  },
};

describe('hostile uploads on every upload endpoint (issue 20)', () => {
  let subject: TestApp;
  let karim: TestAccount;
  let root: string;
  let uploadDir: string;
  /** Path parameters that must name a real resource for the file to be read at all. */
  let knownIds: Record<string, string>;
  let tables: string[];
  const samples = {} as Record<'png' | 'jpeg' | 'webp', Buffer>;
  let gif: Buffer;
  let tiff: Buffer;
  let junkWorkbook: Buffer;

  beforeAll(async () => {
    // The data folder sits two levels down, so a name like ../../x that became a path would land in `root`, seen.
    root = await mkdtemp(path.join(os.tmpdir(), 'vitalia-hostile-uploads-'));
    const dataDir = path.join(root, 'deep', 'data');
    uploadDir = path.join(dataDir, 'uploads');
    await mkdir(dataDir, { recursive: true });
    subject = await createTestApp({ dataDir });
    const plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
    await subscribePremium(subject.app, karim, plans.monthly.id);
    knownIds = { rewardId: (await createReward(subject.app, karim)).id };
    const { rows } = await subject.database.db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    tables = rows.map((row) => row.name);
    samples.png = await patternImage().png().toBuffer();
    samples.jpeg = await patternImage().jpeg({ quality: 80 }).toBuffer();
    samples.webp = await patternImage().webp({ quality: 80 }).toBuffer();
    gif = await patternImage().gif().toBuffer();
    tiff = await patternImage().tiff().toBuffer();
    junkWorkbook = await workbook([
      ['name', 'email'],
      ['Amina', 'amina@example.com'],
    ]);
  });
  afterAll(async () => {
    await subject?.close();
    await rm(root, { recursive: true, force: true });
  });

  /** Every file under the test's root, by its path: what an upload would have left. */
  async function filesUnderRoot() {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => !entry.isDirectory())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  }

  /**
   * Every table's rows as one digest each. A promo-code import that fails once rows flow leaves its record marked
   * `failed` on purpose (a trace of the attempt, spec §5); nothing else may change.
   */
  async function tableDigests() {
    const digests = tables.map((table) => {
      const rows = sql.raw(
        table === 'promo_code_imports' ? `${table} t where t.status <> 'failed'` : `"${table}" t`,
      );
      const digest = sql`md5(coalesce(string_agg(t::text, '|' order by t::text), ''))`;
      return sql`select ${table} as name, ${digest} as digest from ${rows}`;
    });
    const { rows } = await subject.database.db.execute<{ name: string; digest: string }>(
      sql.join(digests, sql` union all `),
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  }

  const snapshot = async () => ({ files: await filesUnderRoot(), tables: await tableDigests() });
  /** The data as it stood before the test's first request: every refusal must leave it so. */
  let baseline: Awaited<ReturnType<typeof snapshot>>;
  beforeEach(async () => {
    baseline = await snapshot();
  });
  const expectNothingKept = async (what: string) =>
    expect(await snapshot(), `${what} kept something`).toEqual(baseline);

  function urlOf(endpoint: Endpoint) {
    const known = endpoint.path.replace(/:(\w+)/g, (param, name: string) => knownIds[name] ?? param);
    return `/api${samplePathOf({ ...endpoint, path: known })}`;
  }

  async function send(endpoint: Endpoint, body: { type?: string; bytes: Buffer | Readable }, what: string) {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what}: no answer in ${requestBudgetMs} ms`)),
        requestBudgetMs,
      );
    });
    const started = performance.now();
    try {
      const response = await Promise.race([
        subject.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint),
          headers: { ...karim.authorization, ...(body.type ? { 'content-type': body.type } : {}) },
          payload: body.bytes,
        }),
        hang,
      ]);
      expect(performance.now() - started, what).toBeLessThan(requestBudgetMs);
      return response;
    } finally {
      clearTimeout(timer);
    }
  }

  function expectRefusal(response: Awaited<ReturnType<typeof send>>, what: string) {
    const context = `${what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, context).toBeLessThan(500);
    const { error } = response.json<ErrorBody>();
    expect(isErrorCode(error?.code), context).toBe(true);
    expect(httpStatusOf(error.code), context).toBe(response.statusCode);
    expect(response.body, context).not.toMatch(/\bat \w+ \(|node_modules|syntax error at or near/);
  }

  /** Sends the file as a raw body and as a multipart `file` field: each refused, neither leaving anything. */
  async function expectRefusedEitherWay(endpoint: Endpoint, file: HostileFile) {
    for (const envelope of envelopes) {
      const what = `${file.label} (${envelope})`;
      const body = envelope === 'raw' ? file : multipart([filePart(file)]);
      expectRefusal(await send(endpoint, body, what), what);
      await expectNothingKept(what);
    }
  }

  it('covers the upload endpoints, each with its path naming a real resource', () => {
    expect(uploadEndpoints.length).toBeGreaterThan(0);
    for (const endpoint of uploadEndpoints) {
      const names = Object.keys((endpoint.params as { shape?: object } | undefined)?.shape ?? {});
      // A new upload under a resource must say here how to name a real one, or every file would meet a 4004.
      for (const name of names) expect(knownIds, `${endpointName(endpoint)}: ${name}`).toHaveProperty(name);
    }
  });

  describe.each(uploadEndpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s',
    (_name, endpoint) => {
      it('takes a well-formed file, so what it refuses below is refused for the file', async () => {
        const wellFormed: HostileFile[] = [
          { label: 'a PNG', fileName: 'picture.png', type: 'image/png', bytes: samples.png },
          {
            label: 'a CSV',
            fileName: 'codes.csv',
            type: 'text/csv',
            bytes: Buffer.from('code\nCONTROL-1\n'),
          },
        ];
        const statuses: number[] = [];
        for (const file of wellFormed) {
          for (const envelope of envelopes) {
            const what = `${file.label} (${envelope})`;
            const response = await send(
              endpoint,
              envelope === 'raw' ? file : multipart([filePart(file)]),
              what,
            );
            expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
            statuses.push(response.statusCode);
          }
        }
        expect(
          statuses.some((status) => status < 300),
          statuses.join(', '),
        ).toBe(true);
      });

      it('refuses images cut short anywhere', async () => {
        const formats = ['png', 'jpeg', 'webp'] as const;
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...formats),
            fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
            async (format, fraction) => {
              const whole = samples[format];
              // A PNG's last 12 bytes are its end marker, after every pixel: libpng decodes the image whole without
              // it, as browsers do. Any cut before that loses pixels.
              const end = format === 'png' ? whole.length - 12 : whole.length;
              const at = Math.floor(fraction * end);
              await expectRefusedEitherWay(endpoint, {
                label: `${format} cut at ${at} of ${whole.length}`,
                fileName: `cut.${format}`,
                type: `image/${format}`,
                bytes: whole.subarray(0, at),
              });
            },
          ),
          {
            numRuns: fuzzRuns,
            seed,
            // Inside the header and halfway, whatever the seed draws.
            examples: formats.flatMap((format): [(typeof formats)[number], number][] => [
              [format, 0.02],
              [format, 0.5],
            ]),
          },
        );
      });

      it('refuses random bytes behind a valid magic number', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...Object.keys(magicNumbers)),
            fc.uint8Array({ maxLength: 4096 }),
            async (kind, tail) => {
              const magic = magicNumbers[kind]!;
              await expectRefusedEitherWay(endpoint, {
                label: `${kind} magic and ${tail.length} random bytes`,
                fileName: magic.fileName,
                type: magic.type,
                bytes: Buffer.concat([magic.bytes, tail]),
              });
            },
          ),
          { numRuns: fuzzRuns, seed },
        );
      });

      it('refuses mislabeled files: the bytes decide, not the name or the type', async () => {
        const script = '<script>fetch("/api/users/me").then(r=>r.text()).then(alert)</script>';
        const files: HostileFile[] = [
          {
            label: 'a PDF sent as image/png',
            fileName: 'picture.png',
            type: 'image/png',
            bytes: Buffer.from(
              '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
            ),
          },
          {
            label: 'an HTML page with script sent as image/png',
            fileName: 'picture.png',
            type: 'image/png',
            bytes: Buffer.from(`<!doctype html><html><body>${script}</body></html>`),
          },
          {
            label: 'an SVG with script sent as image/png',
            fileName: 'picture.png',
            type: 'image/png',
            bytes: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${script}<rect width="10" height="10"/></svg>`,
            ),
          },
          { label: 'a GIF sent as image/png', fileName: 'picture.png', type: 'image/png', bytes: gif },
          { label: 'a TIFF sent as image/jpeg', fileName: 'picture.jpg', type: 'image/jpeg', bytes: tiff },
          { label: 'a PNG sent as text/csv', fileName: 'codes.csv', type: 'text/csv', bytes: samples.png },
          {
            label: 'a workbook without codes renamed .csv',
            fileName: 'codes.csv',
            type: 'text/csv',
            bytes: junkWorkbook,
          },
          {
            label: 'a CSV without codes labelled as XLSX',
            fileName: 'codes.xlsx',
            type: xlsxType,
            bytes: Buffer.from('name,email\nAmina,amina@example.com\n'),
          },
        ];
        for (const file of files) await expectRefusedEitherWay(endpoint, file);
      });

      it('refuses empty files and bodies', async () => {
        for (const type of ['image/png', 'text/csv', xlsxType])
          await expectRefusedEitherWay(endpoint, {
            label: `an empty ${type}`,
            fileName: 'empty',
            type,
            bytes: Buffer.alloc(0),
          });
        expectRefusal(
          await send(endpoint, { bytes: Buffer.alloc(0) }, 'no body, no type'),
          'no body, no type',
        );
        await expectNothingKept('no body, no type');
      });

      it('refuses pixel bombs: a few kilobytes claiming billions of pixels', async () => {
        const files: HostileFile[] = [
          ['png claiming 100000 × 100000', pngClaiming(samples.png, 100_000, 100_000)] as const,
          ['png claiming 2^31-1 × 2^31-1', pngClaiming(samples.png, 2 ** 31 - 1, 2 ** 31 - 1)] as const,
          ['jpeg claiming 65535 × 65535', jpegClaiming(samples.jpeg, 65_535, 65_535)] as const,
          ['webp claiming 16383 × 16383', webpClaimingMost(samples.webp)] as const,
        ].map(([label, bytes]) => {
          const format = label.split(' ')[0]!;
          return { label, fileName: `bomb.${format}`, type: `image/${format}`, bytes };
        });
        for (const file of files) await expectRefusedEitherWay(endpoint, file);
      });

      it('refuses zip bombs as a workbook, and as a picture', async () => {
        for (const fixture of ['zip-bomb.xlsx', 'zip-bomb-understated.xlsx']) {
          const bytes = await readPromoFixture(fixture);
          await expectRefusedEitherWay(endpoint, {
            label: fixture,
            fileName: 'codes.xlsx',
            type: xlsxType,
            bytes,
          });
          await expectRefusedEitherWay(endpoint, {
            label: `${fixture} sent as image/png`,
            fileName: 'picture.png',
            type: 'image/png',
            bytes,
          });
        }
      });

      it('refuses a file over every upload limit, streamed, with 413 where the endpoint reads it', async () => {
        const statuses: number[] = [];
        for (const envelope of envelopes) {
          const what = `${oversizeBytes} bytes (${envelope})`;
          const response = await send(
            endpoint,
            streamedFile(samples.png, oversizeBytes, envelope, 'image/png'),
            what,
          );
          expectRefusal(response, what);
          statuses.push(response.statusCode);
          await expectNothingKept(what);
        }
        // Whichever envelope the endpoint reads, the size is what it refuses there.
        expect(statuses).toContain(413);
      });

      it('refuses broken multipart envelopes: two files, no file, a wrong field, cut off', async () => {
        const csv: HostileFile = {
          label: 'codes',
          fileName: 'codes.csv',
          type: 'text/csv',
          bytes: Buffer.from('code\nENVELOPE-0001\nENVELOPE-0002\n'),
        };
        const png: HostileFile = {
          label: 'picture',
          fileName: 'p.png',
          type: 'image/png',
          bytes: samples.png,
        };
        const cases: [string, { type: string; bytes: Buffer }][] = [
          ['two files', multipart([filePart(csv), filePart(png)])],
          ['two files under the same field', multipart([filePart(csv), filePart(csv)])],
          ['the file under another field', multipart([{ ...filePart(csv), field: 'upload' }])],
          ['the picture under another field', multipart([{ ...filePart(png), field: 'picture' }])],
          ['a text field instead of a file', multipart([{ field: 'file', bytes: csv.bytes }])],
          ['no part at all', multipart([])],
          ['cut before its closing boundary', multipart([filePart(csv)], { closed: false })],
          [
            'cut inside the file',
            { ...multipart([filePart(png)]), bytes: multipart([filePart(png)]).bytes.subarray(0, 400) },
          ],
          ['no boundary', { type: 'multipart/form-data', bytes: multipart([filePart(csv)]).bytes }],
          ['a codes file as a raw text/csv body', { type: 'text/csv', bytes: csv.bytes }],
        ];
        for (const [what, body] of cases) {
          expectRefusal(await send(endpoint, body, what), what);
          await expectNothingKept(what);
        }
      });

      it('never turns a filename into a path', async () => {
        // Outside the test's root: where an absolute name, or one climbing far enough, would land.
        const escaped = path.join(os.tmpdir(), `vitalia-escaped-${path.basename(root)}.csv`);
        const names = [
          '../../etc/passwd',
          `${'../'.repeat(16)}${escaped.slice(1)}`,
          escaped,
          '..\\..\\windows\\win.ini',
          'codes\u0000.csv',
          'x'.repeat(5_000) + '.csv',
          'codes\u202evsc.exe',
          '.',
          '..',
          '',
          'uploads',
        ];
        let count = 0;
        for (const name of names) {
          for (const disposition of [fileNameParam(name), `; filename*=UTF-8''${encodeURIComponent(name)}`]) {
            count += 1;
            const what = `filename ${JSON.stringify(name.slice(0, 40))} (${disposition.slice(2, 11)})`;
            const filesBefore = await filesUnderRoot();
            // A file the import takes, so the name travels as far as it can; its codes are new each time.
            const codes = Buffer.from(`code\nNAME-${count}-A\nNAME-${count}-B\n`);
            const body = multipart([{ field: 'file', disposition, type: 'text/csv', bytes: codes }]);
            const response = await send(endpoint, body, what);
            expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
            if (response.statusCode >= 400) expectRefusal(response, what);
            expect(await filesUnderRoot(), what).toEqual(filesBefore);
            expect(existsSync(escaped), what).toBe(false);
            await expect(
              readdir(uploadDir).catch(() => []),
              what,
            ).resolves.toEqual([]);
          }
        }
      });
    },
  );
});
