/** Community channels (issue 15; docs/decisions/026-community-live-stream.md). */
import type { TextPerLanguage } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * A channel. `lastSeq` is the channel's clock: every change in it (a message, an edit, a deletion, a reaction) takes
 * the next number in the transaction that makes it, under this row's lock, so numbers commit in order without gaps.
 * `streamNo` names the channel compactly in a live stream's resume position. `starterKey` names the brand's starter
 * channels that migration 0025 opens (introductions, training, nutrition; issue 39); staff's own channels have none.
 */
export const communityChannels = pgTable(
  'community_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    streamNo: serial('stream_no').notNull().unique(),
    name: jsonb('name').$type<TextPerLanguage>().notNull(),
    description: jsonb('description').$type<TextPerLanguage>().notNull(),
    mode: text('mode').notNull().default('open'),
    starterKey: text('starter_key').unique(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [check('community_channels_mode_check', sql`${table.mode} in ('open', 'announcement')`)],
);

export const communityMemberships = pgTable(
  'community_memberships',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => communityChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.userId] }),
    index('community_memberships_user_idx').on(table.userId),
  ],
);

/** `seq` is the number of the message's creation; `status` says who may see it (decision 026). */
export const communityMessages = pgTable(
  'community_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => communityChannels.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    parentId: uuid('parent_id'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    status: text('status').notNull().default('visible'),
    mentions: text('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Why staff deleted or approved it, for the author's and the moderators' record. */
    moderationNote: text('moderation_note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('community_messages_channel_seq_key').on(table.channelId, table.seq),
    index('community_messages_parent_idx').on(table.parentId),
    // Whether a member has posted yet (the introduction invitation, issue 39) and their export look up by author.
    index('community_messages_author_idx').on(table.authorId),
    check('community_messages_status_check', sql`${table.status} in ('visible', 'held', 'deleted')`),
  ],
);

/** The channel's change log: what a reconnecting client replays, in order, from its last position. */
export const communityChannelEvents = pgTable(
  'community_channel_events',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => communityChannels.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.seq] })],
);

export const communityReactions = pgTable(
  'community_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId, table.reaction] })],
);

export const communityReports = pgTable(
  'community_reports',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => communityMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Why the member reported it; null only on reports made before a reason was asked for (issue 39). */
    reason: text('reason'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.reporterId] })],
);

/** A member muted in every channel until `until`; the rows stay as the moderation history. */
export const communityMutes = pgTable(
  'community_mutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('community_mutes_user_idx').on(table.userId, table.until)],
);

/** Single-use live-stream tickets, stored hashed; a used or expired one opens nothing. */
export const communityStreamTickets = pgTable('community_stream_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
