import type {
  HealthProfileInput,
  Language,
  PersonaEntry,
  PersonaEntryInput,
  PersonaStreamEvent,
} from '@vitalia/contracts';
import { expect } from 'vitest';
import type { TestAccount } from '../../test/accounts';
import { streamEventsOf, textOf } from '../../test/answer-stream';
import { call, subscribePremium } from '../../test/billing';
import { memberWithRole, type SeededPlans, type TestApp } from '../../test/test-app';

/** Calls to Karim's AI and its review, and Premium members to ask it (tests only). */
export function personaTestClient(subject: () => TestApp, plans: () => SeededPlans) {
  const api = (
    account: TestAccount | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    body?: object,
  ) => call(subject().app, account, method, `/api${url}`, body);

  /** Asks as the web does; the last event is `done`, with the answer as kept. */
  async function asked(account: TestAccount, question: string) {
    const response = await subject().app.inject({
      method: 'POST',
      url: '/api/persona/questions',
      headers: { ...account.authorization, accept: 'text/event-stream' },
      payload: { question },
    });
    expect(response.statusCode).toBe(200);
    const events: PersonaStreamEvent[] = streamEventsOf(response.payload);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`no done event in ${response.payload}`);
    return { events, answer: done.answer, text: textOf(events) };
  }

  async function premiumMember(language: Language = 'en', health?: Omit<HealthProfileInput, 'consent'>) {
    const member = await memberWithRole(subject(), 'user', language);
    await subscribePremium(subject().app, member, plans().monthly.id);
    if (health) {
      const saved = await api(member, 'PUT', '/users/me/health', { consent: true, ...health });
      expect(saved.statusCode).toBe(200);
    }
    return member;
  }

  async function addEntry(author: TestAccount, entry: PersonaEntryInput) {
    const response = await api(author, 'POST', '/admin/persona/entries', entry);
    expect(response.statusCode).toBe(201);
    return response.json().data as PersonaEntry;
  }

  return { api, asked, premiumMember, addEntry };
}
