import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityAccounts, passwordResetCodes } from '../../db/schema';
import { endSessions } from './sessions.repository';

/** The codes a forgotten password is reset with. */
export function passwordResetQueries(db: Database) {
  return {
    async replaceResetCode(uid: string, codeHash: string, expiresAt: Date) {
      await db
        .insert(passwordResetCodes)
        .values({ uid, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: passwordResetCodes.uid,
          set: { codeHash, expiresAt, failedAttempts: 0, usedAt: null, createdAt: new Date() },
        });
    },

    async findResetCode(uid: string) {
      const [code] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.uid, uid));
      return code;
    },

    async countFailedResetAttempt(uid: string) {
      const [code] = await db
        .update(passwordResetCodes)
        .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
        .where(eq(passwordResetCodes.uid, uid))
        .returning({ failedAttempts: passwordResetCodes.failedAttempts });
      return code?.failedAttempts ?? 0;
    },

    /** Spends the code and sets the new password in one transaction: both happen, or neither. */
    /** `passwordHash` null: the password is kept elsewhere (a hosted service), only the code and sessions change. */
    async resetPassword(uid: string, codeHash: string, passwordHash: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetCodes.uid, uid),
              eq(passwordResetCodes.codeHash, codeHash),
              isNull(passwordResetCodes.usedAt),
            ),
          )
          .returning();
        if (!spent) return false;
        if (passwordHash)
          await tx.update(identityAccounts).set({ passwordHash }).where(eq(identityAccounts.uid, uid));
        await endSessions(tx, uid);
        return true;
      });
    },
  };
}
