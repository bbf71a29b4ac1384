import { resolveText, type Language } from '@vitalia/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedComments, feedLikes, feedPosts, feedReaders, feedReports } from '../../db/schema';

/**
 * The feed's part of a member's data export (decision 046): their comments, likes and reports, each named by the
 * post's title in their language, and their reading and digest state. Never the digest's unsubscribe token: it is
 * the one-click link's permission.
 */
export function feedExport(db: Database) {
  return async (userId: string, language: Language) => {
    const titleOf = (title: typeof feedPosts.$inferSelect.title) => resolveText(title, language).text;
    const [comments, likes, reports, [reader]] = await Promise.all([
      db
        .select({
          post: feedPosts.title,
          parentId: feedComments.parentId,
          text: feedComments.body,
          writtenAt: feedComments.createdAt,
          hiddenAt: feedComments.hiddenAt,
        })
        .from(feedComments)
        .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
        .where(eq(feedComments.authorId, userId))
        .orderBy(asc(feedComments.createdAt)),
      db
        .select({ post: feedPosts.title, likedAt: feedLikes.createdAt })
        .from(feedLikes)
        .innerJoin(feedPosts, eq(feedPosts.id, feedLikes.postId))
        .where(eq(feedLikes.userId, userId))
        .orderBy(asc(feedLikes.createdAt)),
      db
        .select({
          post: feedPosts.title,
          commentId: feedReports.commentId,
          reason: feedReports.reason,
          reportedAt: feedReports.createdAt,
          decidedAt: feedReports.decidedAt,
        })
        .from(feedReports)
        .innerJoin(feedPosts, eq(feedPosts.id, feedReports.postId))
        .where(eq(feedReports.reporterId, userId))
        .orderBy(asc(feedReports.createdAt)),
      db
        .select({
          lastReadAt: feedReaders.lastReadAt,
          digestSubscribed: feedReaders.digestSubscribed,
          digestSince: feedReaders.digestSince,
          digestLastSentAt: feedReaders.digestLastSentAt,
        })
        .from(feedReaders)
        .where(eq(feedReaders.userId, userId)),
    ]);
    return {
      comments: comments.map(({ post, parentId, ...comment }) => ({
        post: titleOf(post),
        isReply: parentId !== null,
        ...comment,
      })),
      likes: likes.map((like) => ({ ...like, post: titleOf(like.post) })),
      // A reported comment is another member's words: the report says only that it was a comment, on which post.
      reports: reports.map(({ post, commentId, ...report }) => ({
        post: titleOf(post),
        about: commentId === null ? ('post' as const) : ('comment' as const),
        ...report,
      })),
      reading: reader ?? null,
    };
  };
}
