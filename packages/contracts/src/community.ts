import { z } from 'zod';
import { hasPermission, type Role } from './access';
import { moderationReasonMaxLength } from './feed';
import { languages } from './languages';
import { localizedText, resolvedText, textPerLanguage } from './localized-text';
import type { Subscription } from './member-subscription';
import { personCard } from './people';
import { hasPremiumAccess } from './subscriptions';

/**
 * Community channels (issue 15): staff open them, Premium members talk in them, live. Limits are ours and documented
 * in docs/decisions/026-community-live-stream.md.
 */
export const messageMaxLength = 2000;
/** A member may change or delete a message of their own for this long after posting it. */
export const messageEditWindowMinutes = 15;
export const channelNameMaxLength = 60;
export const channelDescriptionMaxLength = 280;

/** The small set of reactions, by name on the wire; the web draws each as its emoji. */
export const reactionNames = ['thumbs_up', 'heart', 'fire', 'muscle', 'clap', 'laugh'] as const;
export type ReactionName = (typeof reactionNames)[number];
export const reactionEmoji: Readonly<Record<ReactionName, string>> = {
  thumbs_up: '👍',
  heart: '❤️',
  fire: '🔥',
  muscle: '💪',
  clap: '👏',
  laugh: '😂',
};

export const channelModes = ['open', 'announcement'] as const;

/** A channel as a member sees it: text in their language, whether they joined, what they have not read. */
export const channel = z.object({
  id: z.string(),
  name: resolvedText,
  description: resolvedText,
  mode: z.enum(channelModes),
  archived: z.boolean(),
  joined: z.boolean(),
  memberCount: z.number().int(),
  unreadCount: z.number().int(),
  /** Mentions of the reader among the unread messages. */
  unreadMentions: z.number().int(),
  lastMessage: z.object({ authorName: z.string(), body: z.string(), createdAt: z.iso.datetime() }).nullable(),
  /** The highest sequence number in the channel: what "read up to here" means. */
  lastSeq: z.number().int(),
});
export type Channel = z.infer<typeof channel>;

/** A channel as staff edit it: every language they wrote. */
export const channelForStaff = channel.extend({
  nameTexts: textPerLanguage,
  descriptionTexts: textPerLanguage,
});
export type ChannelForStaff = z.infer<typeof channelForStaff>;

export const channelInput = z.object({
  writtenIn: z.enum(languages, '4000'),
  name: localizedText(channelNameMaxLength),
  description: localizedText(channelDescriptionMaxLength),
  mode: z.enum(channelModes, '4000'),
});
export type ChannelInput = z.input<typeof channelInput>;

export const channelUpdate = channelInput.partial().extend({ archived: z.boolean('4000').optional() });
export type ChannelUpdate = z.input<typeof channelUpdate>;

export const reactionCount = z.object({
  reaction: z.enum(reactionNames),
  count: z.number().int(),
  mine: z.boolean(),
});

/**
 * One message as everyone sees it now. A deleted message keeps its place (and its replies) with an empty body; a held
 * one (the filter stopped it) is shown only to its author and staff.
 */
export const message = z.object({
  id: z.string(),
  channelId: z.string(),
  seq: z.number().int(),
  parentId: z.string().nullable(),
  /** Named, never identified: no member's id reaches another member (issue 36). */
  author: z.object({
    /** The username, or the first name when there is none; never a minor's real name (D9). */
    name: z.string(),
    isStaff: z.boolean(),
    /** The reader wrote it: they may edit or delete it. */
    isMe: z.boolean(),
    /** As every screen shows them (issue 39), by a public handle; null once their account is gone. */
    person: z.nullable(personCard),
  }),
  body: z.string(),
  status: z.enum(['visible', 'held', 'deleted']),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  pinned: z.boolean(),
  replyCount: z.number().int(),
  reactions: z.array(reactionCount),
  /** Usernames named with `@` in the body that belong to members. */
  mentions: z.array(z.string()),
});
export type Message = z.infer<typeof message>;

export const messagePage = z.object({
  messages: z.array(message),
  /** Pass as `before` for the page of older messages; null at the beginning of the channel. */
  nextBefore: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;

export const messageInput = z.object({
  /** Length and emptiness are the service's to judge (7600, 7601), so the member gets those codes, not a 4000. */
  body: z.string('4000').max(messageMaxLength * 4, '4000'),
  parentId: z.uuid('4000').optional(),
});

export const messageEdit = z.object({ body: z.string('4000').max(messageMaxLength * 4, '4000') });

export const readPosition = z.object({ seq: z.number('4000').int('4000').min(0, '4000') });

/** Staff mute the author of a message they read: the wire never carries a member's id (issue 36). */
export const muteInput = z.object({
  messageId: z.uuid('4000'),
  minutes: z
    .number('4000')
    .int('4000')
    .min(5, '4000')
    .max(60 * 24 * 30, '4000'),
  reason: z.string('4000').trim().min(3, '4000').max(280, '4000'),
});

/**
 * Reporting a message asks why, as the feed's report does, and here a reason is required: it is what staff judge the
 * message by in the queue (issue 39). Missing, blank or too long is 7613, on the field.
 */
export const messageReport = z.object({
  reason: z.string('7613').trim().min(1, '7613').max(moderationReasonMaxLength, '7613'),
});
export type MessageReport = z.input<typeof messageReport>;

/**
 * A new member is invited to say hello in the introductions channel until they have posted anything in the community
 * (issue 39); null when no invitation is due (they posted, they are staff, or that channel is archived).
 */
export const introductionInvitation = z.object({ channelId: z.string() }).nullable();
export type IntroductionInvitation = z.infer<typeof introductionInvitation>;

export const streamTicket = z.object({ ticket: z.string(), expiresAt: z.iso.datetime() });

/** What staff review: messages the filter held and messages members reported. */
export const moderationItem = z.object({
  message,
  channelName: z.string(),
  reason: z.enum(['filtered', 'reported']),
  reportCount: z.number().int(),
  /** What the open reports say, oldest first. */
  reportReasons: z.array(z.string()),
});
export type ModerationItem = z.infer<typeof moderationItem>;

export const moderationDecision = z.object({
  action: z.enum(['approve', 'delete']),
  reason: z.string('4000').trim().max(280, '4000').optional(),
});

/**
 * Who reads the channels, and so may open the live stream: Premium members, and staff without a plan of their own
 * (the API's reading right, mirrored for the screens and the bell).
 */
export function hasCommunityAccess(
  role: Role | undefined,
  subscription: Pick<Subscription, 'tier' | 'isActive'> | null | undefined,
) {
  return hasPermission(role, 'community_moderation') || hasPremiumAccess(subscription);
}

/**
 * The live stream's events (Server-Sent Events). `message` carries the message as it is now, with an id that encodes
 * the stream position; `typing` is ephemeral (no id); `resync` tells the client to reload a channel's history (the
 * gap was too long to replay); `notifications` says the member's bell changed (the stream is the tab's one live line,
 * so the bell rides on it rather than polling).
 */
export type StreamEvent =
  | { event: 'message'; data: Message }
  | { event: 'typing'; data: { channelId: string; name: string } }
  | { event: 'resync'; data: { channelId: string } }
  | { event: 'notifications'; data: Record<string, never> };
