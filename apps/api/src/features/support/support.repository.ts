import { supportEndpoints, type SupportCategory, type SupportStatus } from '@vitalia/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import { apiPathOf } from '../../lib/endpoints';
import { supportAttachments, supportMessages, supportNotes, supportRequests } from '../../db/schema';
import { attachmentQueries, attachmentWrites } from './support-attachments.repository';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportNoteRow = typeof supportNotes.$inferSelect;

function supportQueries(db: Database) {
  return {
    ...attachmentWrites(db),

    async insertRequest(values: { userId: string; subject: string; category: SupportCategory }) {
      const [row] = await db.insert(supportRequests).values(values).returning();
      return row!;
    },

    async insertMessage(values: {
      requestId: string;
      authorId: string;
      fromStaff: boolean;
      body: string;
    }): Promise<string> {
      const [row] = await db.insert(supportMessages).values(values).returning({ id: supportMessages.id });
      return row!.id;
    },

    async insertNote(values: { requestId: string; authorId: string; body: string }) {
      await db.insert(supportNotes).values(values);
    },

    /** Locks the request for the rest of the transaction: two staff replying at once change it one after the other. */
    async lockRequest(id: string): Promise<SupportRequestRow | undefined> {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
      return row;
    },

    async updateRequest(id: string, changes: Partial<Pick<SupportRequestRow, 'status' | 'assigneeId'>>) {
      await db
        .update(supportRequests)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(supportRequests.id, id));
    },
  };
}

export function supportRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  return {
    ...supportQueries(db),
    ...attachmentQueries(db),

    inTransaction<T>(
      work: (tx: ReturnType<typeof supportQueries> & EventRecorder) => Promise<T>,
    ): Promise<T> {
      return events.transaction(supportQueries, work);
    },

    async findRequest(id: string): Promise<SupportRequestRow | undefined> {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
      return row;
    },

    async requestsOf(userId: string): Promise<SupportRequestRow[]> {
      return db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.userId, userId))
        .orderBy(desc(supportRequests.createdAt))
        .limit(100);
    },

    /** Oldest change first: who has waited longest is answered first. */
    async requestsIn(status: SupportStatus): Promise<SupportRequestRow[]> {
      return db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.status, status))
        .orderBy(asc(supportRequests.updatedAt))
        .limit(200);
    },

    async messagesOf(requestIds: string[]): Promise<SupportMessageRow[]> {
      if (requestIds.length === 0) return [];
      return db
        .select()
        .from(supportMessages)
        .where(inArray(supportMessages.requestId, requestIds))
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    },

    async notesOf(requestId: string): Promise<SupportNoteRow[]> {
      return db
        .select()
        .from(supportNotes)
        .where(eq(supportNotes.requestId, requestId))
        .orderBy(asc(supportNotes.createdAt), asc(supportNotes.id));
    },

    /**
     * Every member's requests and their conversation, for the member's data export (never the staff's notes). Each
     * screenshot is a link, as the profile picture is: the file is the member's to fetch while signed in.
     */
    async exportFor(userId: string) {
      const requests = await db
        .select()
        .from(supportRequests)
        .where(and(eq(supportRequests.userId, userId)))
        .orderBy(asc(supportRequests.createdAt));
      const messages = await db
        .select({
          id: supportMessages.id,
          requestId: supportMessages.requestId,
          fromStaff: supportMessages.fromStaff,
          body: supportMessages.body,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
        .where(eq(supportRequests.userId, userId))
        .orderBy(asc(supportMessages.createdAt));
      const attachments = await db
        .select({
          messageId: supportAttachments.messageId,
          key: supportAttachments.key,
          width: supportAttachments.width,
          height: supportAttachments.height,
        })
        .from(supportAttachments)
        .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
        .innerJoin(supportRequests, eq(supportRequests.id, supportMessages.requestId))
        .where(eq(supportRequests.userId, userId))
        .orderBy(asc(supportAttachments.position));
      const attachmentsOf = (messageId: string) =>
        attachments
          .filter((attachment) => attachment.messageId === messageId)
          .map(({ key, width, height }) => ({
            url: apiPathOf(supportEndpoints.supportAttachmentFile, { key }),
            width,
            height,
          }));
      return requests.map((request) => ({
        subject: request.subject,
        category: request.category,
        status: request.status,
        createdAt: request.createdAt.toISOString(),
        messages: messages
          .filter((message) => message.requestId === request.id)
          .map(({ id, fromStaff, body, createdAt }) => ({
            fromStaff,
            body,
            attachments: attachmentsOf(id),
            createdAt: createdAt.toISOString(),
          })),
      }));
    },
  };
}

export type SupportRepository = ReturnType<typeof supportRepository>;
