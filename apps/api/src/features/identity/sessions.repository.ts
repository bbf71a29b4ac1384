import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { readCacheOf } from '../../db/read-cache';
import { recordAudit, type AuditRecord } from '../../lib/audit-log/audit-log.repository';
import { identityAccounts, refreshTokens } from '../../db/schema';

/** No refresh token works any more, and access tokens of the old epoch are refused from now on. */
export async function endSessions(tx: Transaction, uid: string) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.uid, uid), isNull(refreshTokens.revokedAt)));
  await tx
    .update(identityAccounts)
    .set({ sessionEpoch: sql`${identityAccounts.sessionEpoch} + 1` })
    .where(eq(identityAccounts.uid, uid));
}

/** Sign-ins: their refresh tokens, and whether one is still on. */
export function sessionQueries(db: Database) {
  // Read on every authenticated request: built once, as a named prepared statement. A sign-in is over once every
  // refresh token of its family is revoked (sign-out, or a replayed token).
  const sessionStateOf = db
    .select({
      sessionEpoch: identityAccounts.sessionEpoch,
      isSignedIn: sql<boolean>`exists (select 1 from ${refreshTokens}
        where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.uid} = ${identityAccounts.uid}
          and ${refreshTokens.revokedAt} is null)`,
    })
    .from(identityAccounts)
    .where(eq(identityAccounts.uid, sql.placeholder('uid')))
    .prepare('session_state_of');
  const remembered = readCacheOf(db);

  return {
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

    /** With `audit`, staff did it: the audit row is written with the change. */
    async revokeAllSessions(uid: string, audit?: AuditRecord) {
      await db.transaction(async (tx) => {
        await endSessions(tx, uid);
        if (audit) await recordAudit(tx, audit);
      });
    },

    /** The account's session epoch and whether the sign-in `sessionId` is still on; null when the account is gone. */
    findSessionState(
      uid: string,
      sessionId: string,
    ): Promise<{ sessionEpoch: number; isSignedIn: boolean } | null> {
      return remembered.read(
        `session:${uid}:${sessionId}`,
        async () => (await sessionStateOf.execute({ uid, sessionId }))[0] ?? null,
      );
    },
  };
}
