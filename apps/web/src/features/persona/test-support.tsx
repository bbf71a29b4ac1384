import { paths } from '@vitalia/contracts';
import type { PersonaAnswer, PersonaEntry, PersonaStreamEvent, ReviewedAnswer } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import personaCopy from '../../locales/en/persona.json';
import { initTestI18n } from '../../test/i18n';
import { eventStream } from '../../test/event-stream';
import { renderScreenAt } from '../../test/render-screen';

export async function initPersonaCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'persona', personaCopy);
}

export { signInAs } from '../../test/sign-in-as';

/** A screen as the app renders it, at `path`. */
export const renderScreen = (screen: ReactNode, { path = paths.persona() }: { path?: string } = {}) =>
  renderScreenAt(screen, path);

export const answerFixture = (overrides: Partial<PersonaAnswer> = {}): PersonaAnswer => ({
  id: '7a1c2f1e-0000-4000-8000-000000000001',
  question: 'How often should I stretch?',
  answer: 'A few minutes after every session is plenty.',
  language: 'en',
  source: 'library',
  citations: [{ kind: 'qa', sourceId: 'qa-1', title: 'Do I need to stretch?' }],
  refusal: null,
  isFlagged: false,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

export const reviewedFixture = (overrides: Partial<ReviewedAnswer> = {}): ReviewedAnswer => ({
  ...answerFixture({ isFlagged: true }),
  status: 'flagged',
  flagReason: 'Too vague',
  askedBy: 'amina_fit',
  ...overrides,
});

export const entryFixture = (overrides: Partial<PersonaEntry> = {}): PersonaEntry => ({
  id: '8b1c2f1e-0000-4000-8000-000000000001',
  language: 'fr',
  question: 'Faut-il s’étirer ?',
  answer: 'Quelques minutes après chaque séance suffisent.',
  origin: 'written',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

export const answerStream = () => eventStream<PersonaStreamEvent>();

/** A refusal before any word, as the API answers it. */
export const refusalResponse = (status: number, code: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code, message: 'server words, never shown' } }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
