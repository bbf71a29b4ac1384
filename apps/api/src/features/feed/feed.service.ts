import { randomBytes } from 'node:crypto';
import {
  commentMaxLength,
  ErrorCode,
  type CommentPage,
  type FeedComment,
  type FeedPage,
  type FeedPost,
  type Language,
  type LikeState,
  type PersonCard,
  type Role,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { characterCount, plainText } from '../../lib/plain-text';
import type { FeedRepository } from './feed.repository';
import { commentView, decodeCursor, isFeedStaff, pageOf, postView, type PeopleById } from './post-view';

/** Who a reader is, as the member directory tells it (wired in services.ts). */
export interface FeedMember {
  id: string;
  role: Role;
  language: Language;
}

const pageSize = 10;
const commentPageSize = 30;
/** The badge shows "99+" past this: counting further would only cost time. */
const unreadCap = 100;

export const newDigestToken = () => randomBytes(32).toString('hex');

function checkedComment(body: string): string {
  const text = plainText(body, { multiline: true });
  if (!text) throw new AppError(ErrorCode.commentRequired);
  if (characterCount(text) > commentMaxLength) throw new AppError(ErrorCode.commentTooLong);
  return text;
}

/** The feed as Premium members (and staff) read it: posts, likes, comments, reports, the unread badge, the digest. */
export function feedService({
  repository,
  memberOf,
  cardsOf,
}: {
  repository: FeedRepository;
  memberOf(caller: Caller): Promise<FeedMember>;
  /** How authors appear, from the member directory (issue 39). */
  cardsOf(userIds: readonly string[]): Promise<{ id: string; person: PersonCard }[]>;
}) {
  async function peopleOf(authorIds: readonly (string | null)[]): Promise<PeopleById> {
    const ids = authorIds.filter((id): id is string => id !== null);
    return new Map((await cardsOf(ids)).map((card) => [card.id, card.person]));
  }

  async function visiblePostOf(postId: string, readerId: string) {
    const post = await repository.visiblePost(postId, readerId);
    if (!post) throw new AppError(ErrorCode.notFound);
    return post;
  }

  /** A comment members can see, on a post they can see; 4004 otherwise. */
  async function visibleCommentOf(commentId: string, readerId: string) {
    const comment = await repository.commentById(commentId);
    if (!comment || comment.hiddenAt) throw new AppError(ErrorCode.notFound);
    await visiblePostOf(comment.postId, readerId);
    return comment;
  }

  async function likeState(postId: string, readerId: string): Promise<LikeState> {
    const post = await visiblePostOf(postId, readerId);
    return { likeCount: post.likeCount, liked: post.liked };
  }

  return {
    async page(caller: Caller, cursor: string | undefined): Promise<FeedPage> {
      const reader = await memberOf(caller);
      const after = decodeCursor(cursor);
      const pinned = after ? null : await repository.pinnedVisible(reader.id);
      const rows = await repository.visiblePage(
        reader.id,
        after && { publishedAt: after.date, id: after.id },
        pageSize + 1,
      );
      const { page: posts, nextCursor } = pageOf(rows, pageSize, (post) => [post.publishedAt, post.id]);
      const shown = [...(pinned ? [pinned] : []), ...posts];
      const people = await peopleOf(shown.map((post) => post.authorId));
      return { posts: shown.map((post) => postView(post, reader.language, people)), nextCursor };
    },

    async post(caller: Caller, postId: string): Promise<FeedPost> {
      const reader = await memberOf(caller);
      const post = await visiblePostOf(postId, reader.id);
      return postView(post, reader.language, await peopleOf([post.authorId]));
    },

    async setLike(caller: Caller, postId: string, liked: boolean): Promise<LikeState> {
      const reader = await memberOf(caller);
      await visiblePostOf(postId, reader.id);
      await repository.setLike(postId, reader.id, liked);
      return likeState(postId, reader.id);
    },

    async comments(caller: Caller, postId: string, cursor: string | undefined): Promise<CommentPage> {
      const reader = await memberOf(caller);
      await visiblePostOf(postId, reader.id);
      const after = decodeCursor(cursor);
      const { parents, replies } = await repository.commentPage(
        postId,
        after && { createdAt: after.date, id: after.id },
        commentPageSize + 1,
      );
      const { page: shown, nextCursor } = pageOf(parents, commentPageSize, (parent) => [
        parent.createdAt,
        parent.id,
      ]);
      const people = await peopleOf([...shown, ...replies].map((comment) => comment.authorId));
      return {
        comments: shown.map((parent) =>
          commentView(
            parent,
            reader.id,
            people,
            replies.filter((reply) => reply.parentId === parent.id),
          ),
        ),
        nextCursor,
      };
    },

    async addComment(
      caller: Caller,
      postId: string,
      input: { body: string; parentId?: string },
    ): Promise<FeedComment> {
      const reader = await memberOf(caller);
      await visiblePostOf(postId, reader.id);
      const body = checkedComment(input.body);
      if (input.parentId) {
        const parent = await repository.commentById(input.parentId);
        if (!parent || parent.postId !== postId || parent.hiddenAt) throw new AppError(ErrorCode.notFound);
        if (parent.parentId) throw new AppError(ErrorCode.replyTooDeep);
      }
      const id = await repository.inTransaction(async (tx) => {
        const commentId = await tx.insertComment({
          postId,
          parentId: input.parentId ?? null,
          authorId: reader.id,
          body,
        });
        await tx.publish('member.commented', { userId: reader.id, commentedAt: new Date().toISOString() });
        if (input.parentId) await tx.publish('feed.comment-replied', { commentId });
        return commentId;
      });
      return commentView((await repository.commentById(id))!, reader.id, await peopleOf([reader.id]));
    },

    /** Members delete their own comments; staff may delete any (the queue is for reported ones, with a reason). */
    async deleteComment(caller: Caller, commentId: string) {
      const reader = await memberOf(caller);
      const comment = await visibleCommentOf(commentId, reader.id);
      if (comment.authorId !== reader.id && !isFeedStaff(reader.role))
        throw new AppError(ErrorCode.notCommentAuthor);
      await repository.deleteComment(commentId);
    },

    async reportPost(caller: Caller, postId: string, reason: string | undefined) {
      const reader = await memberOf(caller);
      await visiblePostOf(postId, reader.id);
      const reported = await repository.report({
        postId,
        commentId: null,
        reporterId: reader.id,
        reason: reason ? plainText(reason, { multiline: false }) || null : null,
      });
      if (!reported) throw new AppError(ErrorCode.alreadyReportedContent);
    },

    async reportComment(caller: Caller, commentId: string, reason: string | undefined) {
      const reader = await memberOf(caller);
      const comment = await visibleCommentOf(commentId, reader.id);
      const reported = await repository.report({
        postId: comment.postId,
        commentId,
        reporterId: reader.id,
        reason: reason ? plainText(reason, { multiline: false }) || null : null,
      });
      if (!reported) throw new AppError(ErrorCode.alreadyReportedContent);
    },

    async unread(caller: Caller) {
      const reader = await memberOf(caller);
      return { count: await repository.unreadCount(reader.id, unreadCap) };
    },

    async markRead(caller: Caller, upTo: string | undefined) {
      const reader = await memberOf(caller);
      await repository.markRead(reader.id, newDigestToken(), upTo ? new Date(upTo) : null);
    },

    async digest(caller: Caller) {
      const reader = await memberOf(caller);
      return { subscribed: (await repository.reader(reader.id, newDigestToken())).digestSubscribed };
    },

    async setDigest(caller: Caller, subscribed: boolean) {
      const reader = await memberOf(caller);
      await repository.setDigest(reader.id, subscribed, newDigestToken());
      return { subscribed };
    },

    async unsubscribe(token: string) {
      if (!(await repository.unsubscribeByToken(token))) throw new AppError(ErrorCode.unsubscribeLinkInvalid);
    },
  };
}

export type FeedService = ReturnType<typeof feedService>;
