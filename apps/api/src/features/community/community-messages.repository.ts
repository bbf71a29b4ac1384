import type { ReactionName } from '@vitalia/contracts';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personCardOf, type PersonRow } from '../../lib/person-card';
import {
  communityChannelEvents,
  communityChannels,
  communityMessages,
  communityReactions,
  users,
} from '../../db/schema';

/** A message with what every view of it needs; `mine` on a reaction is worked out per reader from `memberIds`. */
export interface MessageRecord {
  id: string;
  channelId: string;
  seq: number;
  parentId: string | null;
  authorId: string | null;
  authorName: string;
  authorRole: string;
  /** What the author's card is made from (issue 39); null once their account is gone. */
  authorPerson: PersonRow | null;
  body: string;
  status: 'visible' | 'held' | 'deleted';
  mentions: string[];
  pinnedAt: Date | null;
  editedAt: Date | null;
  createdAt: Date;
  replyCount: number;
  reactions: { reaction: ReactionName; memberIds: string[] }[];
}

const authorName = sql<string>`coalesce(${users.username}, 'member')`;

/** The columns a person card is made from (lib/person-card.ts), as one JSON object. */
export const personRow = sql<PersonRow>`json_build_object(
  'publicId', ${users.publicId}, 'role', ${users.role}, 'firstname', ${users.firstname},
  'lastname', ${users.lastname}, 'username', ${users.username}, 'birthDate', ${users.birthDate},
  'pictureKey', ${users.pictureKey}, 'nameDisplay', ${users.nameDisplay}, 'showPicture', ${users.showPicture})`;

/** The one select behind every message view: author, visible replies and reactions with who gave them. */
export function messageRecords(db: Database) {
  return db
    .select({
      id: communityMessages.id,
      channelId: communityMessages.channelId,
      seq: communityMessages.seq,
      parentId: communityMessages.parentId,
      authorId: communityMessages.authorId,
      authorName,
      authorRole: sql<string>`coalesce(${users.role}, 'user')`,
      authorPerson: sql<PersonRow | null>`case when ${users.id} is null then null else ${personRow} end`,
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

/** A change to a channel's messages, numbered and logged: inside its transaction (`inTransaction`), or outside. */
export function messageChanges(db: Database) {
  return {
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
  };
}

/** Pages of a channel's messages, what changed since a reader's last number, and the members they name. */
export function messageQueries(db: Database) {
  return {
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

    /** How the member appears to others (their card's rule): in a typing line and in the bells they ring. */
    async displayNameOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ person: personRow }).from(users).where(eq(users.id, userId));
      return row ? personCardOf(row.person).displayName : null;
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

    /** The members a message's mentions name (lower-case usernames, as the message keeps them): the bell tells them. */
    async memberIdsOf(usernames: readonly string[]): Promise<string[]> {
      if (usernames.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, [...usernames]));
      return rows.map((row) => row.id);
    },
  };
}
