import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { federatedIdentities, identityAccounts } from '../../db/schema';
import type { IdentityAccount } from './accounts.repository';

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

/** Accounts moved to or from another identity service, with their links (decision 040). */
export function accountMigrationQueries(db: Database) {
  return {
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
