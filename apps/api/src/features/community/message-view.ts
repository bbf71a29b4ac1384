import { hasPermission, type Message, type Role } from '@vitalia/contracts';
import { personCardOf } from '../../lib/person-card';
import type { MessageRecord } from './community.repository';

/** Staff run the community (D2): they see held messages and moderate. */
export const isStaffRole = (role: string) => hasPermission(role as Role, 'community_moderation');

/** One message as a given reader sees it: their own reactions marked, a deleted or someone else's held body emptied. */
export function messageView(record: MessageRecord, viewerId: string): Message {
  return {
    id: record.id,
    channelId: record.channelId,
    seq: record.seq,
    parentId: record.parentId,
    author: {
      name: record.authorName,
      isStaff: isStaffRole(record.authorRole),
      isMe: record.authorId !== null && record.authorId === viewerId,
      person: record.authorPerson && personCardOf(record.authorPerson),
    },
    body: record.status === 'deleted' ? '' : record.body,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    editedAt: record.editedAt?.toISOString() ?? null,
    pinned: record.pinnedAt !== null,
    replyCount: record.replyCount,
    reactions: record.reactions.map((group) => ({
      reaction: group.reaction,
      count: group.memberIds.length,
      mine: group.memberIds.includes(viewerId),
    })),
    mentions: record.mentions,
  };
}

/** Whether a reader may receive a message at all (held ones go to their author and staff only). */
export const mayReceive = (record: MessageRecord, viewerId: string, isStaff: boolean) =>
  record.status !== 'held' || isStaff || record.authorId === viewerId;
