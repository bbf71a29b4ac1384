import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityAccounts, passwordResetCodes, refreshTokens } from '../../db/schema';

export type IdentityAccount = typeof identityAccounts.$inferSelect;

export function identityRepository(db: Database) {
  return {
    async findAccountByEmail(email: string): Promise<IdentityAccount | undefined> {
      const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.email, email));
      return account;
    },

    async findAccount(uid: string): Promise<IdentityAccount | undefined> {
      const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.uid, uid));
      return account;
    },

    /** Undefined when the email is taken (the unique constraint decides, so two sign-ups cannot race). */
    async insertAccount(account: typeof identityAccounts.$inferInsert): Promise<IdentityAccount | undefined> {
      const [created] = await db.insert(identityAccounts).values(account).onConflictDoNothing().returning();
      return created;
    },

    /** Sessions and reset codes go with it (ON DELETE CASCADE). */
    async deleteAccount(uid: string) {
      await db.delete(identityAccounts).where(eq(identityAccounts.uid, uid));
    },

    async setPasswordHash(uid: string, passwordHash: string) {
      await db.update(identityAccounts).set({ passwordHash }).where(eq(identityAccounts.uid, uid));
    },

    async insertRefreshToken(token: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Marks a live token used and returns it; a single UPDATE, so two requests presenting the same token cannot
     * both succeed. Undefined when the token is unknown, used, revoked or expired.
     */
    async consumeRefreshToken(tokenHash: string) {
      const [token] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning();
      if (!token || token.expiresAt.getTime() <= Date.now()) return undefined;
      return token;
    },

    async findRefreshToken(tokenHash: string) {
      const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return token;
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllSessions(uid: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.uid, uid), isNull(refreshTokens.revokedAt)));
    },

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
    async resetPassword(uid: string, codeHash: string, passwordHash: string): Promise<boolean> {
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
        await tx.update(identityAccounts).set({ passwordHash }).where(eq(identityAccounts.uid, uid));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.uid, uid), isNull(refreshTokens.revokedAt)));
        return true;
      });
    },
  };
}

export type IdentityRepository = ReturnType<typeof identityRepository>;
