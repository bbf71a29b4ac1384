import { featureModule } from '../../lib/feature-module';
import { communityLive } from './community-live';
import { communityNoticeQueries } from './community-notices.repository';
import { communityNotices } from './community-notices';
import { communityRepository } from './community.repository';
import { communityRoutes } from './community.routes';
import * as tables from './community.schema';
import { communityService } from './community.service';

type CommunityDependencies = Parameters<typeof communityService>[0];
export interface CommunityNeeds {
  members: Pick<CommunityDependencies, 'memberOf' | 'standingOf'>;
  subscriptions: Pick<CommunityDependencies, 'premiumAccessOf'>;
  notifications: Pick<Parameters<typeof communityNotices>[0], 'notifyMany'>;
}

/** Channels, messages, reactions and moderation, with live streams across servers (the live bus). */
export const communityModule = featureModule({
  name: 'community',
  tables,
  build({ db, events, liveBus }, { members, subscriptions, notifications }: CommunityNeeds) {
    const communityRows = communityRepository(db, events);
    const community = communityService({
      repository: communityRows,
      memberOf: members.memberOf,
      standingOf: members.standingOf,
      premiumAccessOf: subscriptions.premiumAccessOf,
      events,
      bus: liveBus,
    });
    communityNotices({
      repository: communityRows,
      queries: communityNoticeQueries(db),
      events,
      rightOf: community.readingRightOf,
      notifyMany: notifications.notifyMany,
    });
    return { communityRows, community };
  },
  async routes(api, { communityRows, community }, { platform: { liveBus, log } }) {
    const live = communityLive({
      repository: communityRows,
      rightOf: community.readingRightOf,
      bus: liveBus,
      log,
    });
    api.addHook('onClose', async () => live.close());
    await api.register(communityRoutes, { service: community, live });
  },
});
