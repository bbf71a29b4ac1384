import { z } from 'zod';
import { languages } from './languages';

/**
 * "Karim's AI" (issue 16): a chat with an AI persona of the brand's ambassador, grounded in his own feed posts and
 * the Q&A library he writes, always labelled as AI (docs/decisions/031-ambassador-persona.md).
 */
export const personaQuestionMaxLength = 500;
export const personaEntryQuestionMaxLength = 300;
export const personaEntryAnswerMaxLength = 2000;

/** Topics the persona never answers, each with where it sends the member instead. */
export const refusalTopics = [
  'medical_diagnosis',
  'medication',
  'eating_disorder',
  'self_harm',
  'prize_draw',
] as const;
export type RefusalTopic = (typeof refusalTopics)[number];
export const refusalPointers = ['doctor', 'emergency', 'support', 'help_centre'] as const;
export type RefusalPointer = (typeof refusalPointers)[number];

export const personaQuestion = z.object({
  question: z.string('7820').trim().min(1, '7820').max(personaQuestionMaxLength, '7821'),
});

/** Where an answer's words come from. */
export const citation = z.object({
  kind: z.enum(['qa', 'post']),
  sourceId: z.string(),
  /** The Q&A question or the post's title, in the language it is shown in. */
  title: z.string(),
});
export type Citation = z.infer<typeof citation>;

export const answerSources = ['library', 'model', 'refusal', 'no_match'] as const;
export const answerStatuses = ['shown', 'flagged', 'approved', 'corrected', 'hidden'] as const;

export const personaAnswer = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string(),
  language: z.enum(languages),
  source: z.enum(answerSources),
  citations: z.array(citation),
  refusal: z.object({ topic: z.enum(refusalTopics), pointer: z.enum(refusalPointers) }).nullable(),
  isFlagged: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PersonaAnswer = z.infer<typeof personaAnswer>;

/**
 * What the answer stream sends, as SSE events (the event name is the `type`): `start` (where the words will come
 * from), the words as `delta`s, a `replace` when the model's words failed their checks (or never came) and the
 * library's take their place, and `done` with the answer as kept (its id is what a flag names).
 */
export const personaStreamEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    citations: z.array(citation),
    refusal: personaAnswer.shape.refusal,
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('replace'), text: z.string() }),
  z.object({ type: z.literal('done'), answer: personaAnswer }),
]);
export type PersonaStreamEvent = z.infer<typeof personaStreamEvent>;

export const flagAnswer = z.object({ reason: z.string('4000').trim().max(300, '4000').optional() });

/** A Q&A entry of the ambassador's library. */
export const personaEntryInput = z.object({
  language: z.enum(languages, '4000'),
  question: z.string('7822').trim().min(1, '7822').max(personaEntryQuestionMaxLength, '7822'),
  answer: z.string('7823').trim().min(1, '7823').max(personaEntryAnswerMaxLength, '7823'),
});
export type PersonaEntryInput = z.infer<typeof personaEntryInput>;

export const personaEntry = personaEntryInput.extend({
  id: z.uuid(),
  /** Written in the library, or made from the correction of a member's answer. */
  origin: z.enum(['written', 'correction']),
  updatedAt: z.iso.datetime(),
});
export type PersonaEntry = z.infer<typeof personaEntry>;

/** Flagged answers, a sample of the week's, or the questions no entry answered yet (Karim's to answer). */
export const reviewFilters = ['flagged', 'recent', 'unanswered'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];
export const reviewQuery = z.object({ filter: z.enum(reviewFilters, '4000').default('flagged') });

export const reviewedAnswer = personaAnswer.extend({
  status: z.enum(answerStatuses),
  flagReason: z.string().nullable(),
  /** The member's username, never their name: staff review words, not people. */
  askedBy: z.string().nullable(),
});
export type ReviewedAnswer = z.infer<typeof reviewedAnswer>;

export const answerCorrection = z.object({
  answer: z.string('7823').trim().min(1, '7823').max(personaEntryAnswerMaxLength, '7823'),
});
