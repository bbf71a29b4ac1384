/** The Premium feed (issue 15; docs/decisions/027-feed-posts.md). */
import type { TextPerLanguage } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, pagedCreatedAt, pagedTime } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * A post, written in one language with optional translations (D9). Members see it while `state` is `published` and
 * `published_at` has come: a scheduled post is a published one whose time has not, so it appears without a job.
 * At most one post is pinned.
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    writtenIn: text('written_in').notNull(),
    title: jsonb('title').$type<TextPerLanguage>().notNull(),
    content: jsonb('content').$type<TextPerLanguage>().notNull(),
    state: text('state').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** Hidden by a moderator after a report: out of the feed until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When members' bells were told it is out (issue 18): once its publication time has passed, once. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: pagedTime('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('feed_posts_written_in_check', sql`${table.writtenIn} in ('en', 'fr', 'ar')`),
    check('feed_posts_state_check', sql`${table.state} in ('draft', 'published', 'archived')`),
    check(
      'feed_posts_published_at_check',
      sql`${table.state} <> 'published' or ${table.publishedAt} is not null`,
    ),
    uniqueIndex('feed_posts_one_pinned_key')
      .on(sql`(true)`)
      .where(sql`${table.pinnedAt} is not null`),
    index('feed_posts_visible_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.state} = 'published' and ${table.hiddenAt} is null`),
  ],
);

/**
 * An uploaded image. It belongs to no post until a post names it; images left unattached (never used, or removed
 * from a post) are swept with their files after a day.
 */
export const feedPostImages = pgTable(
  'feed_post_images',
  {
    key: text('key').primaryKey(),
    postId: uuid('post_id').references(() => feedPosts.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('feed_post_images_post_idx').on(table.postId, table.position)],
);

/** Every saved version of a post: who changed it, when, and what it said. */
export const feedPostRevisions = pgTable(
  'feed_post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<TextPerLanguage>().notNull(),
    content: jsonb('content').$type<TextPerLanguage>().notNull(),
    state: text('state').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feed_post_revisions_post_idx').on(table.postId, table.editedAt)],
);

export const feedLikes = pgTable(
  'feed_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** A comment, or a reply to a top-level comment (one level: the service refuses deeper). */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => feedComments.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: pagedCreatedAt(),
  },
  (table) => [
    index('feed_comments_post_idx').on(table.postId, table.createdAt, table.id),
    index('feed_comments_parent_idx').on(table.parentId),
  ],
);

/** A member's report of a post (`commentId` null) or of a comment, open until staff decide. */
export const feedReports = pgTable(
  'feed_reports',
  {
    id: serial('id').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => feedComments.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('feed_reports_post_reporter_key')
      .on(table.postId, table.reporterId)
      .where(sql`${table.commentId} is null`),
    uniqueIndex('feed_reports_comment_reporter_key')
      .on(table.commentId, table.reporterId)
      .where(sql`${table.commentId} is not null`),
    index('feed_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.decidedAt} is null`),
  ],
);

/** What moderators decided and why; kept after a deletion, with an excerpt of what was deleted. */
export const feedModerationLog = pgTable('feed_moderation_log', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  targetId: uuid('target_id').notNull(),
  action: text('action').notNull(),
  reason: text('reason').notNull(),
  excerpt: text('excerpt').notNull(),
  moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Per member: when they last opened the feed (the unread badge) and the daily digest. The token is the one-click
 * unsubscribe link's permission; it is random and says nothing else.
 */
export const feedReaders = pgTable('feed_readers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  digestSubscribed: boolean('digest_subscribed').notNull().default(false),
  digestToken: text('digest_token').notNull().unique(),
  digestSince: timestamp('digest_since', { withTimezone: true }),
  digestLastSentAt: timestamp('digest_last_sent_at', { withTimezone: true }),
});
