import type { PersonCard } from '@vitalia/contracts';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { NotificationDraft } from '../../lib/notify';
import type { FeedCommentNoticeQueries } from './feed-comment-notices.repository';
import type { FeedRepository } from './feed.repository';

/**
 * "Replies to your comment" in the bell (issue 39): one notification per comment, brought up to date by each reply (a
 * grouped kind, keyed by the comment), worked out at delivery so a retry tells the same. Nobody is told of their own
 * reply, nor of a post they can no longer read.
 */
export function feedCommentNotices({
  repository,
  queries,
  events,
  mayRead,
  cardsOf,
  notifyMany,
}: {
  repository: Pick<FeedRepository, 'commentById' | 'titleOf'>;
  queries: FeedCommentNoticeQueries;
  events: Pick<EventBus, 'on'>;
  /** Whether the member may read the feed now: Premium, or staff who publish it. */
  mayRead(userId: string, role: string): Promise<boolean>;
  /** How members appear to others (their card's rule): the replier is named in the bell as on the comment. */
  cardsOf(userIds: readonly string[]): Promise<{ id: string; person: PersonCard }[]>;
  notifyMany(drafts: readonly NotificationDraft<'feed_comment_reply'>[]): Promise<void>;
}) {
  events.on('feed.comment-replied', 'comment-reply-notice', async ({ commentId }) => {
    const reply = await repository.commentById(commentId);
    const comment = reply?.parentId ? await repository.commentById(reply.parentId) : null;
    if (!reply || reply.hiddenAt || !comment || comment.hiddenAt) return;
    if (comment.authorId === reply.authorId) return;
    const postTitle = await repository.titleOf(comment.postId);
    if (!postTitle || !(await mayRead(comment.authorId, comment.authorRole))) return;
    const repliers = await queries.replierCount(comment.id, comment.authorId);
    const [replier] = await cardsOf([reply.authorId]);
    await notifyMany([
      {
        userId: comment.authorId,
        kind: 'feed_comment_reply',
        facts: {
          postId: comment.postId,
          commentId: comment.id,
          postTitle,
          actorName: replier?.person.displayName ?? reply.authorName,
          others: Math.max(repliers - 1, 0),
        },
        key: `feed-comment-replies:${comment.id}`,
      },
    ]);
  });
}
