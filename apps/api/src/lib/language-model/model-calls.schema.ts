/** Every call to the optional language model (decision 029): what it cost and how long it took, and the quotas. */
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../features/users/users.schema';

export const modelCalls = pgTable(
  'model_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    feature: text('feature').notNull(),
    model: text('model').notNull(),
    outcome: text('outcome').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    firstTokenMs: integer('first_token_ms'),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    costUsd: numeric('cost_usd', { precision: 12, scale: 6, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('model_calls_user_day_idx').on(table.userId, table.createdAt)],
);
