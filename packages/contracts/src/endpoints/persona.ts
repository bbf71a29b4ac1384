import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import {
  answerCorrection,
  flagAnswer,
  personaAnswer,
  personaEntry,
  personaEntryInput,
  personaQuestion,
  reviewedAnswer,
  reviewQuery,
} from '../persona';

const answerParams = z.object({ answerId: uuidParam });
const entryParams = z.object({ entryId: uuidParam });

/** The persona is Premium (D4); the ambassador and admins ask it too, to hear what members hear. */
const asker = access.premiumOrStaff('persona_review');
const reviewer = access.staff('persona_review');

/**
 * Asks Karim's AI. The answer streams back as Server-Sent Events on this response (`personaStreamEvent`): the
 * question goes up as a plain POST with the caller's token, so no ticket is needed.
 */
export const askPersona = endpoint({
  method: 'POST',
  path: '/persona/questions',
  access: asker,
  resource: 'persona-answers',
  changes: ['persona-answers', 'persona-review'],
  summary: "Asks Karim's AI; the answer streams back (start, deltas, replace, done) with its citations",
  body: personaQuestion,
});

export const myAnswers = endpoint({
  method: 'GET',
  path: '/persona/answers',
  access: asker,
  resource: 'persona-answers',
  summary: "The caller's recent questions and answers, newest last (30 at most)",
  response: answer(z.array(personaAnswer)),
});

export const flagPersonaAnswer = endpoint({
  method: 'POST',
  path: '/persona/answers/:answerId/flag',
  access: asker,
  resource: 'persona-answers',
  changes: ['persona-answers', 'persona-review'],
  summary: 'Flags one of the caller’s answers for the ambassador to review (again is harmless)',
  params: answerParams,
  body: flagAnswer,
  response: answer(personaAnswer),
});

export const reviewQueue = endpoint({
  method: 'GET',
  path: '/admin/persona/answers',
  access: reviewer,
  resource: 'persona-review',
  summary:
    'Flagged answers (oldest flag first), a sample of the last week’s, or the questions no entry answered yet (oldest first)',
  query: reviewQuery,
  response: answer(z.array(reviewedAnswer)),
});

export const approveAnswer = endpoint({
  method: 'POST',
  path: '/admin/persona/answers/:answerId/approve',
  access: reviewer,
  resource: 'persona-review',
  changes: ['persona-review'],
  summary: 'Marks an answer as right',
  params: answerParams,
  response: answer(reviewedAnswer),
});

export const correctAnswer = endpoint({
  method: 'POST',
  path: '/admin/persona/answers/:answerId/correct',
  access: reviewer,
  resource: 'persona-review',
  changes: ['persona-review', 'persona-entries'],
  summary:
    'Corrects or answers an answer: the text becomes the library’s answer to its question, which the persona answers from next time',
  params: answerParams,
  body: answerCorrection,
  response: answer(reviewedAnswer),
});

export const hideAnswer = endpoint({
  method: 'POST',
  path: '/admin/persona/answers/:answerId/hide',
  access: reviewer,
  resource: 'persona-review',
  changes: ['persona-review', 'persona-answers'],
  summary: 'Hides an answer from the member’s history',
  params: answerParams,
  response: answer(reviewedAnswer),
});

export const listEntries = endpoint({
  method: 'GET',
  path: '/admin/persona/entries',
  access: reviewer,
  resource: 'persona-entries',
  summary: 'The Q&A library, newest change first',
  response: answer(z.array(personaEntry)),
});

export const createEntry = endpoint({
  method: 'POST',
  path: '/admin/persona/entries',
  access: reviewer,
  resource: 'persona-entries',
  changes: ['persona-entries'],
  summary: 'Adds a question and the ambassador’s answer to the library',
  body: personaEntryInput,
  status: 201,
  response: answer(personaEntry),
});

export const updateEntry = endpoint({
  method: 'PUT',
  path: '/admin/persona/entries/:entryId',
  access: reviewer,
  resource: 'persona-entries',
  changes: ['persona-entries'],
  summary: 'Rewrites a library entry',
  params: entryParams,
  body: personaEntryInput,
  response: answer(personaEntry),
});

export const deleteEntry = endpoint({
  method: 'DELETE',
  path: '/admin/persona/entries/:entryId',
  access: reviewer,
  resource: 'persona-entries',
  changes: ['persona-entries'],
  summary: 'Removes a library entry',
  params: entryParams,
  status: 204,
});
