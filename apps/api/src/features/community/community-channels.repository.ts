import type { TextPerLanguage } from '@vitalia/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personCardOf, type PersonRow } from '../../lib/person-card';
import { communityChannels, communityMemberships } from '../../db/schema';
import { personRow } from './community-messages.repository';

/** The starter channel a new member is invited to say hello in (migration 0025 opens it). */
const introductionsKey = 'introductions';

export type ChannelRow = typeof communityChannels.$inferSelect;

export interface ChannelSummary {
  channel: ChannelRow;
  joined: boolean;
  memberCount: number;
  unreadCount: number;
  unreadMentions: number;
  lastMessage: { authorName: string; body: string; createdAt: Date } | null;
}

/** The channel a change is made in, looked up inside its transaction (`inTransaction`) too. */
export function channelLookup(db: Database) {
  return {
    async channelById(channelId: string): Promise<ChannelRow | null> {
      const [row] = await db.select().from(communityChannels).where(eq(communityChannels.id, channelId));
      return row ?? null;
    },
  };
}

/** Channels, who joined them and how far each member has read. */
export function channelAndMembershipQueries(db: Database) {
  return {
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
          lastMessage: sql<{ author: PersonRow | null; body: string; createdAt: string } | null>`(
            select json_build_object('author', case when users.id is null then null else ${personRow} end,
                                     'body', last.body, 'createdAt', last.created_at)
            from community_messages last left join users on users.id = last.author_id
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
        // The starter channels open in one statement, at one time: their stream numbers keep them in order.
        .orderBy(
          sql`${communityChannels.archivedAt} nulls first`,
          asc(communityChannels.createdAt),
          asc(communityChannels.streamNo),
        );
      return rows.map(({ lastMessage, ...row }) => ({
        ...row,
        lastMessage: lastMessage && {
          // Named as the author's card says, like the message itself.
          authorName: (lastMessage.author && personCardOf(lastMessage.author).displayName) ?? 'member',
          body: lastMessage.body,
          createdAt: new Date(lastMessage.createdAt),
        },
      }));
    },

    /** The open introductions channel, while the member has posted nothing anywhere in the community; else null. */
    async introductionChannelFor(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: communityChannels.id })
        .from(communityChannels)
        .where(
          and(
            eq(communityChannels.starterKey, introductionsKey),
            isNull(communityChannels.archivedAt),
            sql`not exists (select 1 from community_messages posted where posted.author_id = ${userId})`,
          ),
        );
      return row?.id ?? null;
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

    async lastSeqs(channelIds: string[]): Promise<Map<string, number>> {
      if (channelIds.length === 0) return new Map();
      const rows = await db
        .select({ id: communityChannels.id, lastSeq: communityChannels.lastSeq })
        .from(communityChannels)
        .where(inArray(communityChannels.id, channelIds));
      return new Map(rows.map((row) => [row.id, row.lastSeq]));
    },
  };
}
