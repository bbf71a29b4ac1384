/**
 * The one Drizzle schema, gathered from the features that own the tables (`features/<f>/<f>.schema.ts`) for drizzle-kit
 * and the query builder. `npm run db:generate -w @vitalia/api` turns a change into a reviewed SQL migration under
 * `migrations/`.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export * from '../features/identity/identity.schema';
export * from '../features/users/users.schema';
export * from '../features/health-profile/health-profile.schema';
export * from '../features/subscriptions/subscriptions.schema';
export * from '../features/feed/feed.schema';
export * from '../features/rewards/rewards.schema';
export * from '../features/draws/draws.schema';
export * from '../features/community/community.schema';
export * from '../features/coach/coach.schema';
export * from '../features/persona/persona.schema';
export * from '../features/games/games.schema';
export * from '../features/support/support.schema';
export * from '../features/notifications/notifications.schema';
export * from '../lib/language-model/model-calls.schema';
export * from '../lib/domain-events/domain-events.schema';
export * from '../lib/audit-log/audit-log.schema';

/** Per-IP request windows shared by every server instance on one PostgreSQL (`db/rate-limit-store.ts`). */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
