import {
  groupedNotificationKinds,
  isPushedByDefault,
  type NotificationKind,
  type NotificationsFilter,
} from '@vitalia/contracts';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import type { NotificationDraft } from '../../lib/notify';
import { pushSubscriptionQueries } from './push-subscriptions.repository';

export type NotificationRow = typeof notifications.$inferSelect;
export type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** Where a page starts: the last row of the page before, newest first. */
export interface PageStart {
  createdAt: Date;
  id: string;
}

/** A notification as written (or brought up to date) by `insert`. */
export interface WrittenNotification {
  id: string;
  userId: string;
}

/** What writing notifications runs, on the database or inside its transaction (`inTransaction`). */
function notificationQueries(db: Database) {
  /**
   * Inserted unless the member muted the kind in the bell. A second draft with the same key is ignored, except for a
   * grouped kind (a message's reactions, a thread's replies): it brings the one notification up to date, newest and
   * unread again. Answers the rows written or brought up to date, not those ignored.
   */
  async function insert(drafts: readonly NotificationDraft[]): Promise<WrittenNotification[]> {
    if (drafts.length === 0) return [];
    const column = <T>(pick: (draft: NotificationDraft) => T) => sql.param(drafts.map(pick));
    const written = await db.execute<{ id: string; user_id: string }>(sql`
      insert into notifications (user_id, kind, facts, source_key)
      select draft.user_id, draft.kind, draft.facts, draft.source_key
      from unnest(
        ${column((draft) => draft.userId)}::uuid[], ${column((draft) => draft.kind)}::text[],
        ${column((draft) => JSON.stringify(draft.facts))}::jsonb[], ${column((draft) => draft.key)}::text[]
      ) as draft(user_id, kind, facts, source_key)
      where not exists (
        select 1 from notification_preferences muted
        where muted.user_id = draft.user_id and muted.kind = draft.kind and not muted.in_app)
      on conflict (user_id, source_key) do update
        set facts = excluded.facts, created_at = now(), read_at = null
        where notifications.kind in (${sql.join(
          groupedNotificationKinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
      returning id, user_id`);
    return written.rows.map((row) => ({ id: row.id, userId: row.user_id }));
  }

  return { insert, pushableOf: pushSubscriptionQueries(db).pushableOf };
}

export type NotificationQueries = ReturnType<typeof notificationQueries>;

export function notificationsRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  return {
    ...notificationQueries(db),

    /** Runs `work` in one transaction with the queries bound to it, and its events: all of it is written, or none. */
    inTransaction<T>(work: (tx: NotificationQueries & EventRecorder) => Promise<T>): Promise<T> {
      return events.transaction(notificationQueries, work);
    },

    async page(
      userId: string,
      start: PageStart | null,
      limit: number,
      filter: NotificationsFilter = {},
    ): Promise<NotificationRow[]> {
      const older = start
        ? or(
            lt(notifications.createdAt, start.createdAt),
            and(eq(notifications.createdAt, start.createdAt), lt(notifications.id, start.id)),
          )
        : undefined;
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            older,
            filter.kind ? eq(notifications.kind, filter.kind) : undefined,
            filter.unread ? isNull(notifications.readAt) : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(row?.unread ?? 0);
    },

    /** False when the member has no such notification. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async preferences(userId: string): Promise<PreferenceRow[]> {
      return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    },

    async setPreferences(rows: PreferenceRow[]) {
      if (rows.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(rows)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, push: sql`excluded.push` },
        });
    },

    async wantsEmail(userId: string, kind: NotificationKind): Promise<boolean> {
      const [row] = await db
        .select({ email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
      return row?.email ?? true;
    },

    /** The member's own data export: what they were told, the switches they set and the devices pushed to. */
    async exportFor(userId: string) {
      const [told, switches, devices] = await Promise.all([
        db
          .select({
            kind: notifications.kind,
            // The export names no other member (its readme says so): who replied or reacted stays in the bell.
            facts: sql<unknown>`${notifications.facts} - 'actorName'`,
            createdAt: notifications.createdAt,
            readAt: notifications.readAt,
          })
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt)),
        db
          .select({
            kind: notificationPreferences.kind,
            inApp: notificationPreferences.inApp,
            email: notificationPreferences.email,
            push: notificationPreferences.push,
          })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, userId)),
        pushSubscriptionQueries(db).devicesOf(userId),
      ]);
      return {
        notifications: told,
        // The push switch as it works, not null for "the kind's default".
        preferences: switches.map((row) => ({
          ...row,
          push: row.push ?? isPushedByDefault(row.kind as NotificationKind),
        })),
        pushDevices: devices,
      };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
