import {
  ErrorCode,
  postContentMaxLength,
  postImagesMax,
  postTitleMaxLength,
  resolveText,
  type FeedModerationDecision,
  type FeedModerationItem,
  type FieldErrorDetail,
  type Language,
  type LocalizedText,
  type PostForStaff,
  type PostImage,
  type PostInput,
  type PostState,
  type ReportedKind,
  type StaffPostPage,
  type TextPerLanguage,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { reencodePostImage } from '../../lib/image-encoding';
import type { ImageStore } from '../../lib/stored-images';
import { characterCount, plainText } from '../../lib/plain-text';
import type { FeedRepository, PostRecord, PostWrite } from './feed.repository';
import type { FeedMember } from './feed.service';
import { decodeCursor, imageUrlOf, pageOf, staffPostView, stateOf } from './post-view';

const staffPageSize = 50;
const excerptLength = 200;
/** The first characters of a text, never cutting an emoji or a letter in two. */
const excerptOfText = (text: string) => [...text].slice(0, excerptLength).join('');
/** An uploaded image waits this long for a post to name it before the sweep takes it. */
const unattachedGraceMs = 24 * 60 * 60 * 1000;

type TextField = { name: 'title' | 'content'; maxLength: number; required: ErrorCode; invalid: ErrorCode };
const titleField: TextField = {
  name: 'title',
  maxLength: postTitleMaxLength,
  required: ErrorCode.titleRequired,
  invalid: ErrorCode.titleInvalid,
};
const contentField: TextField = {
  name: 'content',
  maxLength: postContentMaxLength,
  required: ErrorCode.contentRequired,
  invalid: ErrorCode.contentInvalid,
};

/**
 * A title or content as stored, with the spec's codes: required in the language it is written in (6017, 6019),
 * within its length in every language (6018, 6020). Blank translations are dropped: the fallback covers them.
 */
function checkedText(
  field: TextField,
  writtenIn: Language,
  texts: LocalizedText,
  problems: FieldErrorDetail[],
): TextPerLanguage {
  const kept: LocalizedText = {};
  for (const [language, raw] of Object.entries(texts) as [Language, string][]) {
    const text = plainText(raw, { multiline: field.name === 'content' });
    if (characterCount(text) > field.maxLength)
      problems.push({ field: `${field.name}.${language}`, code: field.invalid });
    if (text) kept[language] = text;
  }
  if (!kept[writtenIn]) problems.push({ field: `${field.name}.${writtenIn}`, code: field.required });
  return { writtenIn, texts: kept };
}

/** Where the post stands after the call, and when it goes out. */
function publication(
  input: PostInput,
  current: PostRecord | null,
  now: Date,
): Pick<PostWrite, 'state' | 'publishedAt'> {
  switch (input.state) {
    case 'draft':
      return { state: 'draft', publishedAt: null };
    case 'archived':
      return { state: 'archived', publishedAt: current?.publishedAt ?? null };
    case 'scheduled': {
      const at = input.publishAt ? new Date(input.publishAt) : null;
      if (!at || at <= now)
        throw new AppError(ErrorCode.publishAtNotFuture, [
          { field: 'publishAt', code: ErrorCode.publishAtNotFuture },
        ]);
      return { state: 'published', publishedAt: at };
    }
    case 'published': {
      // Editing a post already out keeps its place in the feed; publishing a draft or a scheduled post puts it out now.
      const alreadyOut = current && stateOf(current, now) === 'published' && current.publishedAt;
      return { state: 'published', publishedAt: alreadyOut ? current.publishedAt : now };
    }
  }
}

function checkedPost(input: PostInput, current: PostRecord | null, now = new Date()): PostWrite {
  const problems: FieldErrorDetail[] = [];
  const title = checkedText(titleField, input.writtenIn, input.title, problems);
  const content = checkedText(contentField, input.writtenIn, input.content, problems);
  if (problems.length > 0) throw new AppError(problems[0]!.code, problems);
  const imageKeys = [...new Set(input.imageKeys)];
  if (imageKeys.length > postImagesMax) throw new AppError(ErrorCode.tooManyPostImages);
  return { writtenIn: input.writtenIn, title, content, imageKeys, ...publication(input, current, now) };
}

/** The feed as karim and admin run it: writing posts with images, pinning, and deciding on reports. */
export function feedAuthoringService({
  repository,
  memberOf,
  images,
}: {
  repository: FeedRepository;
  memberOf(caller: Caller): Promise<FeedMember>;
  images: ImageStore;
}) {
  async function staffPost(postId: string, readerId: string): Promise<PostForStaff> {
    const post = await repository.postById(postId, readerId);
    if (!post) throw new AppError(ErrorCode.notFound);
    return staffPostView(post, await repository.revisions(postId));
  }

  /** Writes the post, its images and its revision in one transaction: a refused image leaves nothing half-saved. */
  async function save(editorId: string, write: PostWrite, postId: string | null): Promise<string> {
    return repository.inTransaction(async (tx) => {
      const usable = await tx.usableImages(write.imageKeys, postId);
      if (usable.length !== write.imageKeys.length) throw new AppError(ErrorCode.postImageUnknown);
      const id = postId ?? (await tx.insertPost(write, editorId));
      if (postId) await tx.updatePost(postId, write);
      await tx.attachImages(id, write.imageKeys);
      await tx.recordRevision(id, editorId, write);
      return id;
    });
  }

  async function excerptOf(kind: ReportedKind, id: string, moderatorId: string): Promise<string> {
    if (kind === 'comment') {
      const comment = await repository.commentById(id);
      if (!comment) throw new AppError(ErrorCode.notFound);
      return excerptOfText(comment.body);
    }
    const post = await repository.postById(id, moderatorId);
    if (!post) throw new AppError(ErrorCode.notFound);
    return excerptOfText(resolveText(post.title, post.title.writtenIn).text);
  }

  return {
    async posts(
      caller: Caller,
      state: PostState | undefined,
      cursor: string | undefined,
    ): Promise<StaffPostPage> {
      const editor = await memberOf(caller);
      const after = decodeCursor(cursor);
      const rows = await repository.staffPosts(
        editor.id,
        state,
        after && { updatedAt: after.date, id: after.id },
        staffPageSize + 1,
      );
      const { page, nextCursor } = pageOf(rows, staffPageSize, (row) => [row.updatedAt, row.id]);
      return { posts: page.map((row) => staffPostView(row)), nextCursor };
    },

    async post(caller: Caller, postId: string): Promise<PostForStaff> {
      return staffPost(postId, (await memberOf(caller)).id);
    },

    async create(caller: Caller, input: PostInput): Promise<PostForStaff> {
      const editor = await memberOf(caller);
      const id = await save(editor.id, checkedPost(input, null), null);
      return staffPost(id, editor.id);
    },

    async update(caller: Caller, postId: string, input: PostInput): Promise<PostForStaff> {
      const editor = await memberOf(caller);
      const current = await repository.postById(postId, editor.id);
      if (!current) throw new AppError(ErrorCode.notFound);
      await save(editor.id, checkedPost(input, current), postId);
      return staffPost(postId, editor.id);
    },

    async pin(caller: Caller, postId: string, pinned: boolean): Promise<PostForStaff> {
      const editor = await memberOf(caller);
      const current = await repository.postById(postId, editor.id);
      if (!current) throw new AppError(ErrorCode.notFound);
      if (pinned && (stateOf(current) !== 'published' || current.hiddenAt))
        throw new AppError(ErrorCode.pinNeedsPublished);
      await repository.inTransaction((tx) => tx.pin(postId, pinned));
      return staffPost(postId, editor.id);
    },

    /** Re-encodes the upload (7200 when it is not a JPEG, PNG or WebP) and keeps it until a post names it. */
    async uploadImage(caller: Caller, upload: Buffer): Promise<PostImage> {
      const editor = await memberOf(caller);
      const { webp, width, height } = await reencodePostImage(upload);
      const key = await images.save(webp);
      try {
        await repository.insertImage({ key, width, height, uploadedBy: editor.id });
      } catch (error) {
        await images.remove(key);
        throw error;
      }
      return { key, width, height, url: imageUrlOf(key) };
    },

    async image(key: string): Promise<Buffer> {
      const bytes = (await repository.imageKeysIn([key])).has(key) ? await images.read(key) : null;
      if (!bytes) throw new AppError(ErrorCode.notFound);
      return bytes;
    },

    /** The scheduled sweep: images no post has named for a day, and files no row knows (a crash mid-upload). */
    async sweepImages(now = new Date()): Promise<number> {
      const olderThan = new Date(now.getTime() - unattachedGraceMs);
      const taken = await repository.takeUnattachedImages(olderThan);
      for (const key of taken) await images.remove(key);
      const files = (await images.list()).filter((file) => file.writtenAt < olderThan);
      const known = await repository.imageKeysIn(files.flatMap((file) => (file.key ? [file.key] : [])));
      const strays = files.filter((file) => !file.key || !known.has(file.key));
      for (const file of strays) await images.removeListed(file.name);
      return taken.length + strays.length;
    },

    async moderationQueue(caller: Caller): Promise<FeedModerationItem[]> {
      const moderator = await memberOf(caller);
      const rows = await repository.openReports();
      return rows.map((row) => ({
        kind: row.commentId ? 'comment' : 'post',
        id: row.commentId ?? row.postId,
        postId: row.postId,
        postTitle: resolveText(row.postTitle, moderator.language).text,
        authorName: (row.commentId ? row.commentAuthor : row.postAuthor) ?? 'member',
        excerpt: excerptOfText(row.commentBody ?? resolveText(row.postContent, moderator.language).text),
        hidden: row.commentId ? row.commentHidden : row.postHidden,
        reportCount: row.reportCount,
        reasons: row.reasons,
        lastReportedAt: new Date(row.lastReportedAt).toISOString(),
      }));
    },

    async moderate(caller: Caller, kind: ReportedKind, id: string, decision: FeedModerationDecision) {
      const moderator = await memberOf(caller);
      const excerpt = await excerptOf(kind, id, moderator.id);
      await repository.moderate({
        kind,
        id,
        action: decision.action,
        reason: plainText(decision.reason, { multiline: false }),
        excerpt,
        moderatorId: moderator.id,
      });
    },

    /** Demo data: the first posts, when the feed has none. */
    async seed(
      posts: (Omit<PostInput, 'imageKeys' | 'state'> & { publishedAt: Date })[],
      authorId: string | null,
    ) {
      await repository.seedIfEmpty(
        posts.map((post) => ({
          ...checkedPost({ ...post, imageKeys: [], state: 'draft' }, null),
          state: 'published',
          publishedAt: post.publishedAt,
          authorId,
        })),
      );
    },
  };
}

export type FeedAuthoringService = ReturnType<typeof feedAuthoringService>;
