import {
  ErrorCode,
  hasPermission,
  resolveText,
  type FeedComment,
  type FeedReply,
  type FeedPost,
  type Language,
  type PersonCard,
  type PostForStaff,
  type PostImage,
  type PostState,
  type Role,
  feedEndpoints,
} from '@vitalia/contracts';
import { apiPathOf } from '../../lib/endpoints';
import { AppError } from '../../lib/errors';
import type { CommentRecord, PostRecord } from './feed.repository';

/** Karim and admin write the feed and moderate it (D2). */
export const isFeedStaff = (role: string) => hasPermission(role as Role, 'feed_publishing');

/** Where a post's image is served: its key is the capability (decision 009). */
export const imageUrlOf = (key: string) => apiPathOf(feedEndpoints.postImageFile, { key });

const imageView = (image: Omit<PostImage, 'url'>): PostImage => ({ ...image, url: imageUrlOf(image.key) });

/** A change after this long past publication shows as "edited": a typo fixed at once does not. */
const editedAfterMs = 5 * 60 * 1000;

/** What staff call the post's state: a published post whose time has not come is scheduled. */
export function stateOf(record: Pick<PostRecord, 'state' | 'publishedAt'>, now = new Date()): PostState {
  if (record.state === 'published' && record.publishedAt && record.publishedAt > now) return 'scheduled';
  return record.state;
}

/** How each author appears, by their member id, from the member directory (issue 39). */
export type PeopleById = ReadonlyMap<string, PersonCard>;

export function postView(record: PostRecord, language: Language, people: PeopleById): FeedPost {
  const publishedAt = record.publishedAt ?? record.createdAt;
  return {
    id: record.id,
    title: resolveText(record.title, language),
    content: resolveText(record.content, language),
    images: record.images.map(imageView),
    authorName: record.authorName,
    author: (record.authorId && people.get(record.authorId)) || null,
    publishedAt: publishedAt.toISOString(),
    editedAt:
      record.updatedAt.getTime() - publishedAt.getTime() > editedAfterMs
        ? record.updatedAt.toISOString()
        : null,
    pinned: record.pinnedAt !== null,
    likeCount: record.likeCount,
    liked: record.liked,
    commentCount: record.commentCount,
  };
}

export function staffPostView(
  record: PostRecord,
  revisions: { editorName: string; editedAt: Date }[] = [],
): PostForStaff {
  return {
    id: record.id,
    state: stateOf(record),
    title: record.title,
    content: record.content,
    images: record.images.map(imageView),
    authorName: record.authorName,
    publishAt: record.publishedAt?.toISOString() ?? null,
    pinned: record.pinnedAt !== null,
    likeCount: record.likeCount,
    commentCount: record.commentCount,
    createdAt: record.createdAt.toISOString(),
    revisions: revisions.map((revision) => ({
      editorName: revision.editorName,
      editedAt: revision.editedAt.toISOString(),
    })),
  };
}

/** A comment as `readerId` reads it: who wrote it by name, and whether it was them. */
function replyView(record: CommentRecord, readerId: string, people: PeopleById): FeedReply {
  return {
    id: record.id,
    parentId: record.parentId,
    isMine: record.authorId === readerId,
    authorName: record.authorName,
    authorIsStaff: isFeedStaff(record.authorRole),
    author: people.get(record.authorId) ?? null,
    body: record.body,
    createdAt: record.createdAt.toISOString(),
  };
}

export function commentView(
  record: CommentRecord,
  readerId: string,
  people: PeopleById,
  replies: CommentRecord[] = [],
): FeedComment {
  return {
    ...replyView(record, readerId, people),
    replies: replies.map((reply) => replyView(reply, readerId, people)),
  };
}

/** Page positions travel as opaque base64url text; a malformed one is a bad request (4000). */
function encodeCursor(date: Date, id: string): string {
  return Buffer.from(`${date.toISOString()}|${id}`).toString('base64url');
}

/**
 * A page of `rows`, read one longer than `pageSize` to learn whether another follows, and the cursor of that next
 * page: the position (time, id) of this page's last row, or null on the last page.
 */
export function pageOf<Row>(rows: Row[], pageSize: number, positionOf: (row: Row) => [Date | null, string]) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const [date, id] = last && rows.length > pageSize ? positionOf(last) : [null, ''];
  return { page, nextCursor: date ? encodeCursor(date, id) : null };
}

export function decodeCursor(cursor: string | undefined): { date: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? ''))
    throw new AppError(ErrorCode.invalidRequest);
  return { date, id: id! };
}
