import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedPosts } from '../../db/schema';

export type FeedPostRow = typeof feedPosts.$inferSelect;

export function feedRepository(db: Database) {
  return {
    async latest(language: string, limit: number): Promise<FeedPostRow[]> {
      return db
        .select()
        .from(feedPosts)
        .where(eq(feedPosts.language, language))
        .orderBy(desc(feedPosts.publishedAt))
        .limit(limit);
    },

    /** Demo data: adds the posts that are not there yet (a language and title name a post). */
    async insertMissing(posts: Omit<typeof feedPosts.$inferInsert, 'id'>[]) {
      if (posts.length === 0) return;
      await db.insert(feedPosts).values(posts).onConflictDoNothing();
    },
  };
}

export type FeedRepository = ReturnType<typeof feedRepository>;
