import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authFailures } from '../../db/schema';

/** Failed attempts per account and action, and the locks they lead to (attempt-limits.ts). */
export function attemptLimitQueries(db: Database) {
  return {
    async findAuthLock(action: string, subject: string): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: authFailures.lockedUntil })
        .from(authFailures)
        .where(and(eq(authFailures.action, action), eq(authFailures.subject, subject)));
      return row?.lockedUntil ?? null;
    },

    /**
     * Counts one more failure in a single statement, so concurrent attempts on several instances all count; a
     * count older than the window starts again at one. Returns the count.
     */
    async countAuthFailure(action: string, subject: string, now: Date, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(authFailures)
        .values({ action, subject, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: [authFailures.action, authFailures.subject],
          set: {
            failures: sql`case when ${authFailures.lastFailureAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${authFailures.failures} + 1 end`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: authFailures.failures });
      return row?.failures ?? 1;
    },

    async lockAuthSubject(action: string, subject: string, until: Date) {
      await db
        .update(authFailures)
        .set({ lockedUntil: until })
        .where(and(eq(authFailures.action, action), eq(authFailures.subject, subject)));
    },

    async clearAuthFailures(action: string, subject: string) {
      await db
        .delete(authFailures)
        .where(and(eq(authFailures.action, action), eq(authFailures.subject, subject)));
    },
  };
}
