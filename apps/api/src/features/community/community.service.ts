import { channelService } from './channel.service';
import { readingRightOf, type CommunityPorts, type ReadingRight } from './community-context';
import { messageService } from './message.service';
import { moderationService } from './moderation.service';
import { streamAccessService } from './stream-access.service';

export type { CommunityPorts, ReadingRight } from './community-context';

export function communityService(ports: CommunityPorts) {
  const { repository, events, bus } = ports;

  events.on('community.changed', 'live-fanout', async (payload) => {
    await bus.publish({ kind: 'changed', ...payload });
  });

  // Every route checks the right at each request; a stream is checked once when opened, so a change must reach it:
  // its unused tickets die, and every server checks the member's open streams again (community-live.ts).
  events.on('member.access-changed', 'live-access', async ({ userId }) => {
    if (!(await readingRightOf(ports, userId)).mayRead) await repository.dropUnusedTickets(userId);
    await bus.publish({ kind: 'access', memberId: userId });
  });

  return {
    ...channelService(ports),
    ...messageService(ports),
    ...moderationService(ports),
    ...streamAccessService(ports),
    readingRightOf: (memberId: string): Promise<ReadingRight> => readingRightOf(ports, memberId),
  };
}

export type CommunityService = ReturnType<typeof communityService>;
