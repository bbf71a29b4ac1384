import { ErrorCode, type Language, type Role } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import { AppError } from '../../lib/errors';
import type { LiveBus } from '../../lib/live-bus';
import type { ChannelQueries, ChannelRow, CommunityRepository, MessageRecord } from './community.repository';
import { isStaffRole } from './message-view';

/** Who a reader is, as the member directory tells it (wired in services.ts). */
export interface CommunityMember {
  id: string;
  role: Role;
  language: Language;
}

export interface CommunityPorts {
  repository: CommunityRepository;
  memberOf(caller: Caller): Promise<CommunityMember>;
  /** The member's role, and whether they asked for their account to go; null once it has (services.ts). */
  standingOf(memberId: string): Promise<{ role: Role; isLeaving: boolean } | null>;
  /** Premium now, and when it runs out by itself; answered by the subscriptions feature (services.ts). */
  premiumAccessOf(memberId: string): Promise<{ isActive: boolean; endsAt: Date | null }>;
  events: EventBus;
  bus: LiveBus;
}

/**
 * Whether a member may read the channels now: Premium, or staff who run the community, with an account that is not
 * being deleted. `endsAt`: when the right runs out by itself (a cancelled period's end, a grace's, a grant's).
 */
export interface ReadingRight {
  mayRead: boolean;
  isStaff: boolean;
  endsAt: Date | null;
}

const noRight: ReadingRight = { mayRead: false, isStaff: false, endsAt: null };

export async function readingRightOf(ports: CommunityPorts, memberId: string): Promise<ReadingRight> {
  const standing = await ports.standingOf(memberId);
  if (!standing || standing.isLeaving) return noRight;
  if (isStaffRole(standing.role)) return { mayRead: true, isStaff: true, endsAt: null };
  const premium = await ports.premiumAccessOf(memberId);
  return { mayRead: premium.isActive, isStaff: false, endsAt: premium.endsAt };
}

export async function readerOf(ports: CommunityPorts, caller: Caller) {
  const member = await ports.memberOf(caller);
  return { member, isStaff: isStaffRole(member.role) };
}

export async function existingChannel(ports: CommunityPorts, channelId: string): Promise<ChannelRow> {
  const channel = await ports.repository.channelById(channelId);
  if (!channel) throw new AppError(ErrorCode.notFound);
  return channel;
}

/** Applies a change to a message and logs it under the channel's next number, in one transaction. */
export async function change(
  ports: CommunityPorts,
  channelId: string,
  work: (tx: ChannelQueries & EventRecorder, seq: number) => Promise<string>,
): Promise<MessageRecord> {
  const messageId = await ports.repository.inTransaction(async (tx) => {
    // Taking the number locks the channel's row until commit: changes to one channel commit in number order.
    const seq = await tx.nextSeq(channelId);
    const id = await work(tx, seq);
    await tx.logChange(channelId, seq, id);
    await tx.publish('community.changed', { channelId, seq });
    return id;
  });
  return (await ports.repository.messageById(messageId))!;
}
