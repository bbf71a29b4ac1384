import { timestamp } from 'drizzle-orm/pg-core';

/** Every table's creation time, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A time a page cursor carries: kept to the millisecond, as a JavaScript Date holds it. Kept to PostgreSQL's
 * microsecond, rows written in the same millisecond as a page's last one fell on either side of its cursor, and the
 * next page skipped or repeated them.
 */
export const pagedTime = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** The creation time of a table listed a page at a time by it. */
export const pagedCreatedAt = () => pagedTime('created_at').notNull().defaultNow();
