/** The bell (issue 18): what each member was told, and the switches they set per kind. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { pagedCreatedAt } from '../../db/columns';
import { users } from '../users/users.schema';

const kindCheck = (column: unknown) =>
  sql`${column} in ('draw_won', 'code_claimed', 'renewal_coming', 'payment_failed', 'support_reply', 'feed_post', 'community_reply', 'community_reaction', 'community_mention', 'persona_answered', 'feed_comment_reply')`;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The facts the web words in the reader's language (contracts' `notificationFacts`). */
    facts: jsonb('facts').notNull(),
    /** What raised it; a second delivery of the same thing finds it there and adds nothing. */
    sourceKey: text('source_key').notNull(),
    createdAt: pagedCreatedAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    unique('notifications_source_unique').on(table.userId, table.sourceKey),
    index('notifications_user_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    check('notifications_kind_check', kindCheck(table.kind)),
  ],
);

/** A row only for a kind whose switches the member changed: no row means shown in the bell and emailed. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_preferences_kind_check', kindCheck(table.kind)),
  ],
);
