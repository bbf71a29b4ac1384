import { ErrorCode } from '@vitalia/contracts';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

export interface ReceivedFile {
  fileName: string;
  filePath: string;
  discard(): Promise<void>;
}

const spoolSuffix = '.upload';
/** An import reads its spooled file within seconds of receiving it: one an hour old has no request left to read it. */
const abandonedAfterMs = 60 * 60 * 1000;

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Node's own I/O failures (a full disk, permissions) name their system call; the multipart parser's do not. */
const isSpoolFailure = (error: unknown) => typeof (error as { syscall?: unknown }).syscall === 'string';

/**
 * What a failure while the file streams in means. Writing the spool failing is ours (5000). The part's stream
 * failing means the body did not arrive whole — cut off before its closing boundary, or malformed — which is the
 * client's, as when no file comes at all (7502).
 */
function spoolingError(error: unknown): unknown {
  if (isTooLarge(error)) return new AppError(ErrorCode.importFileTooLarge);
  if (isSpoolFailure(error)) return error;
  return new AppError(ErrorCode.importFileOrRewardMissing, undefined, { cause: error });
}

/** The form's one part, as the contract and the web's FormData name it. */
const fileField = 'file';

/** The form's next part, null at its end; a limit passed or a malformed body is the client's, as in spooling. */
async function nextPart(parts: AsyncIterator<Multipart>): Promise<Multipart | null> {
  try {
    const next = await parts.next();
    return next.done ? null : next.value;
  } catch (error) {
    if (isTooLarge(error)) throw new AppError(ErrorCode.importFileTooLarge);
    throw new AppError(ErrorCode.importFileOrRewardMissing, undefined, { cause: error });
  }
}

/**
 * Spools the multipart field `file` to a private temporary file, so the reader can sniff its first bytes and the
 * spreadsheet readers can seek. 7500 past 10 MB (the spec's limit, counted as it streams), 7502 without a whole
 * file, or with anything beside it: a second file or a file under another name is refused rather than dropped, so
 * what gets imported is never a guess. Nothing is left on disk unless the file arrived whole.
 */
export async function receiveImportFile(request: FastifyRequest, uploadDir: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.importFileOrRewardMissing);
  const parts = request.parts();
  const part = await nextPart(parts);
  if (part?.type !== 'file' || part.fieldname !== fileField)
    throw new AppError(ErrorCode.importFileOrRewardMissing);
  // The name is kept with the import's record, and PostgreSQL cannot store a NUL (lib/nul-characters.ts).
  if (part.filename.includes('\u0000'))
    throw new AppError(ErrorCode.invalidRequest, [{ field: fileField, code: ErrorCode.invalidRequest }]);
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  const filePath = path.join(uploadDir, `${randomUUID()}${spoolSuffix}`);
  const discard = () => rm(filePath, { force: true });
  try {
    await pipeline(part.file, createWriteStream(filePath, { mode: 0o600 }));
  } catch (error) {
    await discard();
    throw spoolingError(error);
  }
  // Busboy stops at the limit and marks the stream truncated rather than always failing it.
  if (part.file.truncated) {
    await discard();
    throw new AppError(ErrorCode.importFileTooLarge);
  }
  // The form must end with the file: its limits (one file, no field) fail this read when anything follows it.
  try {
    if (await nextPart(parts)) throw new AppError(ErrorCode.importFileOrRewardMissing);
  } catch (error) {
    await discard();
    throw error;
  }
  return { fileName: part.filename, filePath, discard };
}

/**
 * The scheduled sweep of `uploadDir`: deletes spooled files an hour old or more, which only a server stopped in the
 * middle of an import leaves (`kill -9`, a crash; bench/faults.ts counts them). Answers how many it deleted.
 */
export async function sweepAbandonedImportFiles(uploadDir: string, now = new Date()): Promise<number> {
  const names = await readdir(uploadDir).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(spoolSuffix))) {
    const filePath = path.join(uploadDir, name);
    // Another server may finish with it and delete it between the listing and here.
    const written = await stat(filePath).catch(() => null);
    if (!written || now.getTime() - written.mtimeMs < abandonedAfterMs) continue;
    await rm(filePath, { force: true });
    removed += 1;
  }
  return removed;
}
