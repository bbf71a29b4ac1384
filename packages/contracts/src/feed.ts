import { z } from 'zod';
import { languages } from './languages';
import { languageCode, resolvedText, textPerLanguage } from './localized-text';
import { personCard } from './people';

/**
 * The Premium feed (issue 15): karim and admin write posts, Premium members read, like, comment and report them.
 * Limits are ours, documented in docs/decisions/027-feed-posts.md.
 */
export const postTitleMaxLength = 150;
export const postContentMaxLength = 10_000;
export const postImagesMax = 4;
export const commentMaxLength = 1_000;
export const moderationReasonMaxLength = 280;

/** Draft: staff only. Scheduled: published at a time to come. Archived: taken out of the feed, kept for staff. */
export const postStates = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostState = (typeof postStates)[number];

/** An image as the server stored it: re-encoded, without metadata, served by its unguessable key. */
export const postImage = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PostImage = z.infer<typeof postImage>;

/** A post as a member reads it: title and content in their language, or the language it was written in. */
export const feedPost = z.object({
  id: z.string(),
  title: resolvedText,
  content: resolvedText,
  images: z.array(postImage),
  authorName: z.string(),
  /** The author as every screen shows them (issue 39); null once their account is gone (the brand's post). */
  author: z.nullable(personCard),
  publishedAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  pinned: z.boolean(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  commentCount: z.number().int(),
});
export type FeedPost = z.infer<typeof feedPost>;

export const feedPage = z.object({
  posts: z.array(feedPost),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPage>;

export const feedCursorQuery = z.object({ cursor: z.string('4000').max(200, '4000').optional() });

export const feedUnread = z.object({ count: z.number().int() });

/**
 * What the member has read: up to the newest post they were shown (a post published while they read stays unread);
 * without it, everything published until now.
 */
// Nullish: a request with no body at all (the web before `upTo`) still marks everything read.
export const feedReadMark = z.object({ upTo: z.iso.datetime('4000').optional() }).nullish();

/** One revision of a post: who changed it and when. */
export const postRevision = z.object({ editorName: z.string(), editedAt: z.iso.datetime() });

/** A post as staff edit it: every language written, its state and its history. */
export const postForStaff = z.object({
  id: z.string(),
  state: z.enum(postStates),
  title: textPerLanguage,
  content: textPerLanguage,
  images: z.array(postImage),
  authorName: z.string(),
  /** When it went, or goes, out; null for a draft never published. */
  publishAt: z.iso.datetime().nullable(),
  pinned: z.boolean(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.iso.datetime(),
  revisions: z.array(postRevision),
});
export type PostForStaff = z.infer<typeof postForStaff>;

/** Staff's list of posts, newest change first, a page at a time. */
export const staffPostPage = z.object({
  posts: z.array(postForStaff),
  /** Pass as `cursor` for the next page (older changes); null on the last one. */
  nextCursor: z.string().nullable(),
});
export type StaffPostPage = z.infer<typeof staffPostPage>;

const postTexts = (maxLength: number) =>
  // Lengths and emptiness are the service's to judge (6017–6020), so staff get those codes, not a bare 4000.
  z.partialRecord(languageCode, z.string('4000').max(maxLength * 4, '4000'));

/**
 * What staff send to create or change a post. `state` is where it should stand after the call; `scheduled` needs a
 * `publishAt` to come, `published` without one means now.
 */
export const postInput = z.object({
  writtenIn: z.enum(languages, '4000'),
  title: postTexts(postTitleMaxLength),
  content: postTexts(postContentMaxLength),
  // More than four images is the service's to refuse (7702), so the composer gets that code.
  imageKeys: z.array(z.string('4000').regex(/^[0-9a-f]{32}\.webp$/, '4000')).max(postImagesMax * 5, '4000'),
  state: z.enum(postStates, '4000'),
  publishAt: z.iso.datetime({ offset: true, error: '4000' }).optional(),
});
export type PostInput = z.input<typeof postInput>;

export const pinInput = z.object({ pinned: z.boolean('4000') });

/**
 * A reply to a comment: threads are one level deep, so a reply has no replies. Its author is named, never identified:
 * whether the reader wrote it is the server's to say (`isMine`), so no member's internal id reaches another (issue 36).
 */
export const feedReply = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  isMine: z.boolean(),
  authorName: z.string(),
  authorIsStaff: z.boolean(),
  /** The author as every screen shows them (issue 39): a public handle, never their id; null if gone meanwhile. */
  author: z.nullable(personCard),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type FeedReply = z.infer<typeof feedReply>;

/** A comment with its replies (none yet for one just posted). */
export const feedComment = feedReply.extend({ replies: z.array(feedReply) });
export type FeedComment = z.infer<typeof feedComment>;

export const commentPage = z.object({
  comments: z.array(feedComment),
  /** Pass as `cursor` for the next page (later comments); null on the last one. */
  nextCursor: z.string().nullable(),
});
export type CommentPage = z.infer<typeof commentPage>;

export const commentInput = z.object({
  /** Length and emptiness are the service's to judge (7703, 7704). */
  body: z.string('4000').max(commentMaxLength * 4, '4000'),
  parentId: z.uuid('4000').optional(),
});

export const likeState = z.object({ likeCount: z.number().int(), liked: z.boolean() });
export type LikeState = z.infer<typeof likeState>;

export const reportInput = z.object({
  reason: z.string('4000').trim().max(moderationReasonMaxLength, '4000').optional(),
});

export const feedDigest = z.object({ subscribed: z.boolean('4000') });
export type FeedDigest = z.infer<typeof feedDigest>;

export const digestUnsubscribe = z.object({ token: z.string('4000').max(200, '4000') });

export const reportedKinds = ['post', 'comment'] as const;
export type ReportedKind = (typeof reportedKinds)[number];

/** A reported post or comment, as the moderation queue lists it. */
export const feedModerationItem = z.object({
  kind: z.enum(reportedKinds),
  id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  authorName: z.string(),
  /** The comment's body, or the start of the post's content. */
  excerpt: z.string(),
  hidden: z.boolean(),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
  lastReportedAt: z.iso.datetime(),
});
export type FeedModerationItem = z.infer<typeof feedModerationItem>;

export const feedModerationActions = ['hide', 'restore', 'delete'] as const;
export const feedModerationDecision = z.object({
  action: z.enum(feedModerationActions, '4000'),
  reason: z.string('4000').trim().min(3, '4000').max(moderationReasonMaxLength, '4000'),
});
export type FeedModerationDecision = z.input<typeof feedModerationDecision>;
