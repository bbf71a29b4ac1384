import {
  ErrorCode,
  type Citation,
  type Language,
  type PersonaAnswer,
  type PersonaEntry,
  type PersonaEntryInput,
  type PersonaStreamEvent,
  type ReviewedAnswer,
  type Role,
} from '@vitalia/contracts';
import { containsWord, foodsNamedIn, unlistedFoodWords, wordsOf } from '../../data/food-words';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { gatedAnswer, numbersIn } from '../../lib/language-model/gated-answer';
import { modelWithinQuota, type ModelQuota } from '../../lib/language-model/model-quota';
import { foldText } from '../../lib/normalise-text';
import { guardQuestion } from './persona-guard';
import type { PersonaHit } from './persona-index';
import type { PersonaLibrary } from './persona-library';
import { fromPostLine, noMatchReply, personaSystemPrompt, refusalReplies } from './persona-replies';
import type { AnswerRow, EntryRow, NewAnswer, PersonaRepository, ReviewRow } from './persona.repository';

export interface PersonaPorts {
  repository: PersonaRepository;
  library: PersonaLibrary;
  memberOf(caller: Caller): Promise<{ id: string; role: Role; language: Language }>;
  /** The optional model and its daily quota. */
  quota: ModelQuota;
  /** The member has an answer by then, from the model or from the library. */
  deadlineMs: number;
}

/** Passages handed on: the best, and those at least half as close as the best. */
const passagesLimit = 3;
const closeEnough = 0.5;
const excerptCharacters = 320;
const answerMaxTokens = 300;

function excerptOf(text: string): string {
  if (text.length <= excerptCharacters) return text;
  const cut = text.slice(0, excerptCharacters);
  const sentenceEnd = Math.max(
    cut.lastIndexOf('. '),
    cut.lastIndexOf('! '),
    cut.lastIndexOf('? '),
    cut.lastIndexOf('؟ '),
  );
  return sentenceEnd > excerptCharacters / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.trimEnd()}…`;
}

/** What the library alone answers: his own answer to the closest question, or his post's words, with sources. */
function libraryReply(hits: readonly PersonaHit[], language: Language) {
  const [best] = hits;
  if (!best)
    return { text: noMatchReply[language], citations: [] as Citation[], source: 'no_match' as const };
  const text =
    best.passage.kind === 'qa'
      ? best.passage.text
      : `${fromPostLine[language](best.passage.title)}\n${excerptOf(best.passage.text)}`;
  const seen = new Set<string>();
  const citations = hits.flatMap(({ passage }) => {
    const key = `${passage.kind}:${passage.sourceId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ kind: passage.kind, sourceId: passage.sourceId, title: passage.title }];
  });
  return { text, citations, source: 'library' as const };
}

/**
 * A sentence of the model's passes when every number in it is one the passages give, every food it names is one
 * they name (in whichever language they are written), and it touches no subject the persona refuses: the words may
 * be the model's, the facts must be his.
 */
function sentenceCheck(hits: readonly PersonaHit[], language: Language) {
  const passages = hits.map(({ passage }) => passage);
  const known = new Set(passages.flatMap((passage) => numbersIn(`${passage.title} ${passage.text}`)));
  const namedFoods = new Set(
    passages.flatMap((passage) =>
      foodsNamedIn(`${passage.title} ${passage.text}`, passage.language).map((food) => food.id),
    ),
  );
  const passageWords = passages.flatMap((passage) => wordsOf(`${passage.title} ${passage.text}`));
  const otherFoodWords = unlistedFoodWords(namedFoods, language, passageWords);
  return (sentence: string) =>
    numbersIn(sentence, language).every((number) => known.has(number)) &&
    !otherFoodWords.some((word) => containsWord(foldText(sentence), word)) &&
    guardQuestion(sentence, language) === null;
}

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

const reviewedView = (row: ReviewRow): ReviewedAnswer => ({
  ...answerView(row),
  status: row.status as ReviewedAnswer['status'],
  flagReason: row.flagReason,
  askedBy: row.askedBy,
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
export function personaService({ repository, library, memberOf, quota, deadlineMs }: PersonaPorts) {
  async function reviewedOrMissing(answerId: string): Promise<ReviewedAnswer> {
    const row = await repository.reviewed(answerId);
    if (!row) throw new AppError(ErrorCode.notFound);
    return reviewedView(row);
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
        const text = refusalReplies[refusal.topic][language];
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

      const found = (await library.current()).search(question, language, { limit: passagesLimit });
      const hits = found.filter((hit) => hit.score >= found[0]!.score * closeEnough);
      const reply = libraryReply(hits, language);
      yield { type: 'start', citations: reply.citations, refusal: null };

      let text = '';
      let source: NewAnswer['source'] = reply.source;
      const events =
        reply.source === 'no_match'
          ? [{ type: 'delta' as const, text: reply.text }]
          : gatedAnswer({
              model: await modelWithinQuota(quota, member),
              request: {
                system: personaSystemPrompt(
                  language,
                  hits.map(({ passage }) => passage),
                ),
                messages: [{ role: 'user', content: question }],
                maxTokens: answerMaxTokens,
                signal,
                labels: { userId: member.id, feature: 'persona' },
              },
              fallbackText: reply.text,
              checkSentence: sentenceCheck(hits, language),
              deadlineMs,
            });
      for await (const event of events) {
        if (event.type === 'delta') text += event.text;
        if (event.type === 'replace') text = event.text;
        if (event.type === 'done') source = event.source === 'model' ? 'model' : reply.source;
        else yield { type: event.type, text: event.text };
      }
      const answer = await keep({
        answer: text,
        source,
        citations: reply.citations,
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

    async reviewQueue(filter: 'flagged' | 'recent'): Promise<ReviewedAnswer[]> {
      const rows = filter === 'flagged' ? await repository.flagged() : await repository.sample();
      return rows.map(reviewedView);
    },

    async review(caller: Caller, answerId: string, status: 'approved' | 'hidden'): Promise<ReviewedAnswer> {
      const reviewer = await memberOf(caller);
      if (!(await repository.setReview(answerId, reviewer.id, status)))
        throw new AppError(ErrorCode.notFound);
      return reviewedOrMissing(answerId);
    },

    /** The correction becomes a Q&A entry in the answer's language, for the same question: the next asker gets it. */
    async correct(caller: Caller, answerId: string, correction: string): Promise<ReviewedAnswer> {
      const reviewer = await memberOf(caller);
      const answer = await repository.answerById(answerId);
      if (!answer) throw new AppError(ErrorCode.notFound);
      await repository.correct(answer, reviewer.id, correction);
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
