import type { NotificationDraft } from '../../lib/notify';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { FeedRepository } from './feed.repository';

const postsPerRun = 20;

/**
 * "New post" in the bell (issue 18) for everyone who may read the feed, once per post. A scheduled job claims the
 * posts whose time has come; the event's delivery tells the readers, keyed by the post, so a retry adds nothing.
 */
export function feedAnnouncements({
  repository,
  events,
  readers,
  notifyMany,
}: {
  repository: FeedRepository;
  events: Pick<EventBus, 'on'>;
  /** Who may read the feed now: Premium members (services.ts asks the subscriptions feature). */
  readers(): Promise<string[]>;
  notifyMany(drafts: readonly NotificationDraft<'feed_post'>[]): Promise<void>;
}) {
  events.on('feed.post-out', 'new-post-notice', async ({ postId }) => {
    const title = await repository.titleOf(postId);
    // Hidden or unpublished since it was claimed: nobody is told about a post they cannot open.
    if (!title) return;
    const drafts = (await readers()).map((userId) => ({
      userId,
      kind: 'feed_post' as const,
      facts: { postId, title },
      key: `feed-post:${postId}`,
    }));
    await notifyMany(drafts);
  });

  return {
    /** The scheduled pass: every post now out and not yet announced, a batch at a time. */
    async announceDue() {
      let announced = 0;
      for (;;) {
        const claimed = await repository.claimDueAnnouncements(postsPerRun);
        announced += claimed;
        if (claimed < postsPerRun) return { announced };
      }
    },
  };
}
