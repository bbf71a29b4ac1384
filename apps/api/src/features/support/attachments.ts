import { ErrorCode, supportAttachmentsMax, type SupportAttachment } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { reencodeScreenshot } from '../../lib/image-encoding';
import type { SupportServiceDependencies } from './support-context';

/** Uploads a member may hold unsent: a full request's worth, twice, for images removed and chosen again. */
const waitingMax = supportAttachmentsMax * 2;
/** An upload waits this long for a request to name it before the sweep takes it, as a feed image does. */
const waitingGraceMs = 24 * 60 * 60 * 1000;
/** A file is written before its row: younger files with no row may be an upload on its way in. */
const strayGraceMs = 60 * 60 * 1000;

/** Re-encodes the screenshot (7200 when it is not a JPEG, PNG or WebP) and keeps it until a request names it. */
export async function uploadAttachment(
  { memberOf, repository, attachmentFiles }: SupportServiceDependencies,
  caller: Caller,
  upload: Buffer,
): Promise<SupportAttachment> {
  const member = await memberOf(caller);
  const { webp, width, height } = await reencodeScreenshot(upload);
  const key = await attachmentFiles.save(webp);
  try {
    await repository.insertAttachment({ key, uploadedBy: member.id, width, height });
  } catch (error) {
    await attachmentFiles.remove(key);
    throw error;
  }
  for (const dropped of await repository.takeWaitingBeyond(member.id, waitingMax))
    await attachmentFiles.remove(dropped);
  return { key, width, height };
}

async function fileOf({ attachmentFiles }: SupportServiceDependencies, key: string): Promise<Buffer> {
  const bytes = await attachmentFiles.read(key);
  if (!bytes) throw new AppError(ErrorCode.notFound);
  return bytes;
}

/** The member's own screenshot; another member's is "not found", never "denied" (it says nothing of its existence). */
export async function memberAttachment(
  context: SupportServiceDependencies,
  caller: Caller,
  key: string,
): Promise<Buffer> {
  const member = await context.memberOf(caller);
  const row = await context.repository.attachmentOf(key);
  if (!row || row.uploadedBy !== member.id) throw new AppError(ErrorCode.notFound);
  return fileOf(context, key);
}

/** A screenshot sent with a request; one still waiting in a member's form is theirs alone. */
export async function staffAttachment(context: SupportServiceDependencies, key: string): Promise<Buffer> {
  const row = await context.repository.attachmentOf(key);
  if (!row?.messageId) throw new AppError(ErrorCode.notFound);
  return fileOf(context, key);
}

/**
 * The request's screenshots, checked before anything is written: at most three (8104), each the member's own upload
 * still waiting (8105). The same key twice counts once.
 */
export function checkedAttachmentKeys(keys: readonly string[]): string[] {
  const unique = [...new Set(keys)];
  if (unique.length > supportAttachmentsMax) throw new AppError(ErrorCode.tooManySupportAttachments);
  return unique;
}

/** The scheduled sweep: uploads no request named for a day, and files no row knows (a crash, a purged member). */
export async function sweepAttachments(
  { repository, attachmentFiles }: SupportServiceDependencies,
  now = new Date(),
): Promise<number> {
  const taken = await repository.takeWaitingSince(new Date(now.getTime() - waitingGraceMs));
  for (const key of taken) await attachmentFiles.remove(key);
  const strayBefore = now.getTime() - strayGraceMs;
  const files = (await attachmentFiles.list()).filter((file) => file.writtenAt.getTime() < strayBefore);
  const known = await repository.attachmentKeysIn(files.flatMap((file) => (file.key ? [file.key] : [])));
  const strays = files.filter((file) => !file.key || !known.has(file.key));
  for (const file of strays) await attachmentFiles.removeListed(file.name);
  return taken.length + strays.length;
}

/**
 * The account purge's part (users feature): the member's screenshot files go before their rows, which the deletion
 * of the member then takes with it. A crash in between leaves rows naming missing files, which read as not found.
 */
export async function removeAttachmentsOf(
  { repository, attachmentFiles }: SupportServiceDependencies,
  userId: string,
): Promise<void> {
  for (const key of await repository.attachmentKeysOf(userId)) await attachmentFiles.remove(key);
}
