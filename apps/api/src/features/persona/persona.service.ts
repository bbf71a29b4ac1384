import {
  ErrorCode,
  type HealthProfile,
  type Language,
  type PersonaAnswer,
  type PersonaEntry,
  type PersonaEntryInput,
  type PersonaStreamEvent,
  type ReviewedAnswer,
  type ReviewFilter,
  type Role,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { EventRecorder } from '../../lib/domain-events/domain-events';
import { AppError } from '../../lib/errors';
import { gatedAnswer } from '../../lib/language-model/gated-answer';
import { modelWithinQuota, type ModelQuota } from '../../lib/language-model/model-quota';
import { citationsOf, groundingOf, libraryText, sentenceCheck } from './persona-answer';
import { guardQuestion } from './persona-guard';
import type { PersonaLibrary } from './persona-library';
import { noAnswerReply, personaSystemPrompt, refusalReply } from './persona-replies';
import type { FoodRestrictions } from './restricted-foods';
import { questionKey } from './search-terms';
import type { AnswerRow, EntryRow, NewAnswer, PersonaRepository } from './persona.repository';

export interface PersonaPorts {
  repository: PersonaRepository;
  /** The repository inside one transaction whose events are delivered after it commits. */
  inTransaction<T>(work: (tx: PersonaRepository & EventRecorder) => Promise<T>): Promise<T>;
  library: PersonaLibrary;
  memberOf(caller: Caller): Promise<{ id: string; role: Role; language: Language }>;
  /** Who asked, for karim's review: the members of a list of ids, from the users feature. */
  cardsOf(userIds: readonly string[]): Promise<{ id: string; username: string | null }[]>;
  /** The member's health profile (the health-profile feature's): what they are allergic to, how they eat. */
  healthOf(caller: Caller): Promise<HealthProfile | null>;
  /** The optional model and its daily quota. */
  quota: ModelQuota;
  /** The member has an answer by then, from the model or from the library. */
  deadlineMs: number;
}

const passagesLimit = 3;
const answerMaxTokens = 300;

const restrictionsOf = (profile: HealthProfile | null): FoodRestrictions => ({
  allergies: profile?.allergies ?? [],
  diets: profile?.dietaryPreferences ?? [],
});

const answerView = (row: AnswerRow): PersonaAnswer => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  language: row.language as Language,
  source: row.source as PersonaAnswer['source'],
  citations: row.citations,
  refusal:
    row.refusalTopic && row.refusalPointer
      ? {
          topic: row.refusalTopic as NonNullable<PersonaAnswer['refusal']>['topic'],
          pointer: row.refusalPointer as NonNullable<PersonaAnswer['refusal']>['pointer'],
        }
      : null,
  isFlagged: row.flaggedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const reviewedView = (row: AnswerRow, askedBy: string | null): ReviewedAnswer => ({
  ...answerView(row),
  status: row.status as ReviewedAnswer['status'],
  flagReason: row.flagReason,
  askedBy,
});

const entryView = (row: EntryRow): PersonaEntry => ({
  id: row.id,
  language: row.language as Language,
  question: row.question,
  answer: row.answer,
  origin: row.origin as PersonaEntry['origin'],
  updatedAt: row.updatedAt.toISOString(),
});

/** Karim's AI (issue 16): grounded in his posts and his Q&A library, refusing what it must, reviewed by him. */
export function personaService({
  repository,
  inTransaction,
  library,
  memberOf,
  cardsOf,
  healthOf,
  quota,
  deadlineMs,
}: PersonaPorts) {
  /** Karim reads who asked by their username, from the users feature (issue 37: no join into its table). */
  async function reviewedViews(rows: AnswerRow[]): Promise<ReviewedAnswer[]> {
    const askers = await cardsOf(rows.map((row) => row.userId));
    const usernameOf = new Map(askers.map((asker) => [asker.id, asker.username]));
    return rows.map((row) => reviewedView(row, usernameOf.get(row.userId) ?? null));
  }

  async function reviewedOrMissing(answerId: string): Promise<ReviewedAnswer> {
    const row = await repository.reviewed(answerId);
    if (!row) throw new AppError(ErrorCode.notFound);
    const [view] = await reviewedViews([row]);
    return view!;
  }

  return {
    /** The answer as events: where it comes from, its words as they come, and the answer as kept. */
    async *ask(caller: Caller, question: string, signal?: AbortSignal): AsyncGenerator<PersonaStreamEvent> {
      const member = await memberOf(caller);
      const { language } = member;
      const keep = async (answer: Omit<NewAnswer, 'userId' | 'language' | 'question'>) =>
        answerView(await repository.insertAnswer({ userId: member.id, language, question, ...answer }));

      const refusal = guardQuestion(question, language);
      if (refusal) {
        const text = refusalReply(refusal, language);
        yield { type: 'start', citations: [], refusal };
        yield { type: 'delta', text };
        const answer = await keep({
          answer: text,
          source: 'refusal',
          citations: [],
          refusalTopic: refusal.topic,
          refusalPointer: refusal.pointer,
        });
        yield { type: 'done', answer };
        return;
      }

      const [index, profile] = await Promise.all([library.current(), healthOf(caller)]);
      const found = index.search(question, language, { limit: passagesLimit });
      if (found.length === 0) {
        // Below the confidence floor: the honest answer, kept as `no_match` for his unanswered queue.
        yield { type: 'start', citations: [], refusal: null };
        yield { type: 'delta', text: noAnswerReply[language] };
        const answer = await keep({
          answer: noAnswerReply[language],
          source: 'no_match',
          citations: [],
          refusalTopic: null,
          refusalPointer: null,
        });
        yield { type: 'done', answer };
        return;
      }

      const hits = groundingOf(found);
      const restrictions = restrictionsOf(profile);
      const model = await modelWithinQuota(quota, member);
      // The library's answer is the best passage's words; the model's may draw on the others it was given.
      const cited = (source: NewAnswer['source']) =>
        citationsOf(source === 'model' ? hits : hits.slice(0, 1));
      yield { type: 'start', citations: cited(model.isAvailable ? 'model' : 'library'), refusal: null };
      let text = '';
      let source: NewAnswer['source'] = 'library';
      const events = gatedAnswer({
        model,
        request: {
          system: personaSystemPrompt(
            language,
            hits.map(({ passage }) => passage),
            restrictions,
          ),
          messages: [{ role: 'user', content: question }],
          maxTokens: answerMaxTokens,
          signal,
          labels: { userId: member.id, feature: 'persona' },
        },
        fallbackText: libraryText(hits, language, restrictions),
        checkSentence: sentenceCheck(hits, language, restrictions),
        deadlineMs,
      });
      for await (const event of events) {
        if (event.type === 'delta') text += event.text;
        if (event.type === 'replace') text = event.text;
        if (event.type === 'done') source = event.source === 'model' ? 'model' : 'library';
        else yield { type: event.type, text: event.text };
      }
      const answer = await keep({
        answer: text,
        source,
        citations: cited(source),
        refusalTopic: null,
        refusalPointer: null,
      });
      yield { type: 'done', answer };
    },

    async history(caller: Caller): Promise<PersonaAnswer[]> {
      const member = await memberOf(caller);
      return (await repository.historyOf(member.id)).map(answerView);
    },

    async flag(caller: Caller, answerId: string, reason: string | undefined): Promise<PersonaAnswer> {
      const member = await memberOf(caller);
      const row = await repository.flag(answerId, member.id, reason?.trim() || null);
      if (!row) throw new AppError(ErrorCode.notFound);
      return answerView(row);
    },

    /** Flagged answers, the week's sample, or the questions no entry answered yet (oldest first). */
    async reviewQueue(filter: ReviewFilter): Promise<ReviewedAnswer[]> {
      const rows = await {
        flagged: repository.flagged,
        recent: repository.sample,
        unanswered: repository.unanswered,
      }[filter]();
      return reviewedViews(rows);
    },

    async review(caller: Caller, answerId: string, status: 'approved' | 'hidden'): Promise<ReviewedAnswer> {
      const reviewer = await memberOf(caller);
      if (!(await repository.setReview(answerId, reviewer.id, status)))
        throw new AppError(ErrorCode.notFound);
      return reviewedOrMissing(answerId);
    },

    /**
     * The correction becomes the library's answer to the question in the answer's language: the entry already
     * asking it (as the search reads questions) is rewritten, otherwise a new one is added, so the next member
     * asking gets it and no older entry competes with it. Answering one of the unanswered questions answers the
     * others still waiting with the same words. Each member who asked an unanswered one is told in the bell, as the
     * honest reply promised them (`noAnswerReply`).
     */
    async correct(caller: Caller, answerId: string, correction: string): Promise<ReviewedAnswer> {
      const reviewer = await memberOf(caller);
      const answer = await repository.answerById(answerId);
      if (!answer) throw new AppError(ErrorCode.notFound);
      const language = answer.language as Language;
      const key = questionKey(answer.question, language);
      const isSameQuestion = (row: { language: string; question: string }) =>
        key !== '' && row.language === language && questionKey(row.question, language) === key;
      const [entries, waiting] = await Promise.all([
        repository.entriesNewestFirst(),
        answer.source === 'no_match' ? repository.unanswered() : Promise.resolve([]),
      ]);
      const alsoAnswered = waiting
        .filter((row) => row.id !== answer.id && isSameQuestion(row))
        .map((row) => row.id);
      await inTransaction(async (tx) => {
        await tx.correct(answer, reviewer.id, correction, {
          entryId: entries.find(isSameQuestion)?.id ?? null,
          alsoAnswered,
        });
        if (answer.source === 'no_match')
          await tx.publish('persona.answered', { answerIds: [answer.id, ...alsoAnswered] });
      });
      return reviewedOrMissing(answerId);
    },

    entries: async () => (await repository.entriesNewestFirst()).map(entryView),

    async createEntry(caller: Caller, entry: PersonaEntryInput): Promise<PersonaEntry> {
      const author = await memberOf(caller);
      return entryView(await repository.insertEntry(entry, author.id));
    },

    /** The demo's first entries, written by the ambassador (idempotent). */
    async seedLibrary(entries: PersonaEntryInput[], author: Caller) {
      await repository.seedIfEmpty(entries, (await memberOf(author)).id);
    },

    async updateEntry(entryId: string, entry: PersonaEntryInput): Promise<PersonaEntry> {
      const row = await repository.updateEntry(entryId, entry);
      if (!row) throw new AppError(ErrorCode.notFound);
      return entryView(row);
    },

    async deleteEntry(entryId: string): Promise<void> {
      if (!(await repository.deleteEntry(entryId))) throw new AppError(ErrorCode.notFound);
    },
  };
}

export type PersonaService = ReturnType<typeof personaService>;
