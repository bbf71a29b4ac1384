import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  federatedCredentials,
  federatedIdentities,
  federatedSignInAttempts,
  identityAccounts,
} from '../../db/schema';
import type { IdentityAccount } from './accounts.repository';

export type FederatedSignInAttempt = typeof federatedSignInAttempts.$inferSelect;
export type FederatedCredential = typeof federatedCredentials.$inferSelect;

/** Google and Apple sign-in: attempts in flight, credentials handed off, and provider accounts linked to ours. */
export function federatedIdentityQueries(db: Database) {
  return {
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
  };
}
