import type { PostImage, TextPerLanguage } from '@vitalia/contracts';
import { and, count, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { feedLikes, feedPostRevisions, feedPosts, users } from '../../db/schema';

export type StoredState = 'draft' | 'published' | 'archived';

/** A post with everything any view of it needs; `liked` is the given reader's. */
export interface PostRecord {
  id: string;
  writtenIn: string;
  title: TextPerLanguage;
  content: TextPerLanguage;
  state: StoredState;
  publishedAt: Date | null;
  pinnedAt: Date | null;
  hiddenAt: Date | null;
  authorId: string | null;
  authorName: string;
  createdAt: Date;
  updatedAt: Date;
  images: Omit<PostImage, 'url'>[];
  likeCount: number;
  liked: boolean;
  commentCount: number;
}

/** Where a page of the feed starts: after this post in (published_at, id) descending order. */
export interface FeedPosition {
  publishedAt: Date;
  id: string;
}

export interface PostWrite {
  writtenIn: string;
  title: TextPerLanguage;
  content: TextPerLanguage;
  state: StoredState;
  publishedAt: Date | null;
  imageKeys: string[];
}

export const nameOf = (column: SQL | typeof users.username) => sql<string>`coalesce(${column}, 'member')`;

/** Members see a post while it is published, its time has come, and no moderator hid it. */
export const isVisible = and(
  eq(feedPosts.state, 'published'),
  sql`${feedPosts.publishedAt} <= now()`,
  isNull(feedPosts.hiddenAt),
)!;

/** The one select behind every post view: counts, the reader's like and the images in order. */
function postRecords(db: Database, readerId: string) {
  return db
    .select({
      id: feedPosts.id,
      writtenIn: feedPosts.writtenIn,
      title: feedPosts.title,
      content: feedPosts.content,
      state: sql<StoredState>`${feedPosts.state}`,
      publishedAt: feedPosts.publishedAt,
      pinnedAt: feedPosts.pinnedAt,
      hiddenAt: feedPosts.hiddenAt,
      authorId: feedPosts.authorId,
      // A post whose author's account is gone is the brand's.
      authorName: sql<string>`coalesce(${users.username}, 'Vitalia')`,
      createdAt: feedPosts.createdAt,
      updatedAt: feedPosts.updatedAt,
      images: sql<Omit<PostImage, 'url'>[]>`coalesce((select json_agg(json_build_object(
          'key', image.key, 'width', image.width, 'height', image.height) order by image.position)
        from feed_post_images image where image.post_id = ${feedPosts.id}), '[]'::json)`,
      likeCount: sql<number>`(select count(*)::int from feed_likes l where l.post_id = ${feedPosts.id})`,
      liked: sql<boolean>`exists (select 1 from feed_likes mine
        where mine.post_id = ${feedPosts.id} and mine.user_id = ${readerId})`,
      commentCount: sql<number>`(select count(*)::int from feed_comments c
        left join feed_comments parent on parent.id = c.parent_id
        where c.post_id = ${feedPosts.id} and c.hidden_at is null and parent.hidden_at is null)`,
    })
    .from(feedPosts)
    .leftJoin(users, eq(users.id, feedPosts.authorId));
}

const postColumns = (write: PostWrite) => ({
  writtenIn: write.writtenIn,
  title: write.title,
  content: write.content,
  state: write.state,
  publishedAt: write.publishedAt,
});

/** Only inside `inTransaction` (feedWrites): `db` is its transaction. */
export function postWrites(db: Database) {
  return {
    async insertPost(write: PostWrite, authorId: string): Promise<string> {
      const [row] = await db
        .insert(feedPosts)
        .values({ ...postColumns(write), authorId })
        .returning({ id: feedPosts.id });
      return row!.id;
    },

    async updatePost(postId: string, write: PostWrite) {
      await db
        .update(feedPosts)
        .set({
          ...postColumns(write),
          updatedAt: new Date(),
          // Only a published post stays pinned.
          ...(write.state === 'published' ? {} : { pinnedAt: null }),
        })
        .where(eq(feedPosts.id, postId));
    },

    async recordRevision(postId: string, editorId: string, write: PostWrite) {
      await db.insert(feedPostRevisions).values({
        postId,
        editorId,
        title: write.title,
        content: write.content,
        state: write.state,
      });
    },

    /** Pins one post and unpins any other; the unique index keeps it to one even between two staff at once. */
    async pin(postId: string, pinned: boolean) {
      if (!pinned) {
        await db.update(feedPosts).set({ pinnedAt: null }).where(eq(feedPosts.id, postId));
        return;
      }
      await db
        .update(feedPosts)
        .set({ pinnedAt: null })
        .where(and(sql`${feedPosts.pinnedAt} is not null`, sql`${feedPosts.id} <> ${postId}`));
      await db.update(feedPosts).set({ pinnedAt: new Date() }).where(eq(feedPosts.id, postId));
    },
  };
}

export function postQueries(db: Database, events: EventBus) {
  return {
    /**
     * Marks the posts now out and not yet announced, each with its `feed.post-out` event, in one transaction; a second
     * server skips the rows this one holds. Scheduled posts are announced when their time comes, not when written.
     */
    async claimDueAnnouncements(limit: number): Promise<number> {
      return events.transaction(
        (tx) => ({ db: tx }),
        async (tx) => {
          const due = await tx.db
            .select({ id: feedPosts.id })
            .from(feedPosts)
            .where(and(isVisible, isNull(feedPosts.announcedAt)))
            .orderBy(feedPosts.publishedAt)
            .limit(limit)
            .for('update', { skipLocked: true });
          if (due.length === 0) return 0;
          const ids = due.map((post) => post.id);
          await tx.db.update(feedPosts).set({ announcedAt: new Date() }).where(inArray(feedPosts.id, ids));
          for (const postId of ids) await tx.publish('feed.post-out', { postId });
          return ids.length;
        },
      );
    },

    async titleOf(postId: string): Promise<TextPerLanguage | null> {
      const [row] = await db
        .select({ title: feedPosts.title })
        .from(feedPosts)
        .where(and(eq(feedPosts.id, postId), isVisible));
      return row?.title ?? null;
    },

    /** A page of visible posts, newest first, leaving out the pinned one (it leads the first page on its own). */
    async visiblePage(readerId: string, after: FeedPosition | null, limit: number): Promise<PostRecord[]> {
      return postRecords(db, readerId)
        .where(
          and(
            isVisible,
            isNull(feedPosts.pinnedAt),
            after
              ? sql`(${feedPosts.publishedAt}, ${feedPosts.id}) < (${after.publishedAt}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(feedPosts.publishedAt), desc(feedPosts.id))
        .limit(limit);
    },

    async pinnedVisible(readerId: string): Promise<PostRecord | null> {
      const [row] = await postRecords(db, readerId).where(
        and(isVisible, sql`${feedPosts.pinnedAt} is not null`),
      );
      return row ?? null;
    },

    async visiblePost(postId: string, readerId: string): Promise<PostRecord | null> {
      const [row] = await postRecords(db, readerId).where(and(isVisible, eq(feedPosts.id, postId)));
      return row ?? null;
    },

    async postById(postId: string, readerId: string): Promise<PostRecord | null> {
      const [row] = await postRecords(db, readerId).where(eq(feedPosts.id, postId));
      return row ?? null;
    },

    /** Newest change first, after `after` (a cursor's position), `limit` at most. */
    async staffPosts(
      readerId: string,
      state: StoredState | 'scheduled' | undefined,
      after: { updatedAt: Date; id: string } | null,
      limit: number,
    ) {
      const condition =
        state === 'scheduled'
          ? and(eq(feedPosts.state, 'published'), sql`${feedPosts.publishedAt} > now()`)
          : state === 'published'
            ? and(eq(feedPosts.state, 'published'), sql`${feedPosts.publishedAt} <= now()`)
            : state
              ? eq(feedPosts.state, state)
              : undefined;
      return postRecords(db, readerId)
        .where(
          and(
            condition,
            after
              ? sql`(${feedPosts.updatedAt}, ${feedPosts.id}) < (${after.updatedAt}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(feedPosts.updatedAt), desc(feedPosts.id))
        .limit(limit);
    },

    async revisions(postId: string) {
      return db
        .select({ editorName: nameOf(users.username), editedAt: feedPostRevisions.editedAt })
        .from(feedPostRevisions)
        .leftJoin(users, eq(users.id, feedPostRevisions.editorId))
        .where(eq(feedPostRevisions.postId, postId))
        .orderBy(desc(feedPostRevisions.editedAt), desc(feedPostRevisions.id));
    },

    async setLike(postId: string, userId: string, liked: boolean) {
      if (liked) await db.insert(feedLikes).values({ postId, userId }).onConflictDoNothing();
      else await db.delete(feedLikes).where(and(eq(feedLikes.postId, postId), eq(feedLikes.userId, userId)));
    },

    /** The ambassador's visible posts: what his AI persona answers from (issue 16). */
    async ambassadorPosts(): Promise<{ id: string; title: TextPerLanguage; content: TextPerLanguage }[]> {
      return db
        .select({ id: feedPosts.id, title: feedPosts.title, content: feedPosts.content })
        .from(feedPosts)
        .innerJoin(users, eq(users.id, feedPosts.authorId))
        .where(and(isVisible, eq(users.role, 'karim')));
    },

    /** Moves whenever one of those posts appears, changes or goes, so the persona knows to read them again. */
    async ambassadorPostsVersion(): Promise<string> {
      const [row] = await db
        .select({ posts: count(), latest: max(feedPosts.updatedAt) })
        .from(feedPosts)
        .innerJoin(users, eq(users.id, feedPosts.authorId))
        .where(and(isVisible, eq(users.role, 'karim')));
      return `${row?.posts ?? 0}:${row?.latest?.toISOString() ?? ''}`;
    },

    /** Demo data: adds the posts when the feed has none yet. */
    async seedIfEmpty(posts: (PostWrite & { authorId: string | null })[]) {
      const [any] = await db.select({ id: feedPosts.id }).from(feedPosts).limit(1);
      if (any || posts.length === 0) return;
      await db.insert(feedPosts).values(
        posts.map((post) => ({
          ...postColumns(post),
          authorId: post.authorId,
          // Written when published, so none reads as edited since, nor as news to announce.
          createdAt: post.publishedAt ?? undefined,
          updatedAt: post.publishedAt ?? undefined,
          announcedAt: post.publishedAt,
        })),
      );
    },
  };
}
