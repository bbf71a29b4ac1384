import { and, countDistinct, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedComments } from '../../db/schema';

/** What the bell's "replies to your comment" reads (issue 39). */
export function feedCommentNoticeQueries(db: Database) {
  return {
    /** How many members besides `commentAuthorId` have a reply still shown under the comment. */
    async replierCount(commentId: string, commentAuthorId: string): Promise<number> {
      const [row] = await db
        .select({ count: countDistinct(feedComments.authorId) })
        .from(feedComments)
        .where(
          and(
            eq(feedComments.parentId, commentId),
            isNull(feedComments.hiddenAt),
            ne(feedComments.authorId, commentAuthorId),
          ),
        );
      return Number(row?.count ?? 0);
    },
  };
}

export type FeedCommentNoticeQueries = ReturnType<typeof feedCommentNoticeQueries>;
