import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { readCacheOf } from '../../db/read-cache';
import { recordAudit, type AuditRecord } from '../../lib/audit-log/audit-log.repository';
import {
  authFailures,
  federatedIdentities,
  federatedSignInAttempts,
  federatedCredentials,
  identityAccounts,
  passwordResetCodes,
  refreshTokens,
} from '../../db/schema';

export type IdentityAccount = typeof identityAccounts.$inferSelect;
export type FederatedSignInAttempt = typeof federatedSignInAttempts.$inferSelect;
export type FederatedCredential = typeof federatedCredentials.$inferSelect;
export interface FederatedLink {
  provider: string;
  subject: string;
}
/** An account moved from another identity service, with its Google and Apple links. */
export interface ImportedAccount {
  account: typeof identityAccounts.$inferInsert;
  links: FederatedLink[];
}

const importBatchSize = 500;

/** No refresh token works any more, and access tokens of the old epoch are refused from now on. */
async function endSessions(tx: Transaction, uid: string) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.uid, uid), isNull(refreshTokens.revokedAt)));
  await tx
    .update(identityAccounts)
    .set({ sessionEpoch: sql`${identityAccounts.sessionEpoch} + 1` })
    .where(eq(identityAccounts.uid, uid));
}

export function identityRepository(db: Database) {
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

    /** Only over the hash it replaces: a reset or change made meanwhile wins. */
    async replacePasswordHash(uid: string, previousHash: string, passwordHash: string) {
      await db
        .update(identityAccounts)
        .set({ passwordHash })
        .where(and(eq(identityAccounts.uid, uid), eq(identityAccounts.passwordHash, previousHash)));
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

    /** Clears attempts nobody came back from, so the table only holds the last few minutes. */
    async insertSignInAttempt(attempt: typeof federatedSignInAttempts.$inferInsert) {
      await db.delete(federatedSignInAttempts).where(lt(federatedSignInAttempts.expiresAt, new Date()));
      await db.insert(federatedSignInAttempts).values(attempt);
    },

    /** Single use: the attempt is deleted as it is read, so a replayed callback finds nothing. */
    async takeSignInAttempt(cookieHash: string): Promise<FederatedSignInAttempt | undefined> {
      const [attempt] = await db
        .delete(federatedSignInAttempts)
        .where(eq(federatedSignInAttempts.cookieHash, cookieHash))
        .returning();
      return attempt;
    },

    /** Clears hand-offs nobody collected, as for attempts. */
    async insertFederatedCredential(credential: typeof federatedCredentials.$inferInsert) {
      await db.delete(federatedCredentials).where(lt(federatedCredentials.expiresAt, new Date()));
      await db.insert(federatedCredentials).values(credential);
    },

    /** Single use, as attempts are. */
    async takeFederatedCredential(cookieHash: string): Promise<FederatedCredential | undefined> {
      const [credential] = await db
        .delete(federatedCredentials)
        .where(eq(federatedCredentials.cookieHash, cookieHash))
        .returning();
      return credential;
    },

    async findLinkedAccount(provider: string, subject: string): Promise<IdentityAccount | undefined> {
      const [row] = await db
        .select({ account: identityAccounts })
        .from(federatedIdentities)
        .innerJoin(identityAccounts, eq(identityAccounts.uid, federatedIdentities.uid))
        .where(and(eq(federatedIdentities.provider, provider), eq(federatedIdentities.subject, subject)));
      return row?.account;
    },

    /** The provider account's owner after the call: the given uid, or whoever linked it first. */
    async linkFederatedIdentity(provider: string, subject: string, uid: string): Promise<string> {
      const [linked] = await db
        .insert(federatedIdentities)
        .values({ provider, subject, uid })
        .onConflictDoNothing()
        .returning({ uid: federatedIdentities.uid });
      if (linked) return linked.uid;
      const [owner] = await db
        .select({ uid: federatedIdentities.uid })
        .from(federatedIdentities)
        .where(and(eq(federatedIdentities.provider, provider), eq(federatedIdentities.subject, subject)));
      return owner?.uid ?? uid;
    },

    async linkedProviders(uid: string): Promise<string[]> {
      const rows = await db
        .select({ provider: federatedIdentities.provider })
        .from(federatedIdentities)
        .where(eq(federatedIdentities.uid, uid))
        .orderBy(federatedIdentities.provider);
      return rows.map((row) => row.provider);
    },

    /** A new account and its provider link together, or neither; undefined when the email was taken meanwhile. */
    async insertFederatedAccount(
      account: typeof identityAccounts.$inferInsert,
      link: { provider: string; subject: string },
    ): Promise<IdentityAccount | undefined> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(identityAccounts).values(account).onConflictDoNothing().returning();
        if (!created) return undefined;
        await tx.insert(federatedIdentities).values({ ...link, uid: created.uid });
        return created;
      });
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

    /** Every account with its links, for a move to another identity service (decision 040). */
    async listAccountsWithLinks(): Promise<(IdentityAccount & { links: FederatedLink[] })[]> {
      // One statement, so accounts and links are one snapshot.
      const rows = await db
        .select({
          account: identityAccounts,
          provider: federatedIdentities.provider,
          subject: federatedIdentities.subject,
        })
        .from(identityAccounts)
        .leftJoin(federatedIdentities, eq(federatedIdentities.uid, identityAccounts.uid))
        .orderBy(identityAccounts.createdAt, identityAccounts.uid, federatedIdentities.provider);
      const accounts = new Map<string, IdentityAccount & { links: FederatedLink[] }>();
      for (const { account, provider, subject } of rows) {
        const entry = accounts.get(account.uid) ?? { ...account, links: [] };
        accounts.set(account.uid, entry);
        if (provider && subject) entry.links.push({ provider, subject });
      }
      return [...accounts.values()];
    },

    /**
     * Accounts moved from another identity service, in one transaction: all or nothing. A uid or email already here
     * is left as it is, except the same account (same uid and email) without a password, such as the shadow kept of
     * a Firebase account (decision 040): it takes the imported password. A link someone already owns stays theirs.
     */
    async importAccounts(imported: ImportedAccount[]) {
      return db.transaction(async (tx) => {
        const counts = { inserted: 0, completed: 0, linked: 0 };
        for (let start = 0; start < imported.length; start += importBatchSize) {
          const batch = imported.slice(start, start + importBatchSize);
          const inserted = await tx
            .insert(identityAccounts)
            .values(batch.map(({ account }) => account))
            .onConflictDoNothing()
            .returning({ uid: identityAccounts.uid });
          const owners = new Set(inserted.map(({ uid }) => uid));
          counts.inserted += owners.size;
          for (const { account } of batch) {
            if (owners.has(account.uid)) continue;
            const [completed] = await tx
              .update(identityAccounts)
              .set({ passwordHash: account.passwordHash })
              .where(
                and(
                  eq(identityAccounts.uid, account.uid),
                  eq(identityAccounts.email, account.email),
                  isNull(identityAccounts.passwordHash),
                ),
              )
              .returning({ uid: identityAccounts.uid });
            if (!completed) continue;
            owners.add(completed.uid);
            counts.completed += 1;
          }
          const links = batch.flatMap(({ account, links }) =>
            owners.has(account.uid) ? links.map((link) => ({ ...link, uid: account.uid })) : [],
          );
          if (links.length > 0)
            counts.linked += (
              await tx
                .insert(federatedIdentities)
                .values(links)
                .onConflictDoNothing()
                .returning({ uid: federatedIdentities.uid })
            ).length;
        }
        return counts;
      });
    },
  };
}

export type IdentityRepository = ReturnType<typeof identityRepository>;
