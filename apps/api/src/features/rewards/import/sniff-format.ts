import { ErrorCode } from '@vitalia/contracts';
import { open } from 'node:fs/promises';
import { ImportFileError } from './import-file-error';

export type SniffedKind = 'zip' | 'cfb' | 'text';

/** Enough to see a text file's first lines and any binary header; the NUL test looks at this much. */
export const SNIFF_BYTES = 64 * 1024;

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// Compound File Binary: the container of .xls (and of .doc, .msg, password-protected .xlsx…).
const CFB_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The kind of file by its first bytes, never by its name (D7): a renamed picture must not reach a parser that
 * trusts the extension. A zip still has to prove it is a workbook (zip-guard), a CFB file that it holds one.
 */
export async function sniffFormat(filePath: string): Promise<SniffedKind> {
  let head: Buffer;
  try {
    const handle = await open(filePath, 'r');
    try {
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new ImportFileError(ErrorCode.importFileUnreadable, { cause: error });
  }
  if (head.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return 'zip';
  if (head.subarray(0, 8).equals(CFB_HEADER)) return 'cfb';
  // Text in UTF-8 or windows-1252 never holds a NUL; pictures, PDFs and UTF-16 files do early on.
  if (head.includes(0)) throw new ImportFileError(ErrorCode.importFileTypeInvalid);
  return 'text';
}
