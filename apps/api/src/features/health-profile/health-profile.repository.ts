import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { healthProfiles, users } from '../../db/schema';

export type HealthProfileRow = typeof healthProfiles.$inferSelect;
export type HealthFields = Pick<
  HealthProfileRow,
  'heightCm' | 'weightKg' | 'workoutPreferences' | 'dietaryPreferences' | 'allergies'
>;

/** The health feature knows members by their identity uid, as the API does; the users row only links the two. */
export function healthProfileRepository(db: Database) {
  const userIdsOf = (identityUid: string) =>
    db.select({ id: users.id }).from(users).where(eq(users.identityUid, identityUid));

  return {
    async findByIdentity(identityUid: string): Promise<HealthProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(healthProfiles)
        .where(inArray(healthProfiles.userId, userIdsOf(identityUid)));
      return row;
    },

    async findByUserId(userId: string): Promise<HealthProfileRow | undefined> {
      const [row] = await db.select().from(healthProfiles).where(eq(healthProfiles.userId, userId));
      return row;
    },

    /**
     * Undefined when the identity is not a registered member. The consent time is set when the row is created and
     * left alone by later edits: it records when consent was given, until it is withdrawn.
     */
    async upsert(identityUid: string, fields: HealthFields): Promise<HealthProfileRow | undefined> {
      const [user] = await userIdsOf(identityUid);
      if (!user) return undefined;
      const [saved] = await db
        .insert(healthProfiles)
        .values({ userId: user.id, ...fields, consentedAt: sql`now()` })
        .onConflictDoUpdate({ target: healthProfiles.userId, set: { ...fields, updatedAt: sql`now()` } })
        .returning();
      return saved;
    },

    /** Only the weight, on a profile that exists: no consent is given by logging a weight. */
    async updateWeight(identityUid: string, weightKg: number): Promise<void> {
      await db
        .update(healthProfiles)
        .set({ weightKg, updatedAt: sql`now()` })
        .where(inArray(healthProfiles.userId, userIdsOf(identityUid)));
    },

    async deleteByIdentity(identityUid: string): Promise<void> {
      await db.delete(healthProfiles).where(inArray(healthProfiles.userId, userIdsOf(identityUid)));
    },
  };
}

export type HealthProfileRepository = ReturnType<typeof healthProfileRepository>;
