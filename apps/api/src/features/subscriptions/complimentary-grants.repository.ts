import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readCacheOf } from '../../db/read-cache';
import { complimentaryGrants } from '../../db/schema';

export type ComplimentaryGrantRow = typeof complimentaryGrants.$inferSelect;

/** Complimentary Premium (issue 18). */
export function complimentaryGrantQueries(db: Database) {
  // Read with a member's subscription for every member without Premium of their own: prepared for the same reason
  // (member-subscriptions.repository.ts). Without a time in it, the answer can be remembered on the embedded database.
  const unrevokedGrantsOfUser = db
    .select()
    .from(complimentaryGrants)
    .where(
      and(eq(complimentaryGrants.userId, sql.placeholder('userId')), isNull(complimentaryGrants.revokedAt)),
    )
    .orderBy(asc(complimentaryGrants.startsAt))
    .prepare('unrevoked_grants_of_user');
  const remembered = readCacheOf(db);

  return {
    /**
     * The grant giving Premium at `at`, if any (not revoked, `at` inside its period), with `endsAt` where the grants
     * that follow it on end: an extension starts where the running one ends.
     */
    async currentGrant(userId: string, at: Date): Promise<ComplimentaryGrantRow | undefined> {
      const unrevoked = await remembered.read(`grants:${userId}`, () =>
        unrevokedGrantsOfUser.execute({ userId }),
      );
      const open = unrevoked.filter((grant) => grant.endsAt > at);
      const running = open.find((grant) => grant.startsAt <= at);
      return running && { ...running, endsAt: open.at(-1)!.endsAt };
    },

    async grantsOf(userId: string): Promise<ComplimentaryGrantRow[]> {
      return db
        .select()
        .from(complimentaryGrants)
        .where(eq(complimentaryGrants.userId, userId))
        .orderBy(desc(complimentaryGrants.startsAt));
    },

    async insertGrant(grant: Pick<ComplimentaryGrantRow, 'userId' | 'planId' | 'startsAt' | 'endsAt'>) {
      const [created] = await db.insert(complimentaryGrants).values(grant).returning();
      return created!;
    },

    async revokeGrant(grant: Pick<ComplimentaryGrantRow, 'id' | 'userId'>, at: Date) {
      await db.update(complimentaryGrants).set({ revokedAt: at }).where(eq(complimentaryGrants.id, grant.id));
    },

    /** Serialises grants to one member: two staff granting at once extend one after the other. */
    async lockMemberGrants(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`grants:${userId}`}))`);
    },
  };
}
