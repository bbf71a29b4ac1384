/** The transactional outbox (decision 024): events written with the change they announce, delivered after commit. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deliveries tried so far; the next waits longer (backoff), and after the last one the event is set aside. */
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher holds the event until then; a dispatcher that died lets its lease run out. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** Set when the retries ran out: staff read it in the jobs panel. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('domain_events_due_idx')
      .on(table.availableAt)
      .where(sql`${table.dispatchedAt} is null and ${table.failedAt} is null`),
  ],
);

/** Which handler has had which event: a retry skips the handlers that already succeeded. */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.handler] })],
);
