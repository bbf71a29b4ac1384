import { ErrorCode } from '@vitalia/contracts';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import type { RawRow } from './cell-values';
import { findColumns, HEADER_SEARCH_ROWS, isBlankRow } from './header';
import { ImportFileError } from './import-file-error';
import { SNIFF_BYTES } from './sniff-format';

export type CsvEncoding = 'utf-8' | 'windows-1252';
export type Delimiter = ',' | ';' | '\t';

/** Ties go to the first: a comma is the CSV default, a semicolon the French Excel one. */
const DELIMITERS: readonly Delimiter[] = [',', ';', '\t'];
/** No promo-code row is this long; an unclosed quote swallowing the rest of the file stops here (7505). */
const MAX_RECORD_BYTES = 1024 * 1024;

/**
 * UTF-8 (a BOM or not) when every byte sequence is valid UTF-8, windows-1252 otherwise: French Excel's
 * "CSV (séparateur: point-virgule)" writes windows-1252, and its é (0xE9) is never valid UTF-8 on its own.
 * The whole file is checked (10 MB at most, streamed): a single accent far down must not turn into U+FFFD.
 */
export async function detectEncoding(filePath: string): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch (error) {
    if (error instanceof TypeError) return 'windows-1252';
    throw error;
  }
}

async function readSample(filePath: string, encoding: CsvEncoding): Promise<string> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    // `stream: true` drops a character cut by the sample's end instead of turning it into U+FFFD.
    return new TextDecoder(encoding).decode(buffer.subarray(0, bytesRead), { stream: true });
  } finally {
    await handle.close();
  }
}

/** Each candidate delimiter's count in a line, quoted text excluded (a "Code; promo" title is one field). */
export function countDelimiters(line: string): Map<Delimiter, number> {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let isQuoted = false;
  for (const char of line) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && counts.has(char as Delimiter)) {
      counts.set(char as Delimiter, counts.get(char as Delimiter)! + 1);
    }
  }
  return counts;
}

/** One line split on a delimiter, with CSV quoting: enough to read a header line before the parser starts. */
export function splitLine(line: string, delimiter: Delimiter): string[] {
  const fields: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (isQuoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/**
 * The delimiter of the header line: among the first non-empty lines, the first one that has a code column when
 * split on its most frequent delimiter (a less frequent one is tried next, so "Code;Date d'expiration, fin"
 * still splits on `;`). A line without any delimiter is a one-column table. No such line → 7503.
 */
export function detectDelimiter(sample: string): Delimiter {
  let nonEmptyLines = 0;
  for (const line of sample.split(/\r\n|\n|\r/)) {
    if (nonEmptyLines >= HEADER_SEARCH_ROWS) break;
    const counts = countDelimiters(line);
    const present = DELIMITERS.filter((delimiter) => counts.get(delimiter)! > 0).sort(
      (a, b) => counts.get(b)! - counts.get(a)!,
    );
    const candidates = present.length > 0 ? present : DELIMITERS.slice(0, 1);
    for (const delimiter of candidates) {
      if (findColumns(splitLine(line, delimiter))) return delimiter;
    }
    if (!isBlankRow(splitLine(line, candidates[0]!))) nonEmptyLines += 1;
  }
  throw new ImportFileError(ErrorCode.importCodeColumnMissing);
}

/** Bytes to text in the detected encoding; the UTF-8 decoder drops a leading BOM. */
function decoderStream(encoding: CsvEncoding): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.decode(chunk, { stream: true });
      callback(null, text === '' ? undefined : text);
    },
    flush(callback) {
      const text = decoder.decode();
      callback(null, text === '' ? undefined : text);
    },
  });
}

const LINE_BREAK = /\r\n|\r|\n/g;

/** Line breaks inside a record's fields: only quoted fields hold any, and an editor shows each as a new line. */
function lineBreaksIn(record: readonly string[]): number {
  let breaks = 0;
  for (const field of record) {
    if (field.includes('\n') || field.includes('\r')) breaks += field.match(LINE_BREAK)!.length;
  }
  return breaks;
}

async function* parseCsv(
  filePath: string,
  encoding: CsvEncoding,
  delimiter: Delimiter,
): AsyncGenerator<RawRow[]> {
  const parser = parse({
    delimiter,
    // Blank lines stay records so the line count below stays right; the reader skips blank rows itself.
    skip_empty_lines: false,
    relax_column_count: true,
    // A stray quote inside a field (`AB"C`) is kept as text rather than failing the whole file.
    relax_quotes: true,
    trim: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  // Errors from the file or the decoder reach the parser through the pipeline and surface in the loop below.
  pipeline(createReadStream(filePath), decoderStream(encoding), parser, () => {});
  // Lines are counted here rather than taken from csv-parse's `info.lines`: csv-parse 7.0 counts a CRLF inside a
  // quoted field as two lines, so every row after one would be reported a line too far down.
  let line = 1;
  try {
    // Records already parsed are taken in one go (read() until empty): one await per chunk of the file rather
    // than per row keeps 400k rows fast.
    for await (const first of parser as AsyncIterable<string[]>) {
      const batch: RawRow[] = [];
      for (let record: string[] | null = first; record !== null; record = parser.read() as string[] | null) {
        batch.push({ row: line, cells: record });
        line += 1 + lineBreaksIn(record);
      }
      yield batch;
    }
  } finally {
    parser.destroy();
  }
}

/** Decides encoding and delimiter (7503 when no header line is found), then streams records with flat memory. */
export async function openCsvRows(filePath: string): Promise<AsyncGenerator<RawRow[]>> {
  const encoding = await detectEncoding(filePath);
  const delimiter = detectDelimiter(await readSample(filePath, encoding));
  return parseCsv(filePath, encoding, delimiter);
}
