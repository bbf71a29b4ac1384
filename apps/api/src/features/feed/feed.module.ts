import { hasPermission, hasPremiumAccess, type Role } from '@vitalia/contracts';
import { featureModule } from '../../lib/feature-module';
import { feedAnnouncements } from './feed-announcements';
import { feedAuthoringService } from './feed-authoring.service';
import { feedCommentNoticeQueries } from './feed-comment-notices.repository';
import { feedCommentNotices } from './feed-comment-notices';
import { feedDigest } from './feed-digest';
import { feedRepository } from './feed.repository';
import { feedRoutes } from './feed.routes';
import * as tables from './feed.schema';
import { feedService } from './feed.service';

export interface FeedNeeds {
  members: Pick<Parameters<typeof feedService>[0], 'memberOf' | 'cardsOf'> &
    Pick<Parameters<typeof feedDigest>[0], 'contactOf'>;
  subscriptions: {
    subscriptionOf(userId: string): Promise<Parameters<typeof hasPremiumAccess>[0]>;
    /** Who may read the feed now: its Premium members. */
    premiumMembersNow: Parameters<typeof feedAnnouncements>[0]['readers'];
  };
  notifications: Pick<Parameters<typeof feedAnnouncements>[0], 'notifyMany'> &
    Pick<Parameters<typeof feedCommentNotices>[0], 'notifyMany'>;
}

/** The Premium feed: posts, comments, moderation, the bell's "new post" and the daily digest. */
export const feedModule = featureModule({
  name: 'feed',
  tables,
  build({ config, db, events, mailer, imagesOf }, { members, subscriptions, notifications }: FeedNeeds) {
    const feedRows = feedRepository(db, events);
    feedCommentNotices({
      repository: feedRows,
      queries: feedCommentNoticeQueries(db),
      events,
      // As the feed's readers are let in: Premium, or staff who publish it (endpoints/feed.ts).
      mayRead: async (userId, role) =>
        hasPermission(role as Role, 'feed_publishing') ||
        hasPremiumAccess(await subscriptions.subscriptionOf(userId)),
      cardsOf: members.cardsOf,
      notifyMany: notifications.notifyMany,
    });
    return {
      feedRows,
      feed: feedService({ repository: feedRows, memberOf: members.memberOf, cardsOf: members.cardsOf }),
      feedAuthoring: feedAuthoringService({
        repository: feedRows,
        memberOf: members.memberOf,
        // Their own folder or prefix: the profile pictures' sweep must never see a post's images, nor this sweep a picture.
        images: imagesOf('feed-images'),
      }),
      feedDigest: feedDigest({
        repository: feedRows,
        events,
        mailer,
        contactOf: members.contactOf,
        hasPremium: async (userId) => hasPremiumAccess(await subscriptions.subscriptionOf(userId)),
        publicUrl: config.publicUrl,
      }),
      feedPostNotices: feedAnnouncements({
        repository: feedRows,
        events,
        readers: subscriptions.premiumMembersNow,
        notifyMany: notifications.notifyMany,
      }),
    };
  },
  async routes(api, { feed, feedAuthoring }, { platform: { config } }) {
    await api.register(feedRoutes, {
      service: feed,
      authoring: feedAuthoring,
      imageMaxBytes: config.pictureMaxBytes,
    });
  },
  jobs: ({ feedPostNotices, feedDigest, feedAuthoring }) => [
    // The bell's "new post", within a minute of a post coming out (scheduled ones included).
    { name: 'feed-announcements', cron: '* * * * *', run: () => feedPostNotices.announceDue() },
    // Hourly, so each member's digest comes about a day after the last; each gets at most one a day.
    { name: 'feed-digest', cron: '10 * * * *', run: () => feedDigest.sendDue() },
    { name: 'sweep-feed-images', cron: '40 * * * *', run: () => feedAuthoring.sweepImages() },
  ],
});
