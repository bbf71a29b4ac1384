import type { Language } from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribePremium } from '../test/billing';
import { createTestApp, memberWithRole, seedPlans, servicesOf, type TestApp } from '../test/test-app';
import { streamEventsOf, textOf } from '../test/answer-stream';
import { demoPersonaEntries } from './demo-persona';

/** A newcomer trying the demo asks in their own words; Karim's first answers must be found in every language. */
const asked: Record<Language, [question: string, expected: string][]> = {
  en: [
    ['I have never run, how do I begin?', 'walk–run'],
    ['how much protein after a workout', '20 to 30 g'],
  ],
  fr: [
    ['je n’ai jamais couru, comment commencer ?', 'alterner'],
    ['combien de protéines après une séance', '20 à 30 g'],
  ],
  ar: [
    ['كيف أبدأ في الجري؟', 'دقيقة جري'],
    ['كم بروتين بعد التمرين؟', '20 إلى 30'],
  ],
};

describe('the demo persona library (issue 16)', () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await createTestApp();
    const plans = await seedPlans(subject);
    const karim = await memberWithRole(subject, 'karim');
    const services = await servicesOf(subject);
    await services.persona.seedLibrary(demoPersonaEntries(), karim);
    await services.persona.seedLibrary(demoPersonaEntries(), karim);
    Object.assign(subject, { plans });
  });
  afterAll(() => subject.close());

  it('is seeded once, and answers a newcomer’s own words in English, French and Arabic', async () => {
    const services = await servicesOf(subject);
    expect(await services.persona.entries()).toHaveLength(demoPersonaEntries().length);
    const { monthly } = (subject as TestApp & { plans: Awaited<ReturnType<typeof seedPlans>> }).plans;
    for (const language of ['en', 'fr', 'ar'] as const) {
      const member = await memberWithRole(subject, 'user', language);
      await subscribePremium(subject.app, member, monthly.id);
      for (const [question, expected] of asked[language]) {
        const response = await subject.app.inject({
          method: 'POST',
          url: '/api/persona/questions',
          headers: { ...member.authorization, accept: 'text/event-stream' },
          payload: { question },
        });
        expect(textOf(streamEventsOf(response.payload)), question).toContain(expected);
      }
    }
  });
});
