import type { PostImage, ReportedKind, TextPerLanguage } from '@vitalia/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  max,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log/audit-log.repository';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import {
  feedComments,
  feedLikes,
  feedModerationLog,
  feedPostImages,
  feedPostRevisions,
  feedPosts,
  feedReaders,
  feedReports,
  users,
} from '../../db/schema';

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
  authorName: string;
  createdAt: Date;
  updatedAt: Date;
  images: Omit<PostImage, 'url'>[];
  likeCount: number;
  liked: boolean;
  commentCount: number;
}

export interface CommentRecord {
  id: string;
  postId: string;
  parentId: string | null;
  authorId: string;
  authorName: string;
  authorRole: string;
  body: string;
  hiddenAt: Date | null;
  createdAt: Date;
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

const nameOf = (column: SQL | typeof users.username) => sql<string>`coalesce(${column}, 'member')`;

/** Members see a post while it is published, its time has come, and no moderator hid it. */
const isVisible = and(
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

function commentRecords(db: Database) {
  return db
    .select({
      id: feedComments.id,
      postId: feedComments.postId,
      parentId: feedComments.parentId,
      authorId: feedComments.authorId,
      authorName: nameOf(users.username),
      authorRole: users.role,
      body: feedComments.body,
      hiddenAt: feedComments.hiddenAt,
      createdAt: feedComments.createdAt,
    })
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.authorId));
}

/** Writes that go together in one transaction (`inTransaction`): a post with its revision and images; a digest; a comment with its announcement. */
function feedWrites(db: Database) {
  return {
    async insertComment(comment: {
      postId: string;
      parentId: string | null;
      authorId: string;
      body: string;
    }) {
      const [row] = await db.insert(feedComments).values(comment).returning({ id: feedComments.id });
      return row!.id;
    },

    /** The images among `keys` that exist and are free or already this post's. */
    async usableImages(keys: string[], postId: string | null): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .select({ key: feedPostImages.key })
        .from(feedPostImages)
        .where(
          and(
            inArray(feedPostImages.key, keys),
            postId
              ? or(isNull(feedPostImages.postId), eq(feedPostImages.postId, postId))
              : isNull(feedPostImages.postId),
          ),
        )
        .for('update');
      return rows.map((row) => row.key);
    },

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

    /** Points the post at exactly these images, in this order; the others it had are freed for the sweep. */
    async attachImages(postId: string, keys: string[]) {
      await db
        .update(feedPostImages)
        .set({ postId: null })
        .where(
          and(
            eq(feedPostImages.postId, postId),
            keys.length ? notInArray(feedPostImages.key, keys) : undefined,
          ),
        );
      for (const [position, key] of keys.entries())
        await db.update(feedPostImages).set({ postId, position }).where(eq(feedPostImages.key, key));
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

export type FeedWrites = ReturnType<typeof feedWrites>;

const postColumns = (write: PostWrite) => ({
  writtenIn: write.writtenIn,
  title: write.title,
  content: write.content,
  state: write.state,
  publishedAt: write.publishedAt,
});

export function feedRepository(db: Database, events: EventBus) {
  return {
    inTransaction<T>(work: (tx: FeedWrites & EventRecorder) => Promise<T>): Promise<T> {
      return events.transaction(feedWrites, work);
    },

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

    /** Top-level comments after a position (oldest first), and the visible replies of each. */
    async commentPage(postId: string, after: { createdAt: Date; id: string } | null, limit: number) {
      const parents = await commentRecords(db)
        .where(
          and(
            eq(feedComments.postId, postId),
            isNull(feedComments.parentId),
            isNull(feedComments.hiddenAt),
            after
              ? sql`(${feedComments.createdAt}, ${feedComments.id}) > (${after.createdAt}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(feedComments.createdAt), asc(feedComments.id))
        .limit(limit);
      const replies = parents.length
        ? await commentRecords(db)
            .where(
              and(
                inArray(
                  feedComments.parentId,
                  parents.map((parent) => parent.id),
                ),
                isNull(feedComments.hiddenAt),
              ),
            )
            .orderBy(asc(feedComments.createdAt), asc(feedComments.id))
        : [];
      return { parents, replies };
    },

    async commentById(commentId: string): Promise<CommentRecord | null> {
      const [row] = await commentRecords(db).where(eq(feedComments.id, commentId));
      return row ?? null;
    },

    async deleteComment(commentId: string) {
      await db.delete(feedComments).where(eq(feedComments.id, commentId));
    },

    /** False when this member already reported it. */
    async report(report: {
      postId: string;
      commentId: string | null;
      reporterId: string;
      reason: string | null;
    }) {
      const rows = await db
        .insert(feedReports)
        .values(report)
        .onConflictDoNothing()
        .returning({ id: feedReports.id });
      return rows.length > 0;
    },

    /** Reported items with open reports, most reported first. */
    async openReports() {
      const reasons = sql<string[]>`coalesce(array_agg(${feedReports.reason}
        order by ${feedReports.createdAt}) filter (where ${feedReports.reason} is not null), '{}')`;
      return db
        .select({
          postId: feedReports.postId,
          commentId: feedReports.commentId,
          reportCount: sql<number>`count(*)::int`,
          reasons,
          lastReportedAt: sql<Date>`max(${feedReports.createdAt})`,
          postTitle: sql<TextPerLanguage>`(select p.title from feed_posts p where p.id = ${feedReports.postId})`,
          postContent: sql<TextPerLanguage>`(select p.content from feed_posts p where p.id = ${feedReports.postId})`,
          postHidden: sql<boolean>`(select p.hidden_at is not null from feed_posts p where p.id = ${feedReports.postId})`,
          postAuthor: sql<string>`(select coalesce(u.username, 'Vitalia') from feed_posts p
            left join users u on u.id = p.author_id where p.id = ${feedReports.postId})`,
          commentBody: sql<
            string | null
          >`(select c.body from feed_comments c where c.id = ${feedReports.commentId})`,
          commentHidden: sql<boolean>`(select c.hidden_at is not null from feed_comments c where c.id = ${feedReports.commentId})`,
          commentAuthor: sql<string | null>`(select coalesce(u.username, 'member') from feed_comments c
            join users u on u.id = c.author_id where c.id = ${feedReports.commentId})`,
        })
        .from(feedReports)
        .where(isNull(feedReports.decidedAt))
        .groupBy(feedReports.postId, feedReports.commentId)
        .orderBy(sql`count(*) desc`, sql`max(${feedReports.createdAt}) desc`)
        .limit(200);
    },

    /** Applies a moderator's decision with its log line and closes the reports, in one transaction. */
    async moderate(decision: {
      kind: ReportedKind;
      id: string;
      action: 'hide' | 'restore' | 'delete';
      reason: string;
      excerpt: string;
      moderatorId: string;
    }) {
      const { kind, id, action } = decision;
      await db.transaction(async (tx) => {
        const table = kind === 'post' ? feedPosts : feedComments;
        if (action === 'delete') await tx.delete(table).where(eq(table.id, id));
        else
          await tx
            .update(table)
            .set({ hiddenAt: action === 'hide' ? new Date() : null })
            .where(eq(table.id, id));
        if (action !== 'delete')
          await tx
            .update(feedReports)
            .set({ decidedAt: new Date() })
            .where(
              and(
                isNull(feedReports.decidedAt),
                kind === 'post'
                  ? and(eq(feedReports.postId, id), isNull(feedReports.commentId))
                  : eq(feedReports.commentId, id),
              ),
            );
        await tx.insert(feedModerationLog).values({
          kind,
          targetId: id,
          action,
          reason: decision.reason,
          excerpt: decision.excerpt,
          moderatorId: decision.moderatorId,
        });
        // The feed's own log keeps the excerpt for moderators; the audit log keeps the decision, beside staff's others.
        await recordAudit(tx, {
          action: 'feed.moderated',
          target: { type: kind, id },
          after: { action, reason: decision.reason },
        });
      });
    },

    async insertImage(image: { key: string; width: number; height: number; uploadedBy: string }) {
      await db.insert(feedPostImages).values(image);
    },

    /** Forgets images no post has held for a day; their keys go to the caller, which deletes the files. */
    async takeUnattachedImages(olderThan: Date): Promise<string[]> {
      const rows = await db
        .delete(feedPostImages)
        .where(and(isNull(feedPostImages.postId), lt(feedPostImages.createdAt, olderThan)))
        .returning({ key: feedPostImages.key });
      return rows.map((row) => row.key);
    },

    async imageKeysIn(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: feedPostImages.key })
        .from(feedPostImages)
        .where(inArray(feedPostImages.key, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** The reader's row, made on first need with a fresh unsubscribe token. */
    async reader(userId: string, newToken: string) {
      await db.insert(feedReaders).values({ userId, digestToken: newToken }).onConflictDoNothing();
      const [row] = await db.select().from(feedReaders).where(eq(feedReaders.userId, userId));
      return row!;
    },

    async unreadCount(userId: string, cap: number): Promise<number> {
      const unread = db
        .select({ id: feedPosts.id })
        .from(feedPosts)
        .where(
          and(
            isVisible,
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

    /** Demo data: adds the posts when the feed has none yet. */
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

export type FeedRepository = ReturnType<typeof feedRepository>;
