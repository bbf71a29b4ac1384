import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import {
  commentInput,
  commentPage,
  digestUnsubscribe,
  feedComment,
  feedCursorQuery,
  feedDigest,
  feedModerationDecision,
  feedModerationItem,
  feedPage,
  feedPost,
  feedReadMark,
  feedUnread,
  likeState,
  pinInput,
  postForStaff,
  postImage,
  postInput,
  staffPostPage,
  postStates,
  reportedKinds,
  reportInput,
} from '../feed';

const postParams = z.object({ postId: uuidParam });
const commentParams = z.object({ commentId: uuidParam });

/** The exclusive feed is Premium (D4); staff read what they publish without a plan of their own. */
const reader = access.premiumOrStaff('feed_publishing');
const staff = access.staff('feed_publishing');

export const latestPosts = endpoint({
  method: 'GET',
  path: '/feed',
  access: reader,
  resource: 'feed',
  summary:
    "Published posts in the member's language, the pinned one first, then newest first, paged by `cursor`",
  query: feedCursorQuery,
  response: answer(feedPage),
});

export const postOf = endpoint({
  method: 'GET',
  path: '/feed/posts/:postId',
  access: reader,
  resource: 'feed',
  summary: 'One published post',
  params: postParams,
  response: answer(feedPost),
});

export const likePost = endpoint({
  method: 'PUT',
  path: '/feed/posts/:postId/like',
  access: reader,
  resource: 'feed',
  changes: ['feed'],
  summary: 'Likes a post (liking twice is a no-op)',
  params: postParams,
  response: answer(likeState),
});

export const unlikePost = endpoint({
  method: 'DELETE',
  path: '/feed/posts/:postId/like',
  access: reader,
  resource: 'feed',
  changes: ['feed'],
  summary: "Takes the caller's like back",
  params: postParams,
  response: answer(likeState),
});

export const listComments = endpoint({
  method: 'GET',
  path: '/feed/posts/:postId/comments',
  access: reader,
  resource: 'feed-comments',
  summary: 'Comments on a post, oldest first, each with its replies, paged by `cursor`',
  params: postParams,
  query: feedCursorQuery,
  response: answer(commentPage),
});

export const addComment = endpoint({
  method: 'POST',
  path: '/feed/posts/:postId/comments',
  access: reader,
  resource: 'feed-comments',
  changes: ['feed-comments', 'feed'],
  summary: 'Comments on a post, or replies to a top-level comment',
  params: postParams,
  body: commentInput,
  status: 201,
  response: answer(feedComment),
});

export const deleteComment = endpoint({
  method: 'DELETE',
  path: '/feed/comments/:commentId',
  access: reader,
  resource: 'feed-comments',
  changes: ['feed-comments', 'feed'],
  summary: 'Deletes an own comment; staff delete any (the queue keeps a reason for reported ones)',
  params: commentParams,
  status: 204,
});

export const reportPost = endpoint({
  method: 'POST',
  path: '/feed/posts/:postId/reports',
  access: reader,
  resource: 'feed',
  changes: ['moderation'],
  summary: 'Reports a post to staff',
  params: postParams,
  body: reportInput,
  status: 204,
});

export const reportComment = endpoint({
  method: 'POST',
  path: '/feed/comments/:commentId/reports',
  access: reader,
  resource: 'feed-comments',
  changes: ['moderation'],
  summary: 'Reports a comment to staff',
  params: commentParams,
  body: reportInput,
  status: 204,
});

export const unreadPosts = endpoint({
  method: 'GET',
  path: '/feed/unread',
  access: reader,
  resource: 'feed-unread',
  summary: 'How many posts were published since the caller last opened the feed',
  response: answer(feedUnread),
});

export const markFeedRead = endpoint({
  method: 'PUT',
  path: '/feed/read',
  access: reader,
  resource: 'feed-unread',
  changes: ['feed-unread'],
  summary:
    'Marks the posts read up to the newest one shown (`upTo`), or all published until now; never backwards',
  body: feedReadMark,
  status: 204,
});

export const digestOf = endpoint({
  method: 'GET',
  path: '/feed/digest',
  access: reader,
  resource: 'feed-digest',
  summary: 'Whether the caller gets the daily email digest of new posts',
  response: answer(feedDigest),
});

export const setDigest = endpoint({
  method: 'PUT',
  path: '/feed/digest',
  access: reader,
  resource: 'feed-digest',
  changes: ['feed-digest'],
  summary: 'Opts in to or out of the daily email digest',
  body: feedDigest,
  response: answer(feedDigest),
});

/** The digest's one-click link: the token is the permission, so it works from a mail client without signing in. */
export const unsubscribeDigest = endpoint({
  method: 'POST',
  path: '/feed/digest/unsubscribe',
  access: access.public,
  resource: 'feed-digest',
  summary: 'Stops the digest for the member the token names (RFC 8058 one-click)',
  query: digestUnsubscribe,
  status: 204,
});

export const listStaffPosts = endpoint({
  method: 'GET',
  path: '/admin/feed/posts',
  access: staff,
  resource: 'feed-posts',
  summary: 'Posts in every state, newest change first, paged by `cursor`, optionally one state',
  query: feedCursorQuery.extend({ state: z.enum(postStates, '4000').optional() }),
  response: answer(staffPostPage),
});

export const staffPostOf = endpoint({
  method: 'GET',
  path: '/admin/feed/posts/:postId',
  access: staff,
  resource: 'feed-posts',
  summary: 'One post with every language and its edit history',
  params: postParams,
  response: answer(postForStaff),
});

export const createPost = endpoint({
  method: 'POST',
  path: '/admin/feed/posts',
  access: staff,
  resource: 'feed-posts',
  changes: ['feed-posts', 'feed', 'feed-unread'],
  summary: 'Writes a post: a draft, scheduled, or published now',
  body: postInput,
  status: 201,
  response: answer(postForStaff),
});

export const updatePost = endpoint({
  method: 'PUT',
  path: '/admin/feed/posts/:postId',
  access: staff,
  resource: 'feed-posts',
  changes: ['feed-posts', 'feed', 'feed-unread'],
  summary: 'Changes a post (text, images, state); the change joins its history',
  params: postParams,
  body: postInput,
  response: answer(postForStaff),
});

export const pinPost = endpoint({
  method: 'PUT',
  path: '/admin/feed/posts/:postId/pin',
  access: staff,
  resource: 'feed-posts',
  changes: ['feed-posts', 'feed'],
  summary: 'Pins a published post on top of the feed (unpinning the one before), or unpins it',
  params: postParams,
  body: pinInput,
  response: answer(postForStaff),
});

export const uploadPostImage = endpoint({
  method: 'POST',
  path: '/admin/feed/images',
  access: staff,
  resource: 'feed-posts',
  // The body is the image itself with its own Content-Type; its bytes decide what it is.
  summary: 'Stores an image for a post from a JPEG, PNG or WebP body, re-encoded to WebP without metadata',
  upload: true,
  status: 201,
  response: answer(postImage),
});

/** Decision 009: the key is 128 random bits, so the URL is the permission, as for profile pictures. */
export const postImageFile = endpoint({
  method: 'GET',
  path: '/feed/images/:key',
  access: access.public,
  resource: 'feed',
  summary: "A post's image, by its key",
  params: z.object({ key: z.string().regex(/^[0-9a-f]{32}\.webp$/, '4000') }),
  download: true,
});

export const feedModerationQueue = endpoint({
  method: 'GET',
  path: '/admin/feed/moderation',
  access: staff,
  resource: 'moderation',
  summary: 'Reported posts and comments not yet decided, most reported first',
  response: answer(z.array(feedModerationItem)),
});

export const moderateFeedItem = endpoint({
  method: 'POST',
  path: '/admin/feed/moderation/:kind/:id',
  access: staff,
  resource: 'moderation',
  changes: ['moderation', 'feed', 'feed-comments', 'feed-posts'],
  summary: 'Hides, restores or deletes a reported post or comment, with a reason',
  params: z.object({ kind: z.enum(reportedKinds, '4000'), id: uuidParam }),
  body: feedModerationDecision,
  status: 204,
});
