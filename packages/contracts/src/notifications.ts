import { z } from 'zod';
import { textPerLanguage } from './localized-text';

/** What the bell tells a member about (issue 18). */
export const notificationKinds = [
  'draw_won',
  'code_claimed',
  'renewal_coming',
  'payment_failed',
  'support_reply',
  'feed_post',
  'community_reply',
  'community_reaction',
  'community_mention',
  'persona_answered',
  'feed_comment_reply',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * The kinds that are also emailed, each of which a member may turn off. A claimed code is on the screen that claimed
 * it; new posts reach the inbox through the feed's daily digest, which has its own switch.
 */
export const emailedNotificationKinds = [
  'draw_won',
  'renewal_coming',
  'payment_failed',
  'support_reply',
] as const satisfies readonly NotificationKind[];
export type EmailedNotificationKind = (typeof emailedNotificationKinds)[number];

export const isEmailedKind = (kind: NotificationKind): kind is EmailedNotificationKind =>
  (emailedNotificationKinds as readonly NotificationKind[]).includes(kind);

/**
 * The kinds told once per thing and brought up to date by each new event about it (issue 39): one notification for a
 * message's reactions, one for a thread's replies and one for a feed comment's replies, whoever adds to them, unread
 * again and newest again each time.
 */
export const groupedNotificationKinds = [
  'community_reply',
  'community_reaction',
  'feed_comment_reply',
] as const satisfies readonly NotificationKind[];

const money = { amountCents: z.number().int(), currency: z.string() };

/** Who did it (as the community names them) and where: the channel's name as staff wrote it. */
const communityAct = {
  channelId: z.string(),
  channelName: textPerLanguage,
  actorName: z.string(),
};
/** How many other members did the same, besides the one named. */
const others = z.number().int().min(0);

/** The facts each kind is told with: the web words them in the reader's language. */
export const notificationFacts = {
  draw_won: z.object({ rewardName: textPerLanguage, expiresOn: z.iso.date().nullable() }),
  code_claimed: z.object({ rewardName: textPerLanguage }),
  renewal_coming: z.object({ date: z.iso.datetime().nullable(), ...money }),
  payment_failed: z.object({ date: z.iso.datetime().nullable(), ...money }),
  support_reply: z.object({ requestId: z.string(), reference: z.string(), subject: z.string() }),
  feed_post: z.object({ postId: z.string(), title: textPerLanguage }),
  community_reply: z.object({ ...communityAct, threadId: z.string(), others }),
  community_reaction: z.object({ ...communityAct, messageId: z.string(), excerpt: z.string(), others }),
  community_mention: z.object({ ...communityAct, messageId: z.string(), excerpt: z.string() }),
  /** The member's own question, as they asked it. */
  persona_answered: z.object({ question: z.string() }),
  feed_comment_reply: z.object({
    postId: z.string(),
    commentId: z.string(),
    postTitle: textPerLanguage,
    actorName: z.string(),
    others,
  }),
} as const satisfies Record<NotificationKind, z.ZodType>;
export type NotificationFacts = { [K in NotificationKind]: z.infer<(typeof notificationFacts)[K]> };

const notificationBase = {
  id: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
};

export const notification = z.discriminatedUnion('kind', [
  z.object({ ...notificationBase, kind: z.literal('draw_won'), facts: notificationFacts.draw_won }),
  z.object({ ...notificationBase, kind: z.literal('code_claimed'), facts: notificationFacts.code_claimed }),
  z.object({
    ...notificationBase,
    kind: z.literal('renewal_coming'),
    facts: notificationFacts.renewal_coming,
  }),
  z.object({
    ...notificationBase,
    kind: z.literal('payment_failed'),
    facts: notificationFacts.payment_failed,
  }),
  z.object({ ...notificationBase, kind: z.literal('support_reply'), facts: notificationFacts.support_reply }),
  z.object({ ...notificationBase, kind: z.literal('feed_post'), facts: notificationFacts.feed_post }),
  z.object({
    ...notificationBase,
    kind: z.literal('community_reply'),
    facts: notificationFacts.community_reply,
  }),
  z.object({
    ...notificationBase,
    kind: z.literal('community_reaction'),
    facts: notificationFacts.community_reaction,
  }),
  z.object({
    ...notificationBase,
    kind: z.literal('community_mention'),
    facts: notificationFacts.community_mention,
  }),
  z.object({
    ...notificationBase,
    kind: z.literal('persona_answered'),
    facts: notificationFacts.persona_answered,
  }),
  z.object({
    ...notificationBase,
    kind: z.literal('feed_comment_reply'),
    facts: notificationFacts.feed_comment_reply,
  }),
]);
export type Notification = z.infer<typeof notification>;

export const notificationPageSize = 20;

/** The history's filters (issue 39): one kind, and unread ones only. */
export const notificationsFilter = z.object({
  kind: z.enum(notificationKinds, '4000').optional(),
  unread: z.enum(['true'], '4000').optional(),
});
export type NotificationsFilter = z.infer<typeof notificationsFilter>;

export const notificationsQuery = notificationsFilter.extend({
  /** The `nextCursor` of the page before: older notifications. */
  before: z.string('4000').max(100, '4000').optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationPage = z.object({
  items: z.array(notification),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadNotifications = z.object({ unread: z.number().int() });

/**
 * The kinds pushed to a member's devices unless they turn it on themselves (issue 39): a new post reaches everyone
 * with Premium at once, and reactions come in bursts; everything said to the member alone is pushed by default.
 */
export const quietPushKinds = [
  'feed_post',
  'community_reaction',
] as const satisfies readonly NotificationKind[];

export const isPushedByDefault = (kind: NotificationKind) =>
  !(quietPushKinds as readonly NotificationKind[]).includes(kind);

/**
 * One kind's switches: shown in the bell (`inApp`), emailed (`email`, null for a kind that is never emailed), and
 * pushed to the devices the member opted in (`push`).
 */
export const notificationPreference = z.object({
  kind: z.enum(notificationKinds, '4000'),
  inApp: z.boolean('4000'),
  email: z.boolean('4000').nullable(),
  push: z.boolean('4000'),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

export const notificationPreferences = z.object({ kinds: z.array(notificationPreference) });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** One kind's switches as changed: a kind sent without `push` keeps its push switch. */
export const notificationPreferenceInput = notificationPreference.extend({
  push: z.boolean('4000').optional(),
});
export type NotificationPreferenceInput = z.infer<typeof notificationPreferenceInput>;

/** The kinds to change; a kind left out keeps its switches. An email switch on a kind never emailed is refused (8201). */
export const notificationPreferencesInput = z.object({
  kinds: z
    .array(notificationPreferenceInput)
    .min(1, '4000')
    .max(notificationKinds.length, '4000')
    // Two switches for one kind say two things at once.
    .refine((kinds) => new Set(kinds.map(({ kind }) => kind)).size === kinds.length, '4000'),
});
