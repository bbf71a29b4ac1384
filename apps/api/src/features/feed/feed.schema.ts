/** The Premium feed. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The Premium feed (D4): the brand's posts, each written in one language; members read their language's. */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feed_posts_language_check', sql`${table.language} in ('en', 'fr', 'ar')`),
    uniqueIndex('feed_posts_language_title_key').on(table.language, table.title),
    index('feed_posts_language_published_idx').on(table.language, table.publishedAt),
  ],
);
