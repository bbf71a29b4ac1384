import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readCacheOf } from '../../db/read-cache';
import type { AuditRecord } from '../../lib/audit-log/audit-log.repository';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'firstname'
    | 'lastname'
    | 'username'
    | 'gender'
    | 'birthDate'
    | 'bio'
    | 'nameDisplay'
    | 'showPicture'
    | 'language'
  >
>;

const uniqueViolation = '23505';

/** Drizzle wraps the driver's error; both PGlite and `pg` carry PostgreSQL's SQLSTATE in `code`. */
function violatedConstraint(error: unknown): string | null {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  for (const candidate of candidates) {
    const { code, constraint, message } = (candidate ?? {}) as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === uniqueViolation) return constraint ?? message ?? 'unique';
  }
  return null;
}

export function usersRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  /**
   * A change to what the member may reach (their role, their account's deletion), written with its audit row and
   * announced in the same transaction: live access (the community's streams) follows it at once.
   */
  function changeAccess(
    id: string,
    audit: AuditRecord | undefined,
    write: (tx: Database) => Promise<unknown>,
  ) {
    return events.transaction(
      (tx) => ({ tx }),
      async ({ tx, publish, audit: recordAudit }) => {
        await write(tx);
        if (audit) await recordAudit(audit);
        await publish('member.access-changed', { userId: id });
      },
    );
  }

  // Every authenticated screen reads the caller's row: build that query once, as a named prepared statement.
  const byIdentity = db
    .select()
    .from(users)
    .where(eq(users.identityUid, sql.placeholder('identityUid')))
    .prepare('users_by_identity');
  const remembered = readCacheOf(db);

  return {
    findByIdentity(identityUid: string): Promise<UserRow | undefined> {
      return remembered.read(
        `user:${identityUid}`,
        async () => (await byIdentity.execute({ identityUid }))[0],
      );
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    async findByIds(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async findByPublicId(publicId: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.publicId, publicId));
      return user;
    },

    async findByRoles(roles: UserRow['role'][]): Promise<UserRow[]> {
      return db.select().from(users).where(inArray(users.role, roles));
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },

    /** Undefined when this identity is already registered. */
    async insert(user: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [created] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.identityUid })
        .returning();
      return created;
    },

    /** 'username_taken' when another member holds the username (case-insensitive). */
    async update(id: string, changes: UserChanges): Promise<UserRow | 'username_taken'> {
      try {
        const [updated] = await db
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        if (!updated) throw new Error(`user ${id} vanished during an update`);
        return updated;
      } catch (error) {
        if (violatedConstraint(error)?.includes('username')) return 'username_taken';
        throw error;
      }
    },

    /** With `audit`, staff did it: the audit row is written with the change. */
    async setDeletionRequest(id: string, requestedAt: Date | null, audit?: AuditRecord) {
      await changeAccess(id, audit, (tx) =>
        tx
          .update(users)
          .set({ deletionRequestedAt: requestedAt, updatedAt: sql`now()` })
          .where(eq(users.id, id)),
      );
    },

    async findDueForDeletion(
      requestedBefore: Date,
    ): Promise<{ id: string; identityUid: string; pictureKey: string | null }[]> {
      return db
        .select({ id: users.id, identityUid: users.identityUid, pictureKey: users.pictureKey })
        .from(users)
        .where(and(isNotNull(users.deletionRequestedAt), lt(users.deletionRequestedAt, requestedBefore)));
    },

    /**
     * Sets (or clears) the picture and says which one it replaced, so that its file can go. The row is locked while
     * reading the old key: two uploads at once must each learn a different predecessor, or one file is never deleted.
     */
    async replacePictureKey(
      id: string,
      pictureKey: string | null,
    ): Promise<{ user: UserRow; previousKey: string | null }> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ pictureKey: users.pictureKey })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        const [user] = await tx
          .update(users)
          .set({ pictureKey, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        if (!current || !user) throw new Error(`user ${id} vanished during a picture change`);
        return { user, previousKey: current.pictureKey };
      });
    },

    /** Which of these picture keys some member's profile still points at. */
    async referencedPictureKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: users.pictureKey })
        .from(users)
        .where(inArray(users.pictureKey, keys));
      return new Set(rows.map((row) => row.key).filter((key): key is string => key !== null));
    },

    async deleteByIdentity(identityUid: string) {
      await db.delete(users).where(eq(users.identityUid, identityUid));
    },

    /** With `audit`, the change is staff's or the operator's: the audit row is written with it. */
    async setRole(id: string, role: UserRow['role'], audit?: AuditRecord) {
      await changeAccess(id, audit, (tx) =>
        tx
          .update(users)
          .set({ role, updatedAt: sql`now()` })
          .where(eq(users.id, id)),
      );
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
