import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

export interface ReceivedFile {
  fileName: string;
  filePath: string;
  discard(): Promise<void>;
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Spools the multipart field `file` to a private temporary file, so the reader can sniff its first bytes and the
 * spreadsheet readers can seek. 7500 past 10 MB (the spec's limit, counted as it streams), 7502 without a file.
 */
export async function receiveImportFile(request: FastifyRequest, uploadDir: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(7502);
  const part = await request.file().catch((error: unknown) => {
    if (isTooLarge(error)) throw new AppError(7500);
    throw new AppError(7502, undefined, { cause: error });
  });
  if (!part) throw new AppError(7502);
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  const filePath = path.join(uploadDir, `${randomUUID()}.upload`);
  const discard = () => rm(filePath, { force: true });
  try {
    await pipeline(part.file, createWriteStream(filePath, { mode: 0o600 }));
    // Busboy stops at the limit and marks the stream truncated rather than always failing it.
    if (part.file.truncated) throw new AppError(7500);
  } catch (error) {
    await discard();
    if (isTooLarge(error)) throw new AppError(7500);
    throw error;
  }
  return { fileName: part.filename, filePath, discard };
}
