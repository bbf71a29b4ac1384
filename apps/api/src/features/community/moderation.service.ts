import { ErrorCode, resolveText, type Message, type ModerationItem } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { change, type CommunityPorts } from './community-context';
import { messageView } from './message-view';

/** What staff do about messages: the queue of held and reported ones, their decisions, and mutes. */
export function moderationService(ports: CommunityPorts) {
  const { repository, memberOf } = ports;

  return {
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
        reportReasons: item.reportReasons,
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
      const updated = await change(ports, record.channelId, async (tx) => {
        await tx.updateMessage(
          messageId,
          decision.action === 'approve'
            ? { status: 'visible', moderationNote: decision.reason ?? null }
            : { status: 'deleted', deletedAt: new Date(), body: '', moderationNote: decision.reason ?? null },
        );
        await tx.resolveReports(messageId);
        // Out only now: its thread's author and the members it names learn of it now, as if it had just been posted.
        if (decision.action === 'approve' && record.status === 'held')
          await tx.publish('community.posted', { messageId });
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
  };
}
