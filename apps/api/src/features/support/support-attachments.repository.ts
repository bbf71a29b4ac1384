import { and, asc, desc, eq, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportAttachments } from '../../db/schema';

export type SupportAttachmentRow = typeof supportAttachments.$inferSelect;

/** Only inside `inTransaction` (supportRepository): `db` is its transaction. */
export function attachmentWrites(db: Database) {
  return {
    /** The keys among `keys` that `userId` uploaded and no message holds yet, locked until the request is written. */
    async pendingAttachments(keys: string[], userId: string): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .select({ key: supportAttachments.key })
        .from(supportAttachments)
        .where(
          and(
            inArray(supportAttachments.key, keys),
            eq(supportAttachments.uploadedBy, userId),
            isNull(supportAttachments.messageId),
          ),
        )
        .for('update');
      return rows.map((row) => row.key);
    },

    /** Gives the message these attachments, in this order. */
    async attachToMessage(messageId: string, keys: string[]) {
      for (const [position, key] of keys.entries())
        await db
          .update(supportAttachments)
          .set({ messageId, position })
          .where(eq(supportAttachments.key, key));
    },
  };
}

export function attachmentQueries(db: Database) {
  return {
    async insertAttachment(values: { key: string; uploadedBy: string; width: number; height: number }) {
      await db.insert(supportAttachments).values(values);
    },

    async attachmentOf(key: string): Promise<SupportAttachmentRow | undefined> {
      const [row] = await db.select().from(supportAttachments).where(eq(supportAttachments.key, key));
      return row;
    },

    async attachmentsOf(messageIds: string[]): Promise<SupportAttachmentRow[]> {
      if (messageIds.length === 0) return [];
      return db
        .select()
        .from(supportAttachments)
        .where(inArray(supportAttachments.messageId, messageIds))
        .orderBy(asc(supportAttachments.position));
    },

    /**
     * Forgets the member's waiting uploads beyond the `keep` newest, and says which, so their files can go: a member
     * who keeps choosing images without sending holds a handful of files at most, never a disk's worth.
     */
    async takeWaitingBeyond(userId: string, keep: number): Promise<string[]> {
      const newest = db
        .select({ key: supportAttachments.key })
        .from(supportAttachments)
        .where(and(eq(supportAttachments.uploadedBy, userId), isNull(supportAttachments.messageId)))
        .orderBy(desc(supportAttachments.createdAt), desc(supportAttachments.key))
        .limit(keep);
      const rows = await db
        .delete(supportAttachments)
        .where(
          and(
            eq(supportAttachments.uploadedBy, userId),
            isNull(supportAttachments.messageId),
            notInArray(supportAttachments.key, newest),
          ),
        )
        .returning({ key: supportAttachments.key });
      return rows.map((row) => row.key);
    },

    /** Forgets uploads no request named before `olderThan`; their keys go to the caller, which deletes the files. */
    async takeWaitingSince(olderThan: Date): Promise<string[]> {
      const rows = await db
        .delete(supportAttachments)
        .where(and(isNull(supportAttachments.messageId), lt(supportAttachments.createdAt, olderThan)))
        .returning({ key: supportAttachments.key });
      return rows.map((row) => row.key);
    },

    async attachmentKeysIn(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: supportAttachments.key })
        .from(supportAttachments)
        .where(inArray(supportAttachments.key, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** Every screenshot the member uploaded, sent or waiting: what their account's purge deletes. */
    async attachmentKeysOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: supportAttachments.key })
        .from(supportAttachments)
        .where(eq(supportAttachments.uploadedBy, userId));
      return rows.map((row) => row.key);
    },
  };
}
