import {
  ErrorCode,
  messageEditWindowMinutes,
  messageMaxLength,
  type Message,
  type MessagePage,
  type ReactionName,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { characterCount, plainText } from '../../lib/plain-text';
import { change, existingChannel, readerOf, type CommunityPorts } from './community-context';
import type { MessageRecord } from './community.repository';
import { isHeldByFilter } from './message-filter';
import { mayReceive, messageView } from './message-view';

const pageSize = 30;
const mentionPattern = /(?:^|[^\w@])@([a-z0-9_.]{3,30})/gi;

/** A message's text as stored: trimmed, within the limit, with no control characters but line breaks. */
function checkedBody(body: string): string {
  const text = plainText(body, { multiline: true });
  if (!text) throw new AppError(ErrorCode.messageRequired);
  if (characterCount(text) > messageMaxLength) throw new AppError(ErrorCode.messageTooLong);
  return text;
}

const mentionsIn = (text: string) =>
  [...new Set([...text.matchAll(mentionPattern)].map((match) => match[1]!.toLowerCase()))].slice(0, 20);

const withinEditWindow = (record: MessageRecord) =>
  Date.now() - record.createdAt.getTime() <= messageEditWindowMinutes * 60_000;

async function refuseWhenMuted({ repository }: CommunityPorts, memberId: string) {
  const until = await repository.activeMuteUntil(memberId);
  if (until) {
    throw new AppError(ErrorCode.memberMuted, undefined, {
      retryAfterSeconds: Math.ceil((until.getTime() - Date.now()) / 1000),
    });
  }
}

/** A message the reader may act on: it exists, they can see it, and its channel still takes changes. */
async function actionableMessage(
  ports: CommunityPorts,
  messageId: string,
  viewerId: string,
  isStaff: boolean,
) {
  const record = await ports.repository.messageById(messageId);
  if (!record || !mayReceive(record, viewerId, isStaff) || record.status === 'deleted') {
    throw new AppError(ErrorCode.notFound);
  }
  const channel = await existingChannel(ports, record.channelId);
  if (channel.archivedAt) throw new AppError(ErrorCode.channelArchived);
  return record;
}

/** What members do in a channel: read, write, react, report, and the marks it keeps of them. */
export function messageService(ports: CommunityPorts) {
  const { repository, memberOf, bus } = ports;

  return {
    async messages(
      caller: Caller,
      channelId: string,
      query: { before?: number; thread?: string },
    ): Promise<MessagePage> {
      const { member, isStaff } = await readerOf(ports, caller);
      const channel = await existingChannel(ports, channelId);
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
      const { member, isStaff } = await readerOf(ports, caller);
      const channel = await existingChannel(ports, channelId);
      if (channel.archivedAt) throw new AppError(ErrorCode.channelArchived);
      if (channel.mode === 'announcement' && !isStaff) throw new AppError(ErrorCode.channelAnnouncementOnly);
      if (isStaff) await repository.join(channelId, member.id);
      else if (!(await repository.isMember(channelId, member.id)))
        throw new AppError(ErrorCode.notChannelMember);
      await refuseWhenMuted(ports, member.id);
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
      const record = await change(ports, channelId, async (tx, seq) => {
        const id = await tx.insertMessage({
          channelId,
          seq,
          parentId: input.parentId ?? null,
          authorId: member.id,
          body,
          mentions,
          status: isHeld ? 'held' : 'visible',
        });
        // A message the filter holds is no deed the games pay for (the day's first comment), and tells nobody.
        if (!isHeld) {
          await tx.publish('member.commented', { userId: member.id, commentedAt: new Date().toISOString() });
          await tx.publish('community.posted', { messageId: id });
        }
        return id;
      });
      return messageView(record, member.id);
    },

    async edit(caller: Caller, messageId: string, input: { body: string }): Promise<Message> {
      const { member, isStaff } = await readerOf(ports, caller);
      const record = await actionableMessage(ports, messageId, member.id, isStaff);
      if (record.authorId !== member.id) throw new AppError(ErrorCode.notMessageAuthor);
      if (!withinEditWindow(record)) throw new AppError(ErrorCode.editWindowClosed);
      await refuseWhenMuted(ports, member.id);
      const body = checkedBody(input.body);
      const mentions = await repository.existingUsernames(mentionsIn(body));
      const updated = await change(ports, record.channelId, async (tx) => {
        await tx.updateMessage(messageId, {
          body,
          mentions,
          editedAt: new Date(),
          // An edit that trips the filter goes back to review; an edit of a held message stays held.
          ...(isHeldByFilter(body) ? { status: 'held' } : {}),
        });
        await tx.publish('community.edited', { messageId });
        return messageId;
      });
      return messageView(updated, member.id);
    },

    async remove(caller: Caller, messageId: string) {
      const { member, isStaff } = await readerOf(ports, caller);
      const record = await actionableMessage(ports, messageId, member.id, isStaff);
      if (!isStaff) {
        if (record.authorId !== member.id) throw new AppError(ErrorCode.notMessageAuthor);
        if (!withinEditWindow(record)) throw new AppError(ErrorCode.editWindowClosed);
      }
      await change(ports, record.channelId, async (tx) => {
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
      const { member, isStaff } = await readerOf(ports, caller);
      const record = await actionableMessage(ports, messageId, member.id, isStaff);
      await refuseWhenMuted(ports, member.id);
      const updated = await change(ports, record.channelId, async (tx) => {
        const changed = add
          ? await tx.addReaction(messageId, member.id, reaction)
          : await tx.removeReaction(messageId, member.id, reaction);
        if (!changed) throw new AppError(add ? ErrorCode.alreadyReacted : ErrorCode.notFound);
        if (add) await tx.publish('community.reacted', { messageId, userId: member.id });
        return messageId;
      });
      return messageView(updated, member.id);
    },

    async report(caller: Caller, messageId: string, input: { reason: string }) {
      const { member, isStaff } = await readerOf(ports, caller);
      // The contract refused a blank reason; one of control characters only is as blank once they are gone.
      const reason = plainText(input.reason, { multiline: false });
      if (!reason) {
        throw new AppError(ErrorCode.invalidRequest, [
          { field: 'reason', code: ErrorCode.reportReasonInvalid },
        ]);
      }
      const record = await actionableMessage(ports, messageId, member.id, isStaff);
      if (!(await repository.report(record.id, member.id, reason)))
        throw new AppError(ErrorCode.alreadyReported);
    },

    async markRead(caller: Caller, channelId: string, seq: number) {
      const { member } = await readerOf(ports, caller);
      await existingChannel(ports, channelId);
      if (!(await repository.isMember(channelId, member.id))) throw new AppError(ErrorCode.notChannelMember);
      await repository.markRead(channelId, member.id, seq);
    },

    async typing(caller: Caller, channelId: string) {
      const { member, isStaff } = await readerOf(ports, caller);
      await existingChannel(ports, channelId);
      if (!isStaff && !(await repository.isMember(channelId, member.id))) {
        throw new AppError(ErrorCode.notChannelMember);
      }
      const name = (await repository.displayNameOf(member.id)) ?? 'member';
      await bus.publish({ kind: 'typing', channelId, memberId: member.id, name });
    },

    async pin(caller: Caller, messageId: string, pinned: boolean): Promise<Message> {
      const member = await memberOf(caller);
      const record = await actionableMessage(ports, messageId, member.id, true);
      const updated = await change(ports, record.channelId, async (tx) => {
        await tx.updateMessage(messageId, { pinnedAt: pinned ? new Date() : null });
        return messageId;
      });
      return messageView(updated, member.id);
    },
  };
}
