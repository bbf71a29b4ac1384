import { timestamp } from 'drizzle-orm/pg-core';

/** Every table's creation time, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
