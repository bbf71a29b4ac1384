import type { Citation, Language, PersonaEntryInput } from '@vitalia/contracts';
import { and, asc, count, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personaAnswers, personaEntries } from '../../db/schema';

export type EntryRow = typeof personaEntries.$inferSelect;
export type AnswerRow = typeof personaAnswers.$inferSelect;

export interface NewAnswer {
  userId: string;
  language: Language;
  question: string;
  answer: string;
  source: 'library' | 'model' | 'refusal' | 'no_match';
  citations: Citation[];
  refusalTopic: string | null;
  refusalPointer: string | null;
}

const historyLimit = 30;
const flaggedLimit = 50;
const sampleSize = 20;
const sampleWindowDays = 7;

export function personaRepository(db: Database) {
  const reviewRows = () => db.select().from(personaAnswers);

  return {
    /** Changes whenever an entry is added, edited or removed: the search index is rebuilt when it moves. */
    async entriesVersion(): Promise<string> {
      const [row] = await db
        .select({ entries: count(), latest: max(personaEntries.updatedAt) })
        .from(personaEntries);
      return `${row?.entries ?? 0}:${row?.latest?.toISOString() ?? ''}`;
    },

    allEntries: (): Promise<EntryRow[]> => db.select().from(personaEntries),

    entriesNewestFirst: (): Promise<EntryRow[]> =>
      db.select().from(personaEntries).orderBy(desc(personaEntries.updatedAt)),

    async insertEntry(
      entry: PersonaEntryInput,
      createdBy: string,
      origin: 'written' | 'correction' = 'written',
    ) {
      const [row] = await db
        .insert(personaEntries)
        .values({ ...entry, origin, createdBy })
        .returning();
      return row!;
    },

    /** The first entries, once: a library someone already wrote in is left as it is. */
    async seedIfEmpty(entries: PersonaEntryInput[], createdBy: string) {
      const [any] = await db.select({ id: personaEntries.id }).from(personaEntries).limit(1);
      if (any || entries.length === 0) return;
      await db.insert(personaEntries).values(entries.map((entry) => ({ ...entry, createdBy })));
    },

    async updateEntry(entryId: string, entry: PersonaEntryInput): Promise<EntryRow | null> {
      const [row] = await db
        .update(personaEntries)
        .set({ ...entry, updatedAt: new Date() })
        .where(eq(personaEntries.id, entryId))
        .returning();
      return row ?? null;
    },

    async deleteEntry(entryId: string): Promise<boolean> {
      const deleted = await db
        .delete(personaEntries)
        .where(eq(personaEntries.id, entryId))
        .returning({ id: personaEntries.id });
      return deleted.length === 1;
    },

    async insertAnswer(answer: NewAnswer): Promise<AnswerRow> {
      const [row] = await db.insert(personaAnswers).values(answer).returning();
      return row!;
    },

    /** A member's latest answers, oldest first, without those staff hid. */
    async historyOf(userId: string): Promise<AnswerRow[]> {
      const rows = await db
        .select()
        .from(personaAnswers)
        .where(and(eq(personaAnswers.userId, userId), sql`${personaAnswers.status} <> 'hidden'`))
        .orderBy(desc(personaAnswers.createdAt))
        .limit(historyLimit);
      return rows.reverse();
    },

    /** Everything the persona kept of a member's questions, for their export (hidden answers too: they are theirs). */
    async exportFor(userId: string) {
      return db
        .select({
          askedAt: personaAnswers.createdAt,
          language: personaAnswers.language,
          question: personaAnswers.question,
          answer: personaAnswers.answer,
          flagReason: personaAnswers.flagReason,
        })
        .from(personaAnswers)
        .where(eq(personaAnswers.userId, userId))
        .orderBy(asc(personaAnswers.createdAt));
    },

    /** Flags a member's own answer; one already reviewed keeps its review and gains the new reason. */
    async flag(answerId: string, userId: string, reason: string | null): Promise<AnswerRow | null> {
      const [row] = await db
        .update(personaAnswers)
        .set({
          flagReason: reason,
          flaggedAt: sql`coalesce(${personaAnswers.flaggedAt}, now())`,
          status: sql`case when ${personaAnswers.status} = 'shown' then 'flagged' else ${personaAnswers.status} end`,
        })
        .where(
          and(
            eq(personaAnswers.id, answerId),
            eq(personaAnswers.userId, userId),
            sql`${personaAnswers.status} <> 'hidden'`,
          ),
        )
        .returning();
      return row ?? null;
    },

    flagged: (): Promise<AnswerRow[]> =>
      reviewRows()
        .where(eq(personaAnswers.status, 'flagged'))
        .orderBy(asc(personaAnswers.flaggedAt))
        .limit(flaggedLimit),

    /** A random sample of the last week's answers nobody flagged or reviewed: what members are told, checked. */
    sample: (): Promise<AnswerRow[]> =>
      reviewRows()
        .where(
          and(
            eq(personaAnswers.status, 'shown'),
            inArray(personaAnswers.source, ['library', 'model']),
            gte(personaAnswers.createdAt, sql`now() - make_interval(days => ${sampleWindowDays})`),
          ),
        )
        .orderBy(sql`random()`)
        .limit(sampleSize),

    async reviewed(answerId: string): Promise<AnswerRow | null> {
      const [row] = await reviewRows().where(eq(personaAnswers.id, answerId));
      return row ?? null;
    },

    async setReview(answerId: string, reviewerId: string, status: 'approved' | 'hidden'): Promise<boolean> {
      const updated = await db
        .update(personaAnswers)
        .set({ status, reviewedBy: reviewerId, reviewedAt: new Date() })
        .where(eq(personaAnswers.id, answerId))
        .returning({ id: personaAnswers.id });
      return updated.length === 1;
    },

    /** The questions no entry answered yet, oldest first: what Karim has still to answer. */
    unanswered: (): Promise<AnswerRow[]> =>
      reviewRows()
        .where(and(eq(personaAnswers.source, 'no_match'), eq(personaAnswers.status, 'shown')))
        .orderBy(asc(personaAnswers.createdAt))
        .limit(flaggedLimit),

    /**
     * The correction rewrites `entryId` (the entry asking the same question) or becomes a new entry; the answer,
     * and `alsoAnswered` (the same question waiting unanswered), point at it. All of it or none.
     */
    async correct(
      answer: AnswerRow,
      reviewerId: string,
      correction: string,
      { entryId, alsoAnswered }: { entryId: string | null; alsoAnswered: readonly string[] },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [rewritten] = entryId
          ? await tx
              .update(personaEntries)
              .set({ answer: correction, origin: 'correction', updatedAt: new Date() })
              .where(eq(personaEntries.id, entryId))
              .returning({ id: personaEntries.id })
          : [];
        // The entry may have been deleted since it was read: the correction then stands as an entry of its own.
        const [entry] = rewritten
          ? [rewritten]
          : await tx
              .insert(personaEntries)
              .values({
                language: answer.language,
                question: answer.question,
                answer: correction,
                origin: 'correction',
                createdBy: reviewerId,
              })
              .returning({ id: personaEntries.id });
        await tx
          .update(personaAnswers)
          .set({
            status: 'corrected',
            reviewedBy: reviewerId,
            reviewedAt: new Date(),
            correctionEntryId: entry!.id,
          })
          .where(inArray(personaAnswers.id, [answer.id, ...alsoAnswered]));
      });
    },

    async answerById(answerId: string): Promise<AnswerRow | null> {
      const [row] = await db.select().from(personaAnswers).where(eq(personaAnswers.id, answerId));
      return row ?? null;
    },
  };
}

export type PersonaRepository = ReturnType<typeof personaRepository>;
