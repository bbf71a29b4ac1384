import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  messageEditWindowMinutes,
  messageMaxLength,
  resolveText,
  translationsBeside,
  type Channel,
  type ChannelForStaff,
  type ChannelInput,
  type ChannelUpdate,
  type Language,
  type Message,
  type MessagePage,
  type ModerationItem,
  type ReactionName,
  type Role,
  type TextPerLanguage,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import { AppError } from '../../lib/errors';
import type { LiveBus } from '../../lib/live-bus';
import { characterCount, plainText } from '../../lib/plain-text';
import type {
  ChannelQueries,
  ChannelRow,
  ChannelSummary,
  CommunityRepository,
  MessageRecord,
} from './community.repository';
import { isStaffRole, mayReceive, messageView } from './message-view';
import { isHeldByFilter } from './message-filter';

/** Who a reader is, as the member directory tells it (wired in services.ts). */
interface CommunityMember {
  id: string;
  role: Role;
  language: Language;
}

const pageSize = 30;
const ticketLifetimeSeconds = 60;
const mentionPattern = /(?:^|[^\w@])@([a-z0-9_.]{3,30})/gi;

function channelView(summary: ChannelSummary, language: Language): Channel {
  const { channel } = summary;
  return {
    id: channel.id,
    name: resolveText(channel.name, language),
    description: resolveText(channel.description, language),
    mode: channel.mode as Channel['mode'],
    archived: channel.archivedAt !== null,
    joined: summary.joined,
    memberCount: summary.memberCount,
    unreadCount: summary.unreadCount,
    unreadMentions: summary.unreadMentions,
    lastMessage: summary.lastMessage && {
      ...summary.lastMessage,
      createdAt: summary.lastMessage.createdAt.toISOString(),
    },
    lastSeq: channel.lastSeq,
  };
}

function staffChannelView(summary: ChannelSummary, language: Language): ChannelForStaff {
  return {
    ...channelView(summary, language),
    nameTexts: summary.channel.name,
    descriptionTexts: summary.channel.description,
  };
}

function textsOf(writtenIn: Language, texts: Partial<Record<Language, string>> = {}): TextPerLanguage {
  return {
    writtenIn,
    texts: { ...translationsBeside(writtenIn, texts), [writtenIn]: texts[writtenIn]?.trim() ?? '' },
  };
}

/** A message's text as stored: trimmed, within the limit, with no control characters but line breaks. */
function checkedBody(body: string): string {
  const text = plainText(body, { multiline: true });
  if (!text) throw new AppError(ErrorCode.messageRequired);
  if (characterCount(text) > messageMaxLength) throw new AppError(ErrorCode.messageTooLong);
  return text;
}

const mentionsIn = (text: string) =>
  [...new Set([...text.matchAll(mentionPattern)].map((match) => match[1]!.toLowerCase()))].slice(0, 20);

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

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

export function communityService({
  repository,
  memberOf,
  standingOf,
  premiumAccessOf,
  events,
  bus,
}: {
  repository: CommunityRepository;
  memberOf(caller: Caller): Promise<CommunityMember>;
  /** The member's role, and whether they asked for their account to go; null once it has (services.ts). */
  standingOf(memberId: string): Promise<{ role: Role; isLeaving: boolean } | null>;
  /** Premium now, and when it runs out by itself; answered by the subscriptions feature (services.ts). */
  premiumAccessOf(memberId: string): Promise<{ isActive: boolean; endsAt: Date | null }>;
  events: EventBus;
  bus: LiveBus;
}) {
  events.on('community.changed', 'live-fanout', async (payload) => {
    await bus.publish({ kind: 'changed', ...payload });
  });

  async function readingRightOf(memberId: string): Promise<ReadingRight> {
    const standing = await standingOf(memberId);
    if (!standing || standing.isLeaving) return noRight;
    if (isStaffRole(standing.role)) return { mayRead: true, isStaff: true, endsAt: null };
    const premium = await premiumAccessOf(memberId);
    return { mayRead: premium.isActive, isStaff: false, endsAt: premium.endsAt };
  }

  // Every route checks the right at each request; a stream is checked once when opened, so a change must reach it:
  // its unused tickets die, and every server checks the member's open streams again (community-live.ts).
  events.on('member.access-changed', 'live-access', async ({ userId }) => {
    if (!(await readingRightOf(userId)).mayRead) await repository.dropUnusedTickets(userId);
    await bus.publish({ kind: 'access', memberId: userId });
  });

  /** The member's open streams follow at once; a lost signal costs nothing lasting, the web reopens its stream. */
  async function announceMembership(memberId: string, channel: ChannelRow, joined: boolean) {
    await bus
      .publish({
        kind: 'membership',
        channelId: channel.id,
        memberId,
        joined,
        streamNo: channel.streamNo,
        seq: channel.lastSeq,
      })
      .catch(() => undefined);
  }

  async function readerOf(caller: Caller) {
    const member = await memberOf(caller);
    return { member, isStaff: isStaffRole(member.role) };
  }

  async function existingChannel(channelId: string): Promise<ChannelRow> {
    const channel = await repository.channelById(channelId);
    if (!channel) throw new AppError(ErrorCode.notFound);
    return channel;
  }

  async function refuseWhenMuted(memberId: string) {
    const until = await repository.activeMuteUntil(memberId);
    if (until) {
      throw new AppError(ErrorCode.memberMuted, undefined, {
        retryAfterSeconds: Math.ceil((until.getTime() - Date.now()) / 1000),
      });
    }
  }

  /** A message the reader may act on: it exists, they can see it, and its channel still takes changes. */
  async function actionableMessage(messageId: string, viewerId: string, isStaff: boolean) {
    const record = await repository.messageById(messageId);
    if (!record || !mayReceive(record, viewerId, isStaff) || record.status === 'deleted') {
      throw new AppError(ErrorCode.notFound);
    }
    const channel = await existingChannel(record.channelId);
    if (channel.archivedAt) throw new AppError(ErrorCode.channelArchived);
    return record;
  }

  /** Applies a change to a message and logs it under the channel's next number, in one transaction. */
  async function change(
    channelId: string,
    work: (tx: ChannelQueries & EventRecorder, seq: number) => Promise<string>,
  ): Promise<MessageRecord> {
    const messageId = await repository.inTransaction(async (tx) => {
      // Taking the number locks the channel's row until commit: changes to one channel commit in number order.
      const seq = await tx.nextSeq(channelId);
      const id = await work(tx, seq);
      await tx.logChange(channelId, seq, id);
      await tx.publish('community.changed', { channelId, seq });
      return id;
    });
    return (await repository.messageById(messageId))!;
  }

  /** One channel as staff edit it, just written. */
  async function staffChannelOf(member: CommunityMember, channelId: string): Promise<ChannelForStaff> {
    const [summary] = await repository.channelSummaries(member.id, { archived: 'all', channelId });
    return staffChannelView(summary!, member.language);
  }

  const withinEditWindow = (record: MessageRecord) =>
    Date.now() - record.createdAt.getTime() <= messageEditWindowMinutes * 60_000;

  return {
    async channels(caller: Caller): Promise<Channel[]> {
      const { member } = await readerOf(caller);
      const summaries = await repository.channelSummaries(member.id, { archived: 'joined' });
      return summaries.map((summary) => channelView(summary, member.language));
    },

    async staffChannels(caller: Caller): Promise<ChannelForStaff[]> {
      const member = await memberOf(caller);
      const summaries = await repository.channelSummaries(member.id, { archived: 'all' });
      return summaries.map((summary) => staffChannelView(summary, member.language));
    },

    async createChannel(caller: Caller, input: ChannelInput): Promise<ChannelForStaff> {
      const member = await memberOf(caller);
      const name = textsOf(input.writtenIn, input.name);
      if (!name.texts[input.writtenIn]) throw new AppError(ErrorCode.channelNameRequired);
      const row = await repository.createChannel({
        name,
        description: textsOf(input.writtenIn, input.description),
        mode: input.mode,
        createdBy: member.id,
      });
      await repository.join(row.id, member.id);
      return staffChannelOf(member, row.id);
    },

    async updateChannel(caller: Caller, channelId: string, input: ChannelUpdate): Promise<ChannelForStaff> {
      const member = await memberOf(caller);
      const channel = await existingChannel(channelId);
      const writtenIn = input.writtenIn ?? channel.name.writtenIn;
      const name = input.name ? textsOf(writtenIn, input.name) : undefined;
      if (name && !name.texts[writtenIn]) throw new AppError(ErrorCode.channelNameRequired);
      await repository.updateChannel(channelId, {
        ...(name ? { name } : {}),
        ...(input.description ? { description: textsOf(writtenIn, input.description) } : {}),
        ...(input.mode ? { mode: input.mode } : {}),
        ...(input.archived === undefined ? {} : { archivedAt: input.archived ? new Date() : null }),
      });
      return staffChannelOf(member, channelId);
    },

    async join(caller: Caller, channelId: string) {
      const { member } = await readerOf(caller);
      const channel = await existingChannel(channelId);
      if (channel.archivedAt) throw new AppError(ErrorCode.channelArchived);
      await repository.join(channelId, member.id);
      await announceMembership(member.id, channel, true);
    },

    async leave(caller: Caller, channelId: string) {
      const { member } = await readerOf(caller);
      const channel = await existingChannel(channelId);
      await repository.leave(channelId, member.id);
      await announceMembership(member.id, channel, false);
    },

    async messages(
      caller: Caller,
      channelId: string,
      query: { before?: number; thread?: string },
    ): Promise<MessagePage> {
      const { member, isStaff } = await readerOf(caller);
      const channel = await existingChannel(channelId);
      // An open channel reads before joining, as a preview; an archived one keeps its history for those who were in
      // it (decision 026).
      if (channel.archivedAt && !isStaff && !(await repository.isMember(channelId, member.id))) {
        throw new AppError(ErrorCode.notFound);
      }
      const records = await repository.messagePage(channelId, {
        ...query,
        viewerId: member.id,
        isStaff,
        limit: pageSize,
      });
      return {
        messages: records.map((record) => messageView(record, member.id)),
        nextBefore: records.length === pageSize ? records.at(-1)!.seq : null,
      };
    },

    async post(
      caller: Caller,
      channelId: string,
      input: { body: string; parentId?: string },
    ): Promise<Message> {
      const { member, isStaff } = await readerOf(caller);
      const channel = await existingChannel(channelId);
      if (channel.archivedAt) throw new AppError(ErrorCode.channelArchived);
      if (channel.mode === 'announcement' && !isStaff) throw new AppError(ErrorCode.channelAnnouncementOnly);
      if (isStaff) await repository.join(channelId, member.id);
      else if (!(await repository.isMember(channelId, member.id)))
        throw new AppError(ErrorCode.notChannelMember);
      await refuseWhenMuted(member.id);
      const body = checkedBody(input.body);
      if (input.parentId) {
        const parent = await repository.messageById(input.parentId);
        if (!parent || parent.channelId !== channelId || !mayReceive(parent, member.id, isStaff)) {
          throw new AppError(ErrorCode.notFound);
        }
        if (parent.parentId) throw new AppError(ErrorCode.replyTooDeep);
      }
      const mentions = await repository.existingUsernames(mentionsIn(body));
      const isHeld = isHeldByFilter(body);
      const record = await change(channelId, async (tx, seq) => {
        const id = await tx.insertMessage({
          channelId,
          seq,
          parentId: input.parentId ?? null,
          authorId: member.id,
          body,
          mentions,
          status: isHeld ? 'held' : 'visible',
        });
        // A message the filter holds is no deed the games pay for (the day's first comment).
        if (!isHeld)
          await tx.publish('member.commented', { userId: member.id, commentedAt: new Date().toISOString() });
        return id;
      });
      return messageView(record, member.id);
    },

    async edit(caller: Caller, messageId: string, input: { body: string }): Promise<Message> {
      const { member, isStaff } = await readerOf(caller);
      const record = await actionableMessage(messageId, member.id, isStaff);
      if (record.authorId !== member.id) throw new AppError(ErrorCode.notMessageAuthor);
      if (!withinEditWindow(record)) throw new AppError(ErrorCode.editWindowClosed);
      await refuseWhenMuted(member.id);
      const body = checkedBody(input.body);
      const mentions = await repository.existingUsernames(mentionsIn(body));
      const updated = await change(record.channelId, async (tx) => {
        await tx.updateMessage(messageId, {
          body,
          mentions,
          editedAt: new Date(),
          // An edit that trips the filter goes back to review; an edit of a held message stays held.
          ...(isHeldByFilter(body) ? { status: 'held' } : {}),
        });
        return messageId;
      });
      return messageView(updated, member.id);
    },

    async remove(caller: Caller, messageId: string) {
      const { member, isStaff } = await readerOf(caller);
      const record = await actionableMessage(messageId, member.id, isStaff);
      if (!isStaff) {
        if (record.authorId !== member.id) throw new AppError(ErrorCode.notMessageAuthor);
        if (!withinEditWindow(record)) throw new AppError(ErrorCode.editWindowClosed);
      }
      await change(record.channelId, async (tx) => {
        await tx.updateMessage(messageId, { status: 'deleted', deletedAt: new Date(), body: '' });
        await tx.resolveReports(messageId);
        // Staff removing someone else's message is moderation; an author removing their own is not.
        if (record.authorId !== member.id)
          await tx.audit({
            action: 'community.message_moderated',
            target: { type: 'message', id: messageId },
            before: { status: record.status },
            after: { action: 'delete', reason: null },
          });
        return messageId;
      });
    },

    async react(caller: Caller, messageId: string, reaction: ReactionName, add: boolean): Promise<Message> {
      const { member, isStaff } = await readerOf(caller);
      const record = await actionableMessage(messageId, member.id, isStaff);
      await refuseWhenMuted(member.id);
      const updated = await change(record.channelId, async (tx) => {
        const changed = add
          ? await tx.addReaction(messageId, member.id, reaction)
          : await tx.removeReaction(messageId, member.id, reaction);
        if (!changed) throw new AppError(add ? ErrorCode.alreadyReacted : ErrorCode.notFound);
        return messageId;
      });
      return messageView(updated, member.id);
    },

    async report(caller: Caller, messageId: string) {
      const { member, isStaff } = await readerOf(caller);
      const record = await actionableMessage(messageId, member.id, isStaff);
      if (!(await repository.report(record.id, member.id))) throw new AppError(ErrorCode.alreadyReported);
    },

    async markRead(caller: Caller, channelId: string, seq: number) {
      const { member } = await readerOf(caller);
      await existingChannel(channelId);
      if (!(await repository.isMember(channelId, member.id))) throw new AppError(ErrorCode.notChannelMember);
      await repository.markRead(channelId, member.id, seq);
    },

    async typing(caller: Caller, channelId: string) {
      const { member, isStaff } = await readerOf(caller);
      await existingChannel(channelId);
      if (!isStaff && !(await repository.isMember(channelId, member.id))) {
        throw new AppError(ErrorCode.notChannelMember);
      }
      const name = (await repository.displayNameOf(member.id)) ?? 'member';
      await bus.publish({ kind: 'typing', channelId, memberId: member.id, name });
    },

    async pin(caller: Caller, messageId: string, pinned: boolean): Promise<Message> {
      const member = await memberOf(caller);
      const record = await actionableMessage(messageId, member.id, true);
      const updated = await change(record.channelId, async (tx) => {
        await tx.updateMessage(messageId, { pinnedAt: pinned ? new Date() : null });
        return messageId;
      });
      return messageView(updated, member.id);
    },

    /** Mutes the author of a message: staff act on what they read, and no member's id is on the wire. */
    async mute(caller: Caller, input: { messageId: string; minutes: number; reason: string }) {
      const member = await memberOf(caller);
      const authorId = (await repository.messageById(input.messageId))?.authorId;
      if (!authorId) throw new AppError(ErrorCode.notFound);
      await repository.mute({
        userId: authorId,
        until: new Date(Date.now() + input.minutes * 60_000),
        reason: input.reason,
        mutedBy: member.id,
      });
    },

    async moderationQueue(caller: Caller): Promise<ModerationItem[]> {
      const member = await memberOf(caller);
      const items = await repository.moderationQueue();
      return items.map((item) => ({
        message: messageView(item.message, member.id),
        channelName: resolveText(item.channel.name, member.language).text,
        reason: item.message.status === 'held' ? 'filtered' : 'reported',
        reportCount: item.reportCount,
      }));
    },

    async moderate(
      caller: Caller,
      messageId: string,
      decision: { action: 'approve' | 'delete'; reason?: string },
    ): Promise<Message> {
      const member = await memberOf(caller);
      const record = await repository.messageById(messageId);
      if (!record || record.status === 'deleted') throw new AppError(ErrorCode.notFound);
      const updated = await change(record.channelId, async (tx) => {
        await tx.updateMessage(
          messageId,
          decision.action === 'approve'
            ? { status: 'visible', moderationNote: decision.reason ?? null }
            : { status: 'deleted', deletedAt: new Date(), body: '', moderationNote: decision.reason ?? null },
        );
        await tx.resolveReports(messageId);
        await tx.audit({
          action: 'community.message_moderated',
          target: { type: 'message', id: messageId },
          before: { status: record.status },
          after: { action: decision.action, reason: decision.reason ?? null },
        });
        return messageId;
      });
      return messageView(updated, member.id);
    },

    /** A single-use ticket for the live stream: EventSource cannot send a token, and a token never goes in a URL. */
    async issueTicket(caller: Caller): Promise<{ ticket: string; expiresAt: string }> {
      const { member } = await readerOf(caller);
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ticketLifetimeSeconds * 1000);
      await repository.storeTicket(hashTicket(ticket), member.id, expiresAt);
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Uses a ticket: who the stream is for, the channels it carries and until when its right holds (7609 for a bad,
     * used or late ticket). The right is the holder's now, not when the ticket was given: 4003 once it is lost.
     */
    async openStream(
      ticket: string,
    ): Promise<{ memberId: string; isStaff: boolean; endsAt: Date | null; channels: ChannelRow[] }> {
      const memberId = await repository.takeTicket(hashTicket(ticket));
      if (!memberId) throw new AppError(ErrorCode.streamTicketInvalid);
      const right = await readingRightOf(memberId);
      if (!right.mayRead) throw new AppError(ErrorCode.accessDenied);
      return {
        memberId,
        isStaff: right.isStaff,
        endsAt: right.endsAt,
        channels: await repository.joinedChannels(memberId),
      };
    },

    readingRightOf,
  };
}

export type CommunityService = ReturnType<typeof communityService>;
