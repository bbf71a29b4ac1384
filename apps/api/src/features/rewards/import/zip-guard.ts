import { ErrorCode } from '@vitalia/contracts';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { asImportFileError, ImportFileError } from './import-file-error';

const MIB = 1024 * 1024;

export interface ImportLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Uncompressed over compressed size, for entries over 1 MiB. */
  maxRatio: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 256 * 1024 * 1024,
  maxRatio: 200,
};

/** Small parts (content types, rels, styles) compress far beyond any ratio; only big entries are held to it. */
const RATIO_APPLIES_ABOVE = MIB;
/**
 * exceljs keeps every shared string in memory ('cache'); a legitimate 10 MB workbook's table stays well under
 * this, while a few compressed megabytes of tiny repeated strings would otherwise become millions of objects.
 */
const SHARED_STRINGS_MAX_BYTES = 64 * MIB;
/** The parts exceljs needs to read a workbook; a zip without them (a .docx, a plain archive) is not one. */
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

const LOCAL_HEADER_MIN_BYTES = 30;
const DATA_DESCRIPTOR_FLAG = 0x08;
const ZIP64_SIZE_MARKER = 0xffffffff;
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_MIN_BYTES = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_BYTES = 20;
const ZIP64_EOCD_BYTES = 56;

interface CentralDirectory {
  offset: number;
  end: number;
  /** Where the end-of-central-directory records begin: nothing may sit between the directory and them. */
  recordsStart: number;
}

/**
 * Refuses a hostile or oversized .xlsx before exceljs opens it (7504), and a zip that is not a workbook (7501).
 *
 * Checking declared sizes alone is not enough: sizes can lie, entries can overlap (one deflate stream counted
 * many times) and an entry can hide between listed ones where only a streaming reader (such as exceljs's own,
 * which xlsx-rows no longer uses) finds it. So: the listed
 * entries must tile the file with no room for a hidden header, every local header must agree with its listing,
 * and every entry is inflated and its real bytes counted (yauzl aborts as soon as an entry outgrows its declared
 * size), without keeping any of it.
 */
export async function checkXlsxArchive(filePath: string, limits: ImportLimits): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, {
      autoClose: false,
      lazyEntries: true,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new ImportFileError(ErrorCode.importFileUnreadable, { cause: error });
  }
  try {
    // The count comes from the end record: refuse before reading a single directory entry.
    if (zip.entryCount > limits.maxEntries) throw new ImportFileError(ErrorCode.importFileTooExpanded);
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!REQUIRED_PARTS.every((part) => names.has(part)))
      throw new ImportFileError(ErrorCode.importFileTypeInvalid);
    checkDeclaredSizes(entries, limits);
    await checkLayout(filePath, zip, entries);
    await checkActualSizes(zip, entries, limits);
  } catch (error) {
    throw asImportFileError(error);
  } finally {
    zip.close();
  }
}

function checkDeclaredSizes(entries: readonly Entry[], limits: ImportLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const isTooDense =
      entry.uncompressedSize > RATIO_APPLIES_ABOVE &&
      entry.uncompressedSize > entry.compressedSize * limits.maxRatio;
    const isCacheTooBig =
      entry.fileName === 'xl/sharedStrings.xml' && entry.uncompressedSize > SHARED_STRINGS_MAX_BYTES;
    if (total > limits.maxUncompressedBytes || isTooDense || isCacheTooBig)
      throw new ImportFileError(ErrorCode.importFileTooExpanded);
  }
}

async function checkLayout(filePath: string, zip: ZipFile, entries: readonly Entry[]): Promise<void> {
  const directory = await readCentralDirectory(filePath);
  const spans: { start: number; end: number }[] = [];
  for (const entry of entries) {
    const local = await zip.readLocalFileHeaderPromise(entry);
    const hasDeferredSizes =
      (local.generalPurposeBitFlag & DATA_DESCRIPTOR_FLAG) !== 0 ||
      local.compressedSize === ZIP64_SIZE_MARKER;
    const isConsistent =
      local.fileName.equals(entry.fileNameRaw) &&
      local.compressionMethod === entry.compressionMethod &&
      (hasDeferredSizes ||
        (local.compressedSize === entry.compressedSize && local.uncompressedSize === entry.uncompressedSize));
    if (!isConsistent) throw new ImportFileError(ErrorCode.importFileUnreadable);
    spans.push({ start: entry.relativeOffsetOfLocalHeader, end: local.fileDataStart + entry.compressedSize });
  }
  spans.sort((a, b) => a.start - b.start);
  spans.push({ start: directory.offset, end: directory.end });
  let cursor = 0;
  for (const span of spans) {
    // Two listings sharing bytes is the overlapping-entries bomb: the same deflate stream expanded many times.
    if (span.start < cursor) throw new ImportFileError(ErrorCode.importFileTooExpanded);
    // A gap of 30 bytes or more could hold a local header that a streaming reader would parse and yauzl never
    // sees; a smaller gap is a data descriptor (12 to 24 bytes) or harmless padding.
    if (span.start - cursor >= LOCAL_HEADER_MIN_BYTES)
      throw new ImportFileError(ErrorCode.importFileUnreadable);
    cursor = span.end;
  }
  if (cursor !== directory.recordsStart) throw new ImportFileError(ErrorCode.importFileUnreadable);
}

/** Where the central directory lies, found the way yauzl finds it (the last end record, zip64 when located). */
async function readCentralDirectory(filePath: string): Promise<CentralDirectory> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, ZIP64_LOCATOR_BYTES + EOCD_MIN_BYTES + 0xffff);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    for (let index = length - EOCD_MIN_BYTES; index >= 0; index -= 1) {
      if (tail.readUInt32LE(index) !== EOCD_SIGNATURE) continue;
      const locator = index - ZIP64_LOCATOR_BYTES;
      if (locator >= 0 && tail.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE) {
        const recordsStart = Number(tail.readBigUInt64LE(locator + 8));
        const record = Buffer.alloc(ZIP64_EOCD_BYTES);
        await handle.read(record, 0, ZIP64_EOCD_BYTES, recordsStart);
        const offset = Number(record.readBigUInt64LE(48));
        return { offset, end: offset + Number(record.readBigUInt64LE(40)), recordsStart };
      }
      const offset = tail.readUInt32LE(index + 16);
      return { offset, end: offset + tail.readUInt32LE(index + 12), recordsStart: size - length + index };
    }
    throw new ImportFileError(ErrorCode.importFileUnreadable);
  } finally {
    await handle.close();
  }
}

async function checkActualSizes(
  zip: ZipFile,
  entries: readonly Entry[],
  limits: ImportLimits,
): Promise<void> {
  let total = 0;
  for (const entry of entries) {
    if (entry.compressedSize === 0) continue;
    const stream = await zip.openReadStreamPromise(entry);
    await drainCounting(stream, (bytes) => {
      total += bytes;
      return total <= limits.maxUncompressedBytes;
    });
  }
}

/** Reads a stream to its end keeping nothing; stops at the first chunk `accept` refuses. */
function drainCounting(stream: Readable, accept: (bytes: number) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      if (accept(chunk.length)) return;
      stream.destroy();
      reject(new ImportFileError(ErrorCode.importFileTooExpanded));
    });
    stream.on('error', (error: Error) => {
      // yauzl's check that an entry inflates to exactly its declared size: more means the sizes lied.
      reject(
        /too many bytes/.test(error.message)
          ? new ImportFileError(ErrorCode.importFileTooExpanded, { cause: error })
          : error,
      );
    });
    stream.on('end', () => resolve());
  });
}
