import type { ReactionName, TextPerLanguage } from '@vitalia/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log/audit-log.repository';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import {
  communityChannelEvents,
  communityChannels,
  communityMemberships,
  communityMessages,
  communityMutes,
  communityReactions,
  communityReports,
  communityStreamTickets,
  users,
} from '../../db/schema';

export type ChannelRow = typeof communityChannels.$inferSelect;

/** A message with what every view of it needs; `mine` on a reaction is worked out per reader from `memberIds`. */
export interface MessageRecord {
  id: string;
  channelId: string;
  seq: number;
  parentId: string | null;
  authorId: string | null;
  authorName: string;
  authorRole: string;
  body: string;
  status: 'visible' | 'held' | 'deleted';
  mentions: string[];
  pinnedAt: Date | null;
  editedAt: Date | null;
  createdAt: Date;
  replyCount: number;
  reactions: { reaction: ReactionName; memberIds: string[] }[];
}

export interface ChannelSummary {
  channel: ChannelRow;
  joined: boolean;
  memberCount: number;
  unreadCount: number;
  unreadMentions: number;
  lastMessage: { authorName: string; body: string; createdAt: Date } | null;
}

const authorName = sql<string>`coalesce(${users.username}, 'member')`;

/** The one select behind every message view: author, visible replies and reactions with who gave them. */
function messageRecords(db: Database) {
  return db
    .select({
      id: communityMessages.id,
      channelId: communityMessages.channelId,
      seq: communityMessages.seq,
      parentId: communityMessages.parentId,
      authorId: communityMessages.authorId,
      authorName,
      authorRole: sql<string>`coalesce(${users.role}, 'user')`,
      body: communityMessages.body,
      status: sql<MessageRecord['status']>`${communityMessages.status}`,
      mentions: communityMessages.mentions,
      pinnedAt: communityMessages.pinnedAt,
      editedAt: communityMessages.editedAt,
      createdAt: communityMessages.createdAt,
      replyCount: sql<number>`(select count(*)::int from community_messages reply
        where reply.parent_id = ${communityMessages.id} and reply.status = 'visible')`,
      reactions: sql<MessageRecord['reactions']>`coalesce((select json_agg(json_build_object(
          'reaction', grouped.reaction, 'memberIds', grouped.member_ids) order by grouped.first_at)
        from (select reaction, array_agg(user_id order by created_at) as member_ids, min(created_at) as first_at
              from community_reactions where message_id = ${communityMessages.id} group by reaction) grouped),
        '[]'::json)`,
    })
    .from(communityMessages)
    .leftJoin(users, eq(users.id, communityMessages.authorId));
}

/** A reader sees visible and deleted messages (a placeholder), their own held ones, and staff see everything. */
const seenBy = (viewerId: string, isStaff: boolean) =>
  isStaff
    ? sql`true`
    : sql`(${communityMessages.status} <> 'held' or ${communityMessages.authorId} = ${viewerId})`;

function channelQueries(db: Database) {
  return {
    async channelById(channelId: string): Promise<ChannelRow | null> {
      const [row] = await db.select().from(communityChannels).where(eq(communityChannels.id, channelId));
      return row ?? null;
    },

    async messageById(messageId: string): Promise<MessageRecord | null> {
      const [row] = await messageRecords(db).where(eq(communityMessages.id, messageId));
      return row ?? null;
    },

    /** The channel's next number, under its row lock until commit: numbers commit in order, without gaps. */
    async nextSeq(channelId: string): Promise<number> {
      const [row] = await db
        .update(communityChannels)
        .set({ lastSeq: sql`${communityChannels.lastSeq} + 1` })
        .where(eq(communityChannels.id, channelId))
        .returning({ seq: communityChannels.lastSeq });
      return row!.seq;
    },

    async logChange(channelId: string, seq: number, messageId: string) {
      await db.insert(communityChannelEvents).values({ channelId, seq, messageId });
    },

    async insertMessage(values: typeof communityMessages.$inferInsert): Promise<string> {
      const [row] = await db.insert(communityMessages).values(values).returning({ id: communityMessages.id });
      return row!.id;
    },

    async updateMessage(messageId: string, values: Partial<typeof communityMessages.$inferInsert>) {
      await db.update(communityMessages).set(values).where(eq(communityMessages.id, messageId));
    },

    /** False when the member already reacted this way. */
    async addReaction(messageId: string, userId: string, reaction: ReactionName): Promise<boolean> {
      const rows = await db
        .insert(communityReactions)
        .values({ messageId, userId, reaction })
        .onConflictDoNothing()
        .returning({ messageId: communityReactions.messageId });
      return rows.length > 0;
    },

    async removeReaction(messageId: string, userId: string, reaction: ReactionName): Promise<boolean> {
      const rows = await db
        .delete(communityReactions)
        .where(
          and(
            eq(communityReactions.messageId, messageId),
            eq(communityReactions.userId, userId),
            eq(communityReactions.reaction, reaction),
          ),
        )
        .returning({ messageId: communityReactions.messageId });
      return rows.length > 0;
    },

    async resolveReports(messageId: string) {
      await db
        .update(communityReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(communityReports.messageId, messageId), isNull(communityReports.resolvedAt)));
    },
  };
}

export type ChannelQueries = ReturnType<typeof channelQueries>;

export function communityRepository(db: Database, events: EventBus) {
  const queries = channelQueries(db);
  return {
    ...queries,

    inTransaction<T>(work: (tx: ChannelQueries & EventRecorder) => Promise<T>): Promise<T> {
      return events.transaction(channelQueries, work);
    },

    /** Channels with what a reader's list shows; archived ones only when asked, one channel when named. */
    async channelSummaries(
      userId: string,
      options: { archived: 'all' | 'joined'; channelId?: string },
    ): Promise<ChannelSummary[]> {
      // Unread: visible messages of others after the reader's position; nothing when they have not joined (null).
      const unread = (condition: SQL = sql``) => sql<number>`(select count(*)::int from community_messages u
        where u.channel_id = ${communityChannels.id} and u.seq > ${communityMemberships.lastReadSeq}
          and u.status = 'visible' and u.author_id is distinct from ${userId} ${condition})`;
      const rows = await db
        .select({
          channel: communityChannels,
          joined: sql<boolean>`${communityMemberships.userId} is not null`,
          memberCount: sql<number>`(select count(*)::int from community_memberships every_member
            where every_member.channel_id = ${communityChannels.id})`,
          unreadCount: unread(),
          unreadMentions: unread(
            sql`and u.mentions @> array[(select lower(username) from users where id = ${userId})]`,
          ),
          lastMessage: sql<{ authorName: string; body: string; createdAt: string } | null>`(
            select json_build_object('authorName', coalesce(author.username, 'member'), 'body', last.body,
                                     'createdAt', last.created_at)
            from community_messages last left join users author on author.id = last.author_id
            where last.channel_id = ${communityChannels.id} and last.status = 'visible'
            order by last.seq desc limit 1)`,
        })
        .from(communityChannels)
        .leftJoin(
          communityMemberships,
          and(
            eq(communityMemberships.channelId, communityChannels.id),
            eq(communityMemberships.userId, userId),
          ),
        )
        .where(
          and(
            options.archived === 'all'
              ? undefined
              : // A member keeps the archived channels they were in, to read; others are gone from their list.
                or(isNull(communityChannels.archivedAt), isNotNull(communityMemberships.userId)),
            options.channelId ? eq(communityChannels.id, options.channelId) : undefined,
          ),
        )
        .orderBy(sql`${communityChannels.archivedAt} nulls first`, asc(communityChannels.createdAt));
      return rows.map(({ lastMessage, ...row }) => ({
        ...row,
        lastMessage: lastMessage && { ...lastMessage, createdAt: new Date(lastMessage.createdAt) },
      }));
    },

    async createChannel(values: {
      name: TextPerLanguage;
      description: TextPerLanguage;
      mode: string;
      createdBy: string;
    }): Promise<ChannelRow> {
      const [row] = await db.insert(communityChannels).values(values).returning();
      return row!;
    },

    async updateChannel(
      channelId: string,
      values: Partial<Pick<ChannelRow, 'name' | 'description' | 'mode' | 'archivedAt'>>,
    ): Promise<ChannelRow | null> {
      const [row] = await db
        .update(communityChannels)
        .set(values)
        .where(eq(communityChannels.id, channelId))
        .returning();
      return row ?? null;
    },

    /** Joining starts the reader at the channel's present: what came before is history, not unread. */
    async join(channelId: string, userId: string) {
      await db
        .insert(communityMemberships)
        .values({
          channelId,
          userId,
          lastReadSeq: sql`(select last_seq from community_channels where id = ${channelId})`,
        })
        .onConflictDoNothing();
    },

    async leave(channelId: string, userId: string) {
      await db
        .delete(communityMemberships)
        .where(and(eq(communityMemberships.channelId, channelId), eq(communityMemberships.userId, userId)));
    },

    async isMember(channelId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: communityMemberships.userId })
        .from(communityMemberships)
        .where(and(eq(communityMemberships.channelId, channelId), eq(communityMemberships.userId, userId)));
      return Boolean(row);
    },

    async joinedChannels(userId: string): Promise<ChannelRow[]> {
      return db
        .select({ channel: communityChannels })
        .from(communityMemberships)
        .innerJoin(communityChannels, eq(communityChannels.id, communityMemberships.channelId))
        .where(eq(communityMemberships.userId, userId))
        .then((rows) => rows.map((row) => row.channel));
    },

    async markRead(channelId: string, userId: string, seq: number) {
      await db
        .update(communityMemberships)
        .set({
          lastReadSeq: sql`greatest(${communityMemberships.lastReadSeq},
            least(${seq}, (select last_seq from community_channels where id = ${channelId})))`,
        })
        .where(and(eq(communityMemberships.channelId, channelId), eq(communityMemberships.userId, userId)));
    },

    /** Newest first: top-level messages, or one thread's replies; `before` pages back by sequence number. */
    async messagePage(
      channelId: string,
      options: { before?: number; thread?: string; viewerId: string; isStaff: boolean; limit: number },
    ): Promise<MessageRecord[]> {
      return messageRecords(db)
        .where(
          and(
            eq(communityMessages.channelId, channelId),
            options.thread
              ? eq(communityMessages.parentId, options.thread)
              : isNull(communityMessages.parentId),
            options.before === undefined ? undefined : sql`${communityMessages.seq} < ${options.before}`,
            seenBy(options.viewerId, options.isStaff),
          ),
        )
        .orderBy(sql`${communityMessages.seq} desc`)
        .limit(options.limit);
    },

    /** The channel's changes after `afterSeq`, oldest first, each with its message as it is now. */
    async changesAfter(
      channelId: string,
      afterSeq: number,
      limit: number,
    ): Promise<{ seq: number; message: MessageRecord }[]> {
      const changes = await db
        .select({ seq: communityChannelEvents.seq, messageId: communityChannelEvents.messageId })
        .from(communityChannelEvents)
        .where(and(eq(communityChannelEvents.channelId, channelId), gt(communityChannelEvents.seq, afterSeq)))
        .orderBy(asc(communityChannelEvents.seq))
        .limit(limit);
      if (changes.length === 0) return [];
      const ids = [...new Set(changes.map((change) => change.messageId))];
      const records = await messageRecords(db).where(inArray(communityMessages.id, ids));
      const byId = new Map(records.map((record) => [record.id, record]));
      return changes.map((change) => ({ seq: change.seq, message: byId.get(change.messageId)! }));
    },

    async lastSeqs(channelIds: string[]): Promise<Map<string, number>> {
      if (channelIds.length === 0) return new Map();
      const rows = await db
        .select({ id: communityChannels.id, lastSeq: communityChannels.lastSeq })
        .from(communityChannels)
        .where(inArray(communityChannels.id, channelIds));
      return new Map(rows.map((row) => [row.id, row.lastSeq]));
    },

    async displayNameOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ name: authorName }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    async activeMuteUntil(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ until: sql<Date>`max(${communityMutes.until})` })
        .from(communityMutes)
        .where(and(eq(communityMutes.userId, userId), gt(communityMutes.until, new Date())));
      return row?.until ? new Date(row.until) : null;
    },

    /** Staff's decision, so written to the audit log with it. */
    async mute(values: typeof communityMutes.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx.insert(communityMutes).values(values);
        await recordAudit(tx, {
          action: 'community.member_muted',
          target: { type: 'member', id: values.userId },
          after: { until: values.until.toISOString(), reason: values.reason },
        });
      });
    },

    /** Which of these lower-case usernames belong to members. */
    async existingUsernames(usernames: string[]): Promise<string[]> {
      if (usernames.length === 0) return [];
      const rows = await db
        .select({ username: sql<string>`lower(${users.username})` })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, usernames));
      return rows.map((row) => row.username);
    },

    /** False when this member already reported the message. */
    async report(messageId: string, reporterId: string): Promise<boolean> {
      const rows = await db
        .insert(communityReports)
        .values({ messageId, reporterId })
        .onConflictDoNothing()
        .returning({ messageId: communityReports.messageId });
      return rows.length > 0;
    },

    /** Held messages and messages with open reports, oldest first. */
    async moderationQueue(): Promise<{ message: MessageRecord; channel: ChannelRow; reportCount: number }[]> {
      const open = await db.execute<{ id: string; report_count: number }>(sql`
        select m.id, (select count(*)::int from community_reports r
                      where r.message_id = m.id and r.resolved_at is null) as report_count
        from community_messages m
        where m.status = 'held'
           or (m.status = 'visible' and exists (select 1 from community_reports r
                                                where r.message_id = m.id and r.resolved_at is null))
        order by m.created_at
        limit 200`);
      if (open.rows.length === 0) return [];
      const records = await messageRecords(db).where(
        inArray(
          communityMessages.id,
          open.rows.map((row) => row.id),
        ),
      );
      const channels = new Map(
        (await db.select().from(communityChannels)).map((channel) => [channel.id, channel]),
      );
      const byId = new Map(records.map((record) => [record.id, record]));
      return open.rows.map((row) => {
        const message = byId.get(row.id)!;
        return { message, channel: channels.get(message.channelId)!, reportCount: row.report_count };
      });
    },

    async storeTicket(tokenHash: string, userId: string, expiresAt: Date) {
      await db.insert(communityStreamTickets).values({ tokenHash, userId, expiresAt });
      await db
        .delete(communityStreamTickets)
        .where(sql`${communityStreamTickets.expiresAt} < now() - interval '1 hour'`);
    },

    /** Uses a ticket once: the member it was issued to, or null when it is unknown, used or expired. */
    async takeTicket(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .update(communityStreamTickets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(communityStreamTickets.tokenHash, tokenHash),
            isNull(communityStreamTickets.usedAt),
            gt(communityStreamTickets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: communityStreamTickets.userId });
      return row?.userId ?? null;
    },

    /** A member who lost their right to read: the tickets they were given and have not used die with it. */
    async dropUnusedTickets(userId: string) {
      await db
        .delete(communityStreamTickets)
        .where(and(eq(communityStreamTickets.userId, userId), isNull(communityStreamTickets.usedAt)));
    },
  };
}

export type CommunityRepository = ReturnType<typeof communityRepository>;
