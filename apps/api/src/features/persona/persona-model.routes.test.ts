import type { Language, PersonaStreamEvent, Plan } from '@vitalia/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modelCalls } from '../../db/schema';
import type { TestAccount } from '../../test/accounts';
import { call, subscribePremium } from '../../test/billing';
import { startLoopbackModelServer, type LoopbackModelServer } from '../../test/loopback-model-server';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';
import { streamEventsOf, textOf } from '../../test/answer-stream';

const libraryAnswer = 'Eggs, Greek yogurt or cottage cheese: aim for about 30 g of protein at breakfast.';
const deadlineMs = 1500;

describe('Karim’s AI with a language model (issue 16)', () => {
  let model: LoopbackModelServer;
  let subject: TestApp;
  let plans: SeededPlans;
  let admin: TestAccount;

  async function premiumMember(language: Language = 'en', planId = plans.monthly.id) {
    const member = await memberWithRole(subject, 'user', language);
    await subscribePremium(subject.app, member, planId);
    return member;
  }
  /** A Premium plan of its own whose members may call the model `aiDailyCalls` times a day (issue 16). */
  async function planAllowing(aiDailyCalls: number) {
    const response = await call(subject.app, admin, 'POST', '/api/admin/plans', {
      name: `Premium ${aiDailyCalls} a day`,
      tier: 'premium',
      type: 'monthly',
      priceCents: 999,
      aiDailyCalls,
    });
    const plan = response.json().data as Plan;
    expect(plan.aiDailyCalls).toBe(aiDailyCalls);
    return plan.id;
  }
  async function asked(account: TestAccount, question = 'What should I eat at breakfast for more protein?') {
    const started = performance.now();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/persona/questions',
      headers: { ...account.authorization, accept: 'text/event-stream' },
      payload: { question },
    });
    const events: PersonaStreamEvent[] = streamEventsOf(response.payload);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`no done event in ${response.payload}`);
    return { events, answer: done.answer, text: textOf(events), milliseconds: performance.now() - started };
  }
  const callsOf = async (userId: string) =>
    (
      await subject.database.db
        .select({ calls: count() })
        .from(modelCalls)
        .where(eq(modelCalls.userId, userId))
    )[0]!.calls;
  const idOf = async (account: TestAccount) =>
    ((await call(subject.app, account, 'GET', '/api/users/me')).json().data as { id: string }).id;

  beforeAll(async () => {
    model = await startLoopbackModelServer();
    subject = await createTestApp({
      languageModel: {
        provider: 'openai-compatible',
        baseUrl: model.baseUrl,
        model: 'karim-voice',
        apiKey: 'test-key',
        timeoutMs: deadlineMs,
        firstTokenTimeoutMs: 800,
      },
    });
    plans = await seedPlans(subject);
    admin = await memberWithRole(subject, 'admin');
    const karim = await memberWithRole(subject, 'karim');
    await call(subject.app, karim, 'POST', '/api/admin/persona/entries', {
      language: 'en',
      question: 'What should I eat for breakfast to get more protein?',
      answer: libraryAnswer,
    });
  });
  afterAll(async () => {
    await subject.close();
    await model.close();
  });

  it('streams the model’s words, grounded in his passages, in the member’s language', async () => {
    const member = await premiumMember('fr');
    const words =
      'Bonne question ! Des œufs ou du yaourt grec au petit-déjeuner. Vise environ 30 g de protéines.';
    model.streams(words, { chunkDelayMs: 5 });
    const { events, answer, text } = await asked(member);
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(1);
    expect(text).toBe(words);
    expect(answer).toMatchObject({ source: 'model', language: 'fr' });
    expect(answer.citations[0]).toMatchObject({ kind: 'qa' });
    const sent = model.requests.at(-1)!;
    expect(sent.body.model).toBe('karim-voice');
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.messages![0]!.content).toContain(libraryAnswer);
    expect(sent.body.messages![0]!.content).toContain('French');
    // The call is logged once the answer is out: its cost and latency, counted for the quota.
    const userId = await idOf(member);
    await vi.waitFor(async () => expect(await callsOf(userId)).toBe(1));
  });

  it('replaces words with a number the passages never gave by the library’s answer', async () => {
    const member = await premiumMember();
    model.streams('Great question. Aim for 45 g of protein at breakfast.');
    const { events, answer, text } = await asked(member);
    expect(events.some((event) => event.type === 'replace')).toBe(true);
    expect(text).toBe(libraryAnswer);
    expect(answer).toMatchObject({ source: 'library', answer: libraryAnswer });
  });

  it('replaces words that name a food his passages never named', async () => {
    const member = await premiumMember();
    model.streams('Eggs or Greek yogurt are great. A spoonful of peanut butter on toast works too.');
    const { events, answer, text } = await asked(member);
    expect(events.some((event) => event.type === 'replace')).toBe(true);
    expect(text).toBe(libraryAnswer);
    expect(answer.source).toBe('library');
  });

  it('checks numbers written in words like digits (issue 38)', async () => {
    const member = await premiumMember();
    model.streams('Eggs are great. Aim for about three thousand nine hundred calories today.');
    const strayed = await asked(member);
    expect(strayed.events.some((event) => event.type === 'replace')).toBe(true);
    expect(strayed.answer).toMatchObject({ source: 'library', answer: libraryAnswer });
    // Thirty is a number his passage gives, in digits.
    model.streams('Eggs or Greek yogurt at breakfast. Aim for about thirty grams of protein.');
    expect((await asked(member)).answer.source).toBe('model');
  });

  it('never passes on a food the member is allergic to, even one his passages name (issue 38)', async () => {
    const karim = await memberWithRole(subject, 'karim');
    await call(subject.app, karim, 'POST', '/api/admin/persona/entries', {
      language: 'en',
      question: 'What should I eat before a morning run?',
      answer:
        'A banana with a spoon of peanut butter 45 minutes before you leave. Drink a glass of water as soon as you wake up.',
    });
    const member = await premiumMember();
    const health = await call(subject.app, member, 'PUT', '/api/users/me/health', {
      consent: true,
      allergies: ['peanuts'],
    });
    expect(health.statusCode).toBe(200);
    model.streams('Spread a spoon of peanut butter on your banana. Drink a glass of water too.');
    const { events, answer, text } = await asked(member, 'What should I eat before a morning run?');
    expect(events.some((event) => event.type === 'replace')).toBe(true);
    expect(answer.source).toBe('library');
    expect(text).not.toContain('peanut');
    expect(text).toContain('Drink a glass of water as soon as you wake up.');
    // The model was told what this member must avoid.
    expect(model.requests.at(-1)!.body.messages![0]!.content).toContain('peanuts (allergy)');
  });

  it('replaces words that stray into a subject it refuses', async () => {
    const member = await premiumMember();
    model.streams('Eggs are great. You could also take ibuprofen before training.');
    const { text } = await asked(member);
    expect(text).toBe(libraryAnswer);
  });

  it('answers from the library in time when the model hangs or fails', async () => {
    const member = await premiumMember();
    model.hangs();
    const hung = await asked(member);
    expect(hung.text).toBe(libraryAnswer);
    expect(hung.milliseconds).toBeLessThan(deadlineMs + 1000);
    model.fails(500);
    expect((await asked(member)).answer).toMatchObject({ source: 'library', answer: libraryAnswer });
  });

  it('stops calling the model past the daily quota of the member’s plan, and still answers', async () => {
    const member = await premiumMember('en', await planAllowing(2));
    const userId = await idOf(member);
    const words = 'Eggs or Greek yogurt at breakfast. Aim for about 30 g of protein.';
    model.streams(words);
    for (const callsSoFar of [1, 2]) {
      const before = model.requests.length;
      const { answer } = await asked(member);
      expect(answer).toMatchObject({ source: 'model', answer: words });
      expect(model.requests.length).toBe(before + 1);
      // The call is counted once the answer is out: wait for it before asking again.
      await vi.waitFor(async () => expect(await callsOf(userId)).toBe(callsSoFar));
    }
    const before = model.requests.length;
    const { answer } = await asked(member);
    expect(answer).toMatchObject({ source: 'library', answer: libraryAnswer });
    expect(model.requests.length).toBe(before);
    expect(await callsOf(userId)).toBe(2);
  });

  it('never calls the model for a member whose plan allows 0 calls a day', async () => {
    const member = await premiumMember('en', await planAllowing(0));
    const before = model.requests.length;
    model.streams('This should never be asked for.');
    const { answer } = await asked(member);
    expect(answer).toMatchObject({ source: 'library', answer: libraryAnswer });
    expect(model.requests.length).toBe(before);
    expect(await callsOf(await idOf(member))).toBe(0);
  });

  // Last: after a 429 the client holds off the model for its Retry-After.
  it('answers from the library when the model is rate-limited', async () => {
    const member = await premiumMember();
    model.fails(429, { retryAfter: '30' });
    const { answer, milliseconds } = await asked(member);
    expect(answer).toMatchObject({ source: 'library', answer: libraryAnswer });
    expect(milliseconds).toBeLessThan(deadlineMs);
  });
});
