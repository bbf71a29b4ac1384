import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit-log/audit-log.repository';
import { communityChannels, communityMessages, communityMutes, communityReports } from '../../db/schema';
import type { ChannelRow } from './community-channels.repository';
import { messageRecords, type MessageRecord } from './community-messages.repository';

/** A moderation decision's part of a channel's change, inside its transaction (`inTransaction`). */
export function moderationChanges(db: Database) {
  return {
    async resolveReports(messageId: string) {
      await db
        .update(communityReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(communityReports.messageId, messageId), isNull(communityReports.resolvedAt)));
    },
  };
}

/** Mutes, reports and the queue staff work through. */
export function moderationQueries(db: Database) {
  return {
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

    /** False when this member already reported the message. */
    async report(messageId: string, reporterId: string, reason: string): Promise<boolean> {
      const rows = await db
        .insert(communityReports)
        .values({ messageId, reporterId, reason })
        .onConflictDoNothing()
        .returning({ messageId: communityReports.messageId });
      return rows.length > 0;
    },

    /** Held messages and messages with open reports, oldest first, with what those reports say. */
    async moderationQueue(): Promise<
      { message: MessageRecord; channel: ChannelRow; reportCount: number; reportReasons: string[] }[]
    > {
      const open = await db.execute<{ id: string; report_count: number; report_reasons: string[] }>(sql`
        select m.id, (select count(*)::int from community_reports r
                      where r.message_id = m.id and r.resolved_at is null) as report_count,
               (select coalesce(json_agg(r.reason order by r.created_at), '[]'::json) from community_reports r
                where r.message_id = m.id and r.resolved_at is null and r.reason is not null) as report_reasons
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
        return {
          message,
          channel: channels.get(message.channelId)!,
          reportCount: row.report_count,
          reportReasons: row.report_reasons,
        };
      });
    },
  };
}
