import { and, count, eq, isNotNull, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainEventDeliveries, domainEvents } from './domain-events.schema';

export interface StoredEvent {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
}

/** Writes one event with the caller's transaction (pass the transaction's queries), so it commits or not with it. */
export async function insertEvent(
  tx: Database,
  type: string,
  payload: unknown,
  afterSeconds = 0,
): Promise<number> {
  const availableAt = afterSeconds > 0 ? sql`now() + make_interval(secs => ${afterSeconds})` : undefined;
  const [row] = await tx
    .insert(domainEvents)
    .values({ type, payload, ...(availableAt ? { availableAt } : {}) })
    .returning({ id: domainEvents.id });
  return row!.id;
}

export function domainEventsRepository(db: Database) {
  return {
    /**
     * Leases due events (all of them, or only `ids`) to this dispatcher. Two dispatchers never lease the same event:
     * the rows are locked while leased, and a locked row is skipped, not waited for.
     */
    async lease(options: { ids?: number[]; limit: number; leaseSeconds: number }): Promise<StoredEvent[]> {
      const idFilter = options.ids ? sql`and id = any(${`{${options.ids.join(',')}}`}::bigint[])` : sql``;
      const result = await db.execute<{ id: number; type: string; payload: unknown; attempts: number }>(sql`
        update domain_events set leased_until = now() + make_interval(secs => ${options.leaseSeconds}),
          attempts = attempts + 1
        where id in (
          select id from domain_events
          where dispatched_at is null and failed_at is null and available_at <= now()
            and (leased_until is null or leased_until < now()) ${idFilter}
          order by id limit ${options.limit}
          for update skip locked)
        returning id, type, payload, attempts`);
      return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    async deliveredHandlers(eventId: number): Promise<Set<string>> {
      const rows = await db
        .select({ handler: domainEventDeliveries.handler })
        .from(domainEventDeliveries)
        .where(eq(domainEventDeliveries.eventId, eventId));
      return new Set(rows.map((row) => row.handler));
    },

    async recordDelivery(eventId: number, handler: string) {
      await db.insert(domainEventDeliveries).values({ eventId, handler }).onConflictDoNothing();
    },

    async markDispatched(eventId: number) {
      await db
        .update(domainEvents)
        .set({ dispatchedAt: sql`now()`, leasedUntil: null, lastError: null })
        .where(eq(domainEvents.id, eventId));
    },

    /** Tries again after `retryInSeconds`, or sets the event aside for staff when that is null. */
    async markFailed(eventId: number, error: string, retryInSeconds: number | null) {
      await db
        .update(domainEvents)
        .set({
          leasedUntil: null,
          lastError: error.slice(0, 2000),
          ...(retryInSeconds === null
            ? { failedAt: sql`now()` }
            : { availableAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
        })
        .where(eq(domainEvents.id, eventId));
    },

    /** Delivered events are kept a while for inquiry, then removed. */
    async pruneDispatched(olderThan: Date): Promise<number> {
      const removed = await db
        .delete(domainEvents)
        .where(and(isNotNull(domainEvents.dispatchedAt), lt(domainEvents.dispatchedAt, olderThan)))
        .returning({ id: domainEvents.id });
      return removed.length;
    },

    /** What staff read: how many wait, since when, and how many were set aside. */
    async backlog() {
      const [waiting] = await db
        .select({ count: count(), oldest: min(domainEvents.occurredAt) })
        .from(domainEvents)
        .where(and(isNull(domainEvents.dispatchedAt), isNull(domainEvents.failedAt)));
      const [failed] = await db
        .select({ count: count() })
        .from(domainEvents)
        .where(isNotNull(domainEvents.failedAt));
      return { waiting: waiting!.count, oldestWaitingAt: waiting!.oldest, failed: failed!.count };
    },
  };
}
