import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { healthProfiles } from './health-profile.schema';

export type HealthProfileRow = typeof healthProfiles.$inferSelect;
export type HealthFields = Pick<
  HealthProfileRow,
  'heightCm' | 'weightKg' | 'workoutPreferences' | 'dietaryPreferences' | 'allergies'
>;

/** A member's health profile by their member id; who a caller is, the users feature says (the service's port). */
export function healthProfileRepository(db: Database) {
  return {
    async findByUserId(userId: string): Promise<HealthProfileRow | undefined> {
      const [row] = await db.select().from(healthProfiles).where(eq(healthProfiles.userId, userId));
      return row;
    },

    /**
     * The consent time is set when the row is created and left alone by later edits: it records when consent was
     * given, until it is withdrawn.
     */
    async upsert(userId: string, fields: HealthFields): Promise<HealthProfileRow> {
      const [saved] = await db
        .insert(healthProfiles)
        .values({ userId, ...fields, consentedAt: sql`now()` })
        .onConflictDoUpdate({ target: healthProfiles.userId, set: { ...fields, updatedAt: sql`now()` } })
        .returning();
      return saved!;
    },

    /** Only the weight, on a profile that exists: no consent is given by logging a weight. */
    async updateWeight(userId: string, weightKg: number): Promise<void> {
      await db
        .update(healthProfiles)
        .set({ weightKg, updatedAt: sql`now()` })
        .where(eq(healthProfiles.userId, userId));
    },

    async deleteByUserId(userId: string): Promise<void> {
      await db.delete(healthProfiles).where(eq(healthProfiles.userId, userId));
    },
  };
}

export type HealthProfileRepository = ReturnType<typeof healthProfileRepository>;
