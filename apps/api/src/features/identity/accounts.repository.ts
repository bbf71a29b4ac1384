import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityAccounts } from '../../db/schema';

export type IdentityAccount = typeof identityAccounts.$inferSelect;

/** Accounts and their passwords. */
export function accountQueries(db: Database) {
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
  };
}
