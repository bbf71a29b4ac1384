import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quizPlays, quizQuestions } from '../../db/schema';

export type QuizPlayRow = typeof quizPlays.$inferSelect;
export type StaffQuestionRow = typeof quizQuestions.$inferSelect;

/** The week's quiz: the questions staff write and each member's plays. */
export function quizQueries(db: Database) {
  return {
    async staffQuestionsOf(weekStart: string): Promise<StaffQuestionRow[]> {
      return db
        .select()
        .from(quizQuestions)
        .where(eq(quizQuestions.weekStart, weekStart))
        .orderBy(asc(quizQuestions.createdAt), asc(quizQuestions.id));
    },

    async staffQuestion(id: string): Promise<StaffQuestionRow | undefined> {
      const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
      return row;
    },

    async insertStaffQuestion(values: typeof quizQuestions.$inferInsert): Promise<StaffQuestionRow> {
      const [row] = await db.insert(quizQuestions).values(values).returning();
      return row!;
    },

    async updateStaffQuestion(
      id: string,
      values: Partial<typeof quizQuestions.$inferInsert>,
    ): Promise<StaffQuestionRow | undefined> {
      const [row] = await db.update(quizQuestions).set(values).where(eq(quizQuestions.id, id)).returning();
      return row;
    },

    async deleteStaffQuestion(id: string) {
      await db.delete(quizQuestions).where(eq(quizQuestions.id, id));
    },

    async countStaffQuestions(weekStart: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(quizQuestions)
        .where(eq(quizQuestions.weekStart, weekStart));
      return row?.count ?? 0;
    },

    async playsOf(userId: string, weekStart: string): Promise<QuizPlayRow[]> {
      return db
        .select()
        .from(quizPlays)
        .where(and(eq(quizPlays.userId, userId), eq(quizPlays.weekStart, weekStart)))
        .orderBy(asc(quizPlays.position));
    },

    /** False when that question was already shown to the member (a concurrent request showed it). */
    async insertPlay(values: { userId: string; weekStart: string; position: number; shownAt: Date }) {
      const inserted = await db
        .insert(quizPlays)
        .values(values)
        .onConflictDoNothing()
        .returning({ position: quizPlays.position });
      return inserted.length > 0;
    },

    /** Records an answer once: undefined when the question was already answered (by a concurrent request too). */
    async answerPlay(
      key: { userId: string; weekStart: string; position: number },
      answer: { answeredAt: Date; chosenIndex: number; isCorrect: boolean; points: number },
    ): Promise<QuizPlayRow | undefined> {
      const [row] = await db
        .update(quizPlays)
        .set(answer)
        .where(
          and(
            eq(quizPlays.userId, key.userId),
            eq(quizPlays.weekStart, key.weekStart),
            eq(quizPlays.position, key.position),
            isNull(quizPlays.answeredAt),
          ),
        )
        .returning();
      return row;
    },

    async setPlayPoints(key: { userId: string; weekStart: string; position: number }, points: number) {
      await db
        .update(quizPlays)
        .set({ points })
        .where(
          and(
            eq(quizPlays.userId, key.userId),
            eq(quizPlays.weekStart, key.weekStart),
            eq(quizPlays.position, key.position),
          ),
        );
    },
  };
}
