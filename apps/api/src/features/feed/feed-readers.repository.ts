import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedPosts, feedReaders } from '../../db/schema';
import { isVisible } from './feed-posts.repository';

/** Only inside `inTransaction` (feedWrites): `db` is its transaction. */
export function digestWrites(db: Database) {
  return {
    /**
     * Claims one member's digest: marks it sent and hands back the posts it carries and the unsubscribe token, in the
     * transaction that writes its mail event. The row lock makes a second server wait, then find it already claimed.
     */
    async claimDigest(userId: string, dayAgo: Date, limit: number) {
      const [reader] = await db
        .select()
        .from(feedReaders)
        .where(
          and(
            eq(feedReaders.userId, userId),
            eq(feedReaders.digestSubscribed, true),
            or(isNull(feedReaders.digestLastSentAt), lt(feedReaders.digestLastSentAt, dayAgo)),
          ),
        )
        .for('update');
      if (!reader) return null;
      const since = [reader.digestSince, reader.digestLastSentAt].reduce<Date>(
        (latest, date) => (date && date > latest ? date : latest),
        new Date(0),
      );
      const posts = await db
        .select({ id: feedPosts.id, title: feedPosts.title })
        .from(feedPosts)
        .where(and(isVisible, gt(feedPosts.publishedAt, since)))
        .orderBy(desc(feedPosts.publishedAt))
        .limit(limit);
      if (posts.length === 0) return null;
      await db
        .update(feedReaders)
        .set({ digestLastSentAt: new Date() })
        .where(eq(feedReaders.userId, userId));
      return { token: reader.digestToken, posts };
    },
  };
}

export function readerQueries(db: Database) {
  return {
    /** The reader's row, made on first need with a fresh unsubscribe token. */
    async reader(userId: string, newToken: string) {
      await db.insert(feedReaders).values({ userId, digestToken: newToken }).onConflictDoNothing();
      const [row] = await db.select().from(feedReaders).where(eq(feedReaders.userId, userId));
      return row!;
    },

    /** Posts out since the reader last opened the feed; their own are read already, having been written by them. */
    async unreadCount(userId: string, cap: number): Promise<number> {
      const unread = db
        .select({ id: feedPosts.id })
        .from(feedPosts)
        .where(
          and(
            isVisible,
            sql`${feedPosts.authorId} is distinct from ${userId}`,
            sql`${feedPosts.publishedAt} > coalesce((select last_read_at from feed_readers
              where user_id = ${userId}), '-infinity'::timestamptz)`,
          ),
        )
        .limit(cap)
        .as('unread');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(unread);
      return row!.count;
    },

    /** Read up to `upTo` (never past now), or now; a mark older than the one kept (another tab's) changes nothing. */
    async markRead(userId: string, newToken: string, upTo: Date | null) {
      // Times reach the browser in milliseconds and are kept in microseconds: the shown post's own microseconds count.
      const readAt = upTo
        ? sql`least(${upTo.toISOString()}::timestamptz + interval '999 microseconds', now())`
        : sql`now()`;
      await db
        .insert(feedReaders)
        .values({ userId, digestToken: newToken, lastReadAt: readAt })
        .onConflictDoUpdate({
          target: feedReaders.userId,
          set: { lastReadAt: sql`greatest(${feedReaders.lastReadAt}, ${readAt})` },
        });
    },

    async setDigest(userId: string, subscribed: boolean, newToken: string) {
      const since = subscribed ? sql`now()` : null;
      await db
        .insert(feedReaders)
        .values({ userId, digestToken: newToken, digestSubscribed: subscribed, digestSince: since })
        .onConflictDoUpdate({
          target: feedReaders.userId,
          // Opting in again starts from now: the digest never mails what was published while opted out.
          set: {
            digestSubscribed: subscribed,
            digestSince: sql`case when ${feedReaders.digestSubscribed} then ${feedReaders.digestSince}
              else ${since} end`,
          },
        });
    },

    /** False when no reader has this token. */
    async unsubscribeByToken(token: string): Promise<boolean> {
      const rows = await db
        .update(feedReaders)
        .set({ digestSubscribed: false })
        .where(eq(feedReaders.digestToken, token))
        .returning({ userId: feedReaders.userId });
      return rows.length > 0;
    },

    /** Members opted in, not mailed for a day, with a post published since their last digest (or opting in). */
    async digestsDue(dayAgo: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ userId: feedReaders.userId })
        .from(feedReaders)
        .where(
          and(
            eq(feedReaders.digestSubscribed, true),
            or(isNull(feedReaders.digestLastSentAt), lt(feedReaders.digestLastSentAt, dayAgo)),
            sql`exists (select 1 from feed_posts p where p.state = 'published' and p.hidden_at is null
              and p.published_at <= now()
              and p.published_at > greatest(${feedReaders.digestSince}, ${feedReaders.digestLastSentAt}))`,
          ),
        )
        .limit(limit);
      return rows.map((row) => row.userId);
    },
  };
}
