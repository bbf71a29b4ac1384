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

/**
 * A row only for a kind whose switches the member changed: no row means shown in the bell, emailed, and pushed unless
 * the kind is a quiet one (contracts' `quietPushKinds`).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    /** Null: the kind's default (a row written before Web Push, or one whose push switch was never touched). */
    push: boolean('push'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_preferences_kind_check', kindCheck(table.kind)),
  ],
);

/**
 * The devices a member opted in to Web Push (issue 39): a browser's subscription, one row per push service address.
 * The address is the capability to reach the device, so it is unique: a shared device moves to whoever subscribed last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and authentication secret (RFC 8291), base64url: what a push is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (table) => [
    unique('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId, table.createdAt),
  ],
);
