/**
 * What staff did (issue 18): one row per action, written in the action's own transaction, never changed or deleted
 * (migration 0015 adds the triggers that refuse it). Ids only, no copies of personal data: a purged member's rows stay,
 * naming nobody.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's `users.id`; null for the operator CLI. No foreign key: the row outlives the account. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_target_idx')
      .on(table.targetId, table.id)
      .where(sql`${table.targetId} is not null`),
  ],
);
