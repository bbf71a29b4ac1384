import type { ReportedKind, TextPerLanguage } from '@vitalia/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log/audit-log.repository';
import { feedComments, feedModerationLog, feedPosts, feedReports, users } from '../../db/schema';
import { nameOf } from './feed-posts.repository';

export interface CommentRecord {
  id: string;
  postId: string;
  parentId: string | null;
  authorId: string;
  authorName: string;
  authorRole: string;
  body: string;
  hiddenAt: Date | null;
  createdAt: Date;
}

function commentRecords(db: Database) {
  return db
    .select({
      id: feedComments.id,
      postId: feedComments.postId,
      parentId: feedComments.parentId,
      authorId: feedComments.authorId,
      authorName: nameOf(users.username),
      authorRole: users.role,
      body: feedComments.body,
      hiddenAt: feedComments.hiddenAt,
      createdAt: feedComments.createdAt,
    })
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.authorId));
}

/** Only inside `inTransaction` (feedWrites): `db` is its transaction. */
export function commentWrites(db: Database) {
  return {
    async insertComment(comment: {
      postId: string;
      parentId: string | null;
      authorId: string;
      body: string;
    }) {
      const [row] = await db.insert(feedComments).values(comment).returning({ id: feedComments.id });
      return row!.id;
    },
  };
}

export function commentQueries(db: Database) {
  return {
    /** Top-level comments after a position (oldest first), and the visible replies of each. */
    async commentPage(postId: string, after: { createdAt: Date; id: string } | null, limit: number) {
      const parents = await commentRecords(db)
        .where(
          and(
            eq(feedComments.postId, postId),
            isNull(feedComments.parentId),
            isNull(feedComments.hiddenAt),
            after
              ? sql`(${feedComments.createdAt}, ${feedComments.id}) > (${after.createdAt}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(feedComments.createdAt), asc(feedComments.id))
        .limit(limit);
      const replies = parents.length
        ? await commentRecords(db)
            .where(
              and(
                inArray(
                  feedComments.parentId,
                  parents.map((parent) => parent.id),
                ),
                isNull(feedComments.hiddenAt),
              ),
            )
            .orderBy(asc(feedComments.createdAt), asc(feedComments.id))
        : [];
      return { parents, replies };
    },

    async commentById(commentId: string): Promise<CommentRecord | null> {
      const [row] = await commentRecords(db).where(eq(feedComments.id, commentId));
      return row ?? null;
    },

    async deleteComment(commentId: string) {
      await db.delete(feedComments).where(eq(feedComments.id, commentId));
    },

    /** False when this member already reported it. */
    async report(report: {
      postId: string;
      commentId: string | null;
      reporterId: string;
      reason: string | null;
    }) {
      const rows = await db
        .insert(feedReports)
        .values(report)
        .onConflictDoNothing()
        .returning({ id: feedReports.id });
      return rows.length > 0;
    },

    /** Reported items with open reports, most reported first. */
    async openReports() {
      const reasons = sql<string[]>`coalesce(array_agg(${feedReports.reason}
        order by ${feedReports.createdAt}) filter (where ${feedReports.reason} is not null), '{}')`;
      return db
        .select({
          postId: feedReports.postId,
          commentId: feedReports.commentId,
          reportCount: sql<number>`count(*)::int`,
          reasons,
          lastReportedAt: sql<Date>`max(${feedReports.createdAt})`,
          postTitle: sql<TextPerLanguage>`(select p.title from feed_posts p where p.id = ${feedReports.postId})`,
          postContent: sql<TextPerLanguage>`(select p.content from feed_posts p where p.id = ${feedReports.postId})`,
          postHidden: sql<boolean>`(select p.hidden_at is not null from feed_posts p where p.id = ${feedReports.postId})`,
          postAuthor: sql<string>`(select coalesce(u.username, 'Vitalia') from feed_posts p
            left join users u on u.id = p.author_id where p.id = ${feedReports.postId})`,
          commentBody: sql<
            string | null
          >`(select c.body from feed_comments c where c.id = ${feedReports.commentId})`,
          commentHidden: sql<boolean>`(select c.hidden_at is not null from feed_comments c where c.id = ${feedReports.commentId})`,
          commentAuthor: sql<string | null>`(select coalesce(u.username, 'member') from feed_comments c
            join users u on u.id = c.author_id where c.id = ${feedReports.commentId})`,
        })
        .from(feedReports)
        .where(isNull(feedReports.decidedAt))
        .groupBy(feedReports.postId, feedReports.commentId)
        .orderBy(sql`count(*) desc`, sql`max(${feedReports.createdAt}) desc`)
        .limit(200);
    },

    /** Applies a moderator's decision with its log line and closes the reports, in one transaction. */
    async moderate(decision: {
      kind: ReportedKind;
      id: string;
      action: 'hide' | 'restore' | 'delete';
      reason: string;
      excerpt: string;
      moderatorId: string;
    }) {
      const { kind, id, action } = decision;
      await db.transaction(async (tx) => {
        const table = kind === 'post' ? feedPosts : feedComments;
        if (action === 'delete') await tx.delete(table).where(eq(table.id, id));
        else
          await tx
            .update(table)
            .set({ hiddenAt: action === 'hide' ? new Date() : null })
            .where(eq(table.id, id));
        if (action !== 'delete')
          await tx
            .update(feedReports)
            .set({ decidedAt: new Date() })
            .where(
              and(
                isNull(feedReports.decidedAt),
                kind === 'post'
                  ? and(eq(feedReports.postId, id), isNull(feedReports.commentId))
                  : eq(feedReports.commentId, id),
              ),
            );
        await tx.insert(feedModerationLog).values({
          kind,
          targetId: id,
          action,
          reason: decision.reason,
          excerpt: decision.excerpt,
          moderatorId: decision.moderatorId,
        });
        // The feed's own log keeps the excerpt for moderators; the audit log keeps the decision, beside staff's others.
        await recordAudit(tx, {
          action: 'feed.moderated',
          target: { type: kind, id },
          after: { action, reason: decision.reason },
        });
      });
    },
  };
}
