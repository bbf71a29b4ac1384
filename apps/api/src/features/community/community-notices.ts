import type { NotificationDraft } from '../../lib/notify';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { ReadingRight } from './community-context';
import type { CommunityNoticeQueries } from './community-notices.repository';
import type { CommunityRepository, MessageRecord } from './community.repository';

type CommunityNoticeKind = 'community_reply' | 'community_reaction' | 'community_mention';

const excerptLength = 80;

/** The start of a message on one line, as the bell quotes it. */
function excerptOf(body: string): string {
  const characters = [...body.replace(/\s+/g, ' ').trim()];
  return characters.length <= excerptLength
    ? characters.join('')
    : `${characters.slice(0, excerptLength).join('').trimEnd()}…`;
}

/**
 * Replies, reactions and mentions in the bell (issue 39), told after the change commits. A message's reactions are one
 * notification and a thread's replies another, brought up to date by each new one (the grouped kinds, keyed by the
 * message); a mention is its own. Nobody is told of their own act, nor of a channel they can no longer read; each
 * notice is worked out from the messages as they are at delivery, so a retry tells the same.
 */
export function communityNotices({
  repository,
  queries,
  events,
  rightOf,
  notifyMany,
}: {
  repository: Pick<
    CommunityRepository,
    'messageById' | 'channelById' | 'isMember' | 'displayNameOf' | 'memberIdsOf'
  >;
  queries: CommunityNoticeQueries;
  events: Pick<EventBus, 'on'>;
  rightOf(memberId: string): Promise<ReadingRight>;
  notifyMany(drafts: readonly NotificationDraft<CommunityNoticeKind>[]): Promise<void>;
}) {
  /** The channel's name and the actor's, or null when the member may not read the channel now. */
  async function placeFor(memberId: string, message: MessageRecord, actorId: string) {
    const channel = await repository.channelById(message.channelId);
    if (!channel) return null;
    const right = await rightOf(memberId);
    if (!right.mayRead) return null;
    // An archived channel keeps its history for those who were in it only (decision 026).
    if (channel.archivedAt && !right.isStaff && !(await repository.isMember(channel.id, memberId)))
      return null;
    const actorName = (await repository.displayNameOf(actorId)) ?? 'member';
    return { channelId: channel.id, channelName: channel.name, actorName };
  }

  async function replyNotice(reply: MessageRecord, actorId: string) {
    const thread = reply.parentId ? await repository.messageById(reply.parentId) : null;
    if (!thread?.authorId || thread.authorId === actorId || thread.status === 'deleted') return [];
    const place = await placeFor(thread.authorId, reply, actorId);
    if (!place) return [];
    const repliers = await queries.replierCount(thread.id, thread.authorId);
    return [
      {
        userId: thread.authorId,
        kind: 'community_reply' as const,
        facts: { ...place, threadId: thread.id, others: Math.max(repliers - 1, 0) },
        key: `community-replies:${thread.id}`,
      },
    ];
  }

  async function mentionNotices(message: MessageRecord, actorId: string) {
    const named = (await repository.memberIdsOf(message.mentions)).filter((memberId) => memberId !== actorId);
    const drafts: NotificationDraft<'community_mention'>[] = [];
    for (const memberId of named) {
      const place = await placeFor(memberId, message, actorId);
      if (!place) continue;
      drafts.push({
        userId: memberId,
        kind: 'community_mention',
        facts: { ...place, messageId: message.id, excerpt: excerptOf(message.body) },
        key: `community-mention:${message.id}`,
      });
    }
    return drafts;
  }

  events.on('community.posted', 'community-reply-and-mention-notices', async ({ messageId }) => {
    const message = await repository.messageById(messageId);
    if (!message?.authorId || message.status !== 'visible') return;
    await notifyMany([
      ...(await replyNotice(message, message.authorId)),
      ...(await mentionNotices(message, message.authorId)),
    ]);
  });

  // A mention is told once per message and member (its key): an edit tells only the members it newly names.
  events.on('community.edited', 'community-mention-notices-after-edit', async ({ messageId }) => {
    const message = await repository.messageById(messageId);
    if (!message?.authorId || message.status !== 'visible') return;
    await notifyMany(await mentionNotices(message, message.authorId));
  });

  events.on('community.reacted', 'community-reaction-notice', async ({ messageId, userId }) => {
    const message = await repository.messageById(messageId);
    const authorId = message?.authorId;
    if (!message || !authorId || authorId === userId || message.status === 'deleted') return;
    // Taken back since: nothing to tell.
    if (!message.reactions.some((group) => group.memberIds.includes(userId))) return;
    const place = await placeFor(authorId, message, userId);
    if (!place) return;
    const reactors = new Set(message.reactions.flatMap((group) => group.memberIds));
    reactors.delete(authorId);
    await notifyMany([
      {
        userId: authorId,
        kind: 'community_reaction',
        facts: {
          ...place,
          messageId,
          excerpt: excerptOf(message.body),
          others: Math.max(reactors.size - 1, 0),
        },
        key: `community-reactions:${messageId}`,
      },
    ]);
  });
}
