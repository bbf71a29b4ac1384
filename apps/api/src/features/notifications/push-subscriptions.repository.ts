import {
  quietPushKinds,
  type KindAndFacts,
  type NotificationFacts,
  type NotificationKind,
} from '@vitalia/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** How many devices a member may have pushed to at once; the one heard from least recently goes first. */
export const devicesPerMember = 10;

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One notification to push to one device of its member. */
export type PushTarget = KindAndFacts & {
  notificationId: string;
  userId: string;
  subscriptionId: string;
  device: PushDevice;
};

/** The kind's push switch: what the member set, else on for all but the quiet kinds. */
const pushIsOn = sql`coalesce(p.push, n.kind not in (${sql.join(
  quietPushKinds.map((kind) => sql`${kind}`),
  sql`, `,
)}))`;

/** The notifications among `ids` with a device to go to: their member has one, and the kind's push is on. */
const pushable = (ids: readonly string[]) => sql`
  from notifications n
  join push_subscriptions s on s.user_id = n.user_id
  left join notification_preferences p on p.user_id = n.user_id and p.kind = n.kind
  where n.id = any(${sql.param(ids)}::uuid[]) and ${pushIsOn}`;

export function pushSubscriptionQueries(db: Database) {
  return {
    /** Which of these notifications would be pushed now: asked with the insert, so most write no push event at all. */
    async pushableOf(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.execute<{ id: string }>(sql`select distinct n.id ${pushable(ids)}`);
      return rows.rows.map((row) => row.id);
    },

    /** The devices of the member's data export: when each was added and its push service, never its secret address. */
    async devicesOf(userId: string) {
      const rows = await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
          lastPushedAt: pushSubscriptions.lastPushedAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt));
      return rows.map(({ endpoint, ...dates }) => ({ pushService: new URL(endpoint).origin, ...dates }));
    },
  };
}

export function pushSubscriptionsRepository(db: Database) {
  return {
    ...pushSubscriptionQueries(db),

    /**
     * The device is the member's from now on, newest of theirs (a device that subscribes again, or that another member
     * had, counts as new); past the limit, their device heard from least recently is dropped.
     */
    async subscribe(userId: string, device: PushDevice) {
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ userId, ...device })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId,
              p256dh: device.p256dh,
              auth: device.auth,
              createdAt: sql`now()`,
              lastPushedAt: null,
            },
          });
        await tx.execute(sql`
          delete from push_subscriptions where id in (
            select id from push_subscriptions where user_id = ${userId}
            order by created_at desc, id desc offset ${devicesPerMember})`);
      });
    },

    /** Only the member's own device: an address another member registered stays theirs. */
    async unsubscribe(userId: string, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Each notification with its member's devices where the kind's push is on, as they are at delivery. */
    async targetsOf(notificationIds: readonly string[]): Promise<PushTarget[]> {
      if (notificationIds.length === 0) return [];
      const rows = await db.execute<{
        notification_id: string;
        user_id: string;
        kind: NotificationKind;
        facts: NotificationFacts[NotificationKind];
        subscription_id: string;
        endpoint: string;
        p256dh: string;
        auth: string;
      }>(sql`
        select n.id as notification_id, n.user_id, n.kind, n.facts,
               s.id as subscription_id, s.endpoint, s.p256dh, s.auth
        ${pushable(notificationIds)}`);
      return rows.rows.map(
        (row) =>
          ({
            notificationId: row.notification_id,
            userId: row.user_id,
            kind: row.kind,
            facts: row.facts,
            subscriptionId: row.subscription_id,
            device: { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
          }) as PushTarget,
      );
    },

    /** The push service answered that the device is gone (404, 410): nothing more is sent there. */
    async remove(subscriptionId: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    },

    async markPushed(subscriptionIds: readonly string[]) {
      if (subscriptionIds.length === 0) return;
      await db
        .update(pushSubscriptions)
        .set({ lastPushedAt: sql`now()` })
        .where(inArray(pushSubscriptions.id, [...subscriptionIds]));
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;
