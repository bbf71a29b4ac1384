import type { CoachSettings } from '@vitalia/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coachAnswers } from '../../db/schema';

export function coachRepository(db: Database) {
  return {
    async settingsOf(userId: string): Promise<CoachSettings | null> {
      const [row] = await db.select().from(coachAnswers).where(eq(coachAnswers.userId, userId));
      return row
        ? {
            goal: row.goal as CoachSettings['goal'],
            activity: row.activity as CoachSettings['activity'],
            sessionsPerWeek: row.sessionsPerWeek,
          }
        : null;
    },

    async saveSettings(userId: string, settings: CoachSettings) {
      await db
        .insert(coachAnswers)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: coachAnswers.userId, set: { ...settings, updatedAt: new Date() } });
    },
  };
}

export type CoachRepository = ReturnType<typeof coachRepository>;
