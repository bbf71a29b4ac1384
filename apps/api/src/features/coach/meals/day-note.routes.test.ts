import type { DayNoteEvent, MealWeek } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/accounts';
import { startLoopbackModelServer, type LoopbackModelServer } from '../../../test/loopback-model-server';
import { createTestApp, seedPlans, type SeededPlans, type TestApp } from '../../../test/test-app';
import { coachTestClient, keepFit } from '../coach-test-support';
import { streamEventsOf, textOf } from '../../../test/answer-stream';

const dayMs = 86_400_000;
const thisMonday = () => {
  const today = new Date();
  return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * dayMs).toISOString().slice(0, 10);
};
const deadlineMs = 1500;

describe('the coach’s note on a day of meals (issue 16)', () => {
  let model: LoopbackModelServer;
  let withModel: TestApp;
  let withoutModel: TestApp;
  let plans: SeededPlans;
  let subject: TestApp;
  const { api, premiumMember } = coachTestClient(
    () => subject,
    () => plans,
  );

  async function noteOf(account: TestAccount, body: object) {
    const started = performance.now();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/coach/meals/note',
      headers: { ...account.authorization, accept: 'text/event-stream' },
      payload: body,
    });
    const events = streamEventsOf<DayNoteEvent>(response.payload);
    return { response, events, text: textOf(events), milliseconds: performance.now() - started };
  }

  /** A vegetarian member allergic to nuts, and their Monday as the API planned it. */
  async function plannedMember() {
    const member = await premiumMember('1991-07-02', 'female');
    await api(member, 'PUT', '/users/me/health', {
      consent: true,
      heightCm: 170,
      weightKg: 63,
      dietaryPreferences: ['vegetarian'],
      allergies: ['nuts'],
    });
    await api(member, 'PUT', '/coach/settings', keepFit);
    const week = (await api(member, 'GET', `/coach/meals?week=${thisMonday()}`)).json().data as MealWeek;
    return { member, day: week.days[0]!, targets: week.targets };
  }
  const monday = () => ({ week: thisMonday(), date: thisMonday() });

  beforeAll(async () => {
    model = await startLoopbackModelServer();
    withoutModel = await createTestApp();
    withModel = await createTestApp({
      languageModel: {
        provider: 'openai-compatible',
        baseUrl: model.baseUrl,
        model: 'coach-voice',
        timeoutMs: deadlineMs,
        firstTokenTimeoutMs: 800,
      },
    });
  });
  afterAll(async () => {
    await withModel.close();
    await withoutModel.close();
    await model.close();
  });

  describe('with no model', () => {
    beforeAll(async () => {
      subject = withoutModel;
      plans = await seedPlans(subject);
    });

    it('gives the engine’s note: the day’s energy against the target, and each meal with its foods', async () => {
      const { member, day, targets } = await plannedMember();
      const { events, text } = await noteOf(member, monday());
      expect(events.at(-1)).toEqual({ type: 'done', source: 'engine' });
      expect(text).toContain(`${new Intl.NumberFormat('en').format(day.totals.kcal)} kcal`);
      expect(text).toContain(new Intl.NumberFormat('en').format(targets.kcal));
      for (const meal of day.meals) for (const item of meal.items) expect(text).toContain(item.name);
    });

    it('answers 7800 before the coach can plan and 7804 for a day outside the week, as JSON', async () => {
      const newcomer = await premiumMember('1990-01-01');
      const early = await noteOf(newcomer, monday());
      expect(early.response.json().error.code).toBe(7800);
      const { member } = await plannedMember();
      const outside = await noteOf(member, { week: thisMonday(), date: '2020-01-01' });
      expect(outside.response.json().error.code).toBe(7804);
    });
  });

  describe('with a model', () => {
    beforeAll(async () => {
      subject = withModel;
      plans = await seedPlans(subject);
    });

    it('streams the model’s words when every number and food is the day’s', async () => {
      const { member, day } = await plannedMember();
      const breakfast = day.meals[0]!.items[0]!;
      const words = `A balanced day of ${day.totals.kcal} kcal with ${day.totals.proteinG} g of protein. ${breakfast.name} at breakfast starts it well.`;
      model.streams(words, { chunkDelayMs: 2 });
      const { events, text } = await noteOf(member, monday());
      expect(text).toBe(words);
      expect(events.at(-1)).toEqual({ type: 'done', source: 'model' });
      expect(model.requests.at(-1)!.body.messages![0]!.content).toContain(breakfast.name);
    });

    it('replaces a wrong number, a food not on the day and a declared allergen by the engine’s note', async () => {
      const { member, day } = await plannedMember();
      for (const words of [
        `A good day of ${day.totals.kcal + 350} kcal.`,
        'A good day. Add grilled salmon at dinner for more protein.',
        'A good day. A handful of almonds makes a great snack.',
      ]) {
        model.streams(words);
        const { events, text } = await noteOf(member, monday());
        expect(events.some((event) => event.type === 'replace')).toBe(true);
        expect(events.at(-1)).toEqual({ type: 'done', source: 'engine' });
        expect(text).toContain(`${new Intl.NumberFormat('en').format(day.totals.kcal)} kcal`);
        expect(text).not.toContain(words);
      }
    });

    it('gives the engine’s note in time when the model hangs, errors or is rate-limited', async () => {
      const { member } = await plannedMember();
      model.hangs();
      const hung = await noteOf(member, monday());
      expect(hung.events.at(-1)).toEqual({ type: 'done', source: 'engine' });
      expect(hung.milliseconds).toBeLessThan(deadlineMs + 1000);
      model.fails(500);
      expect((await noteOf(member, monday())).events.at(-1)).toEqual({ type: 'done', source: 'engine' });
      // A rate limit is not waited out: its Retry-After is past the deadline a member waits.
      model.fails(429, { retryAfter: '30' });
      const limited = await noteOf(member, monday());
      expect(limited.events.at(-1)).toEqual({ type: 'done', source: 'engine' });
      expect(limited.milliseconds).toBeLessThan(deadlineMs + 1000);
    });
  });
});
