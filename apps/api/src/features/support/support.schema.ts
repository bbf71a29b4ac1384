/** Support requests (issue 18, D1): what a member wrote, the conversation with staff, and staff's own notes. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reference a member quotes (`S-000042`). */
    number: serial('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('new'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_requests_user_idx').on(table.userId, table.createdAt),
    index('support_requests_status_idx').on(table.status, table.updatedAt),
    check('support_requests_status_check', sql`${table.status} in ('new', 'waiting', 'solved')`),
    check(
      'support_requests_category_check',
      sql`${table.category} in ('billing', 'account', 'rewards', 'technical', 'other')`,
    ),
  ],
);

/** The conversation the member sees: their messages and staff's replies. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_request_idx').on(table.requestId, table.createdAt)],
);

/** Staff's notes on a request: never shown to the member, never in their export. */
export const supportNotes = pgTable(
  'support_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('support_notes_request_idx').on(table.requestId, table.createdAt)],
);

/**
 * A screenshot a member uploaded, the file itself in the `support-attachments` image store under `key`. It waits
 * with no message until the member's request names it; left waiting a day, it is swept with its file. Deleting the
 * member deletes their rows (through `uploaded_by`, and through their requests); the purge removes the files.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    key: text('key').primaryKey(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_attachments_message_idx').on(table.messageId, table.position),
    index('support_attachments_uploader_idx').on(table.uploadedBy, table.createdAt),
  ],
);
