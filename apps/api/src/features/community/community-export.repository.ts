import { resolveText, type Language } from '@vitalia/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  communityChannels,
  communityMemberships,
  communityMessages,
  communityMutes,
  communityReactions,
  communityReports,
} from '../../db/schema';

/**
 * The community's part of a member's data export (decision 046): what they wrote, joined, reacted to and reported.
 * Another member's message is named only by its channel and time: its words and author are that member's.
 */
export function communityExport(db: Database) {
  return async (userId: string, language: Language) => {
    const channelName = (name: typeof communityChannels.$inferSelect.name) =>
      resolveText(name, language).text;
    const [channels, messages, reactions, reports, mutes] = await Promise.all([
      db
        .select({ name: communityChannels.name, joinedAt: communityMemberships.joinedAt })
        .from(communityMemberships)
        .innerJoin(communityChannels, eq(communityChannels.id, communityMemberships.channelId))
        .where(eq(communityMemberships.userId, userId))
        .orderBy(asc(communityMemberships.joinedAt)),
      db
        .select({
          channel: communityChannels.name,
          parentId: communityMessages.parentId,
          text: communityMessages.body,
          status: communityMessages.status,
          sentAt: communityMessages.createdAt,
          editedAt: communityMessages.editedAt,
          deletedAt: communityMessages.deletedAt,
          pinnedAt: communityMessages.pinnedAt,
          moderationNote: communityMessages.moderationNote,
        })
        .from(communityMessages)
        .innerJoin(communityChannels, eq(communityChannels.id, communityMessages.channelId))
        .where(eq(communityMessages.authorId, userId))
        .orderBy(asc(communityMessages.createdAt)),
      db
        .select({
          channel: communityChannels.name,
          reaction: communityReactions.reaction,
          reactedAt: communityReactions.createdAt,
          messageSentAt: communityMessages.createdAt,
        })
        .from(communityReactions)
        .innerJoin(communityMessages, eq(communityMessages.id, communityReactions.messageId))
        .innerJoin(communityChannels, eq(communityChannels.id, communityMessages.channelId))
        .where(eq(communityReactions.userId, userId))
        .orderBy(asc(communityReactions.createdAt)),
      db
        .select({
          channel: communityChannels.name,
          reason: communityReports.reason,
          reportedAt: communityReports.createdAt,
          resolvedAt: communityReports.resolvedAt,
          messageSentAt: communityMessages.createdAt,
        })
        .from(communityReports)
        .innerJoin(communityMessages, eq(communityMessages.id, communityReports.messageId))
        .innerJoin(communityChannels, eq(communityChannels.id, communityMessages.channelId))
        .where(eq(communityReports.reporterId, userId))
        .orderBy(asc(communityReports.createdAt)),
      db
        .select({
          reason: communityMutes.reason,
          from: communityMutes.createdAt,
          until: communityMutes.until,
        })
        .from(communityMutes)
        .where(eq(communityMutes.userId, userId))
        .orderBy(asc(communityMutes.createdAt)),
    ]);
    return {
      channels: channels.map((row) => ({ channel: channelName(row.name), joinedAt: row.joinedAt })),
      messages: messages.map(({ channel, parentId, ...message }) => ({
        channel: channelName(channel),
        isReply: parentId !== null,
        ...message,
      })),
      reactions: reactions.map((row) => ({ ...row, channel: channelName(row.channel) })),
      reports: reports.map((row) => ({ ...row, channel: channelName(row.channel) })),
      mutes,
    };
  };
}
