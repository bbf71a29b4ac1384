import type { Database } from '../../db/client';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import { channelAndMembershipQueries, channelLookup } from './community-channels.repository';
import { messageChanges, messageQueries } from './community-messages.repository';
import { moderationChanges, moderationQueries } from './community-moderation.repository';
import { streamTicketQueries } from './community-stream-tickets.repository';

export type { ChannelRow, ChannelSummary } from './community-channels.repository';
export type { MessageRecord } from './community-messages.repository';

/** What a change to a channel runs, on the database or inside its transaction (`inTransaction`). */
function channelQueries(db: Database) {
  return { ...channelLookup(db), ...messageChanges(db), ...moderationChanges(db) };
}

export type ChannelQueries = ReturnType<typeof channelQueries>;

/** The community's storage, one group of queries per topic: channels, messages, moderation, stream tickets. */
export function communityRepository(db: Database, events: EventBus) {
  return {
    ...channelQueries(db),

    inTransaction<T>(work: (tx: ChannelQueries & EventRecorder) => Promise<T>): Promise<T> {
      return events.transaction(channelQueries, work);
    },

    ...channelAndMembershipQueries(db),
    ...messageQueries(db),
    ...moderationQueries(db),
    ...streamTicketQueries(db),
  };
}

export type CommunityRepository = ReturnType<typeof communityRepository>;
