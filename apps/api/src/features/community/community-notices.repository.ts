import { and, countDistinct, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { communityMessages } from '../../db/schema';

/** What the bell's community notices read (issue 39): who else replied in a thread. */
export function communityNoticeQueries(db: Database) {
  return {
    /** How many members besides `threadAuthorId` have a visible reply in the thread. */
    async replierCount(threadId: string, threadAuthorId: string): Promise<number> {
      const [row] = await db
        .select({ count: countDistinct(communityMessages.authorId) })
        .from(communityMessages)
        .where(
          and(
            eq(communityMessages.parentId, threadId),
            eq(communityMessages.status, 'visible'),
            isNotNull(communityMessages.authorId),
            ne(communityMessages.authorId, threadAuthorId),
          ),
        );
      return Number(row?.count ?? 0);
    },
  };
}

export type CommunityNoticeQueries = ReturnType<typeof communityNoticeQueries>;
