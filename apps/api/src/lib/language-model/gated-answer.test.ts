import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLoopbackModelServer, type LoopbackModelServer } from '../../test/loopback-model-server';
import {
  collectAnswer,
  completeSentences,
  gatedAnswer,
  numbersIn,
  type AnswerEvent,
  type GatedAnswerOptions,
} from './gated-answer';
import {
  noLanguageModel,
  openAiCompatibleModel,
  type LanguageModel,
  type ModelCallReport,
} from './language-model';

let server: LoopbackModelServer;
let reports: ModelCallReport[];

beforeEach(async () => {
  server = await startLoopbackModelServer();
  reports = [];
});
afterEach(() => server.close());

const engineText = 'Today: 2,100 kcal, 140 g protein. Breakfast: oats with banana (450 kcal).';
const plan = { numbers: [2100, 140, 450, 700, 2], foods: ['oats', 'banana', 'rice', 'chicken'] };
const allergens = ['peanut', 'peanuts', 'arachide', 'فول سوداني'];

/** The coach's kind of check: every number is the plan's, no allergen is named. */
const coachCheck = (sentence: string) =>
  numbersIn(sentence).every((number) => plan.numbers.includes(number)) &&
  !allergens.some((allergen) => sentence.toLowerCase().includes(allergen));

function modelWith(settings: { timeoutMs?: number; firstTokenTimeoutMs?: number } = {}) {
  const into = reports;
  return openAiCompatibleModel(
    {
      baseUrl: server.baseUrl,
      model: 'llama-3.1-8b',
      timeoutMs: 1500,
      firstTokenTimeoutMs: 500,
      ...settings,
    },
    { onReport: (report) => into.push(report) },
  );
}

const answerOf = (model: LanguageModel, options: Partial<GatedAnswerOptions> = {}) =>
  gatedAnswer({
    model,
    request: { system: 'Word the plan.', messages: [{ role: 'user', content: 'My plan today?' }] },
    fallbackText: engineText,
    checkSentence: coachCheck,
    deadlineMs: 800,
    ...options,
  });

async function eventsOf(answer: AsyncIterable<AnswerEvent>) {
  const events: AnswerEvent[] = [];
  for await (const event of answer) events.push(event);
  return events;
}

/** The report is written once the call's turn is over. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('gatedAnswer', () => {
  it('streams the model’s words sentence by sentence when each passes its check', async () => {
    const text =
      'Your day is 2,100 kcal. Breakfast is oats and a banana, 450 kcal!\nLunch: rice and chicken, 700 kcal.';
    server.streams(text, { chunkDelayMs: 5 });
    const events = await eventsOf(answerOf(modelWith()));
    expect(events).toEqual([
      { type: 'delta', text: 'Your day is 2,100 kcal.' },
      { type: 'delta', text: ' Breakfast is oats and a banana, 450 kcal!' },
      { type: 'delta', text: '\nLunch: rice and chicken, 700 kcal.' },
      { type: 'done', source: 'model' },
    ]);
    await settled();
    expect(reports).toEqual([expect.objectContaining({ outcome: 'ok' })]);
  });

  it('replaces the answer with the engine’s text at the first sentence with a wrong number', async () => {
    server.streams('Your day is 2,100 kcal. Have 3 eggs at breakfast. Enjoy it.', { chunkDelayMs: 5 });
    const events = await eventsOf(answerOf(modelWith()));
    expect(events).toEqual([
      { type: 'delta', text: 'Your day is 2,100 kcal.' },
      { type: 'replace', text: engineText, reason: 'check_failed' },
      { type: 'done', source: 'engine' },
    ]);
    expect(await collectAnswer(answerOf(modelWith()))).toEqual({ text: engineText, source: 'engine' });
    await settled();
    expect(reports.map((report) => report.outcome)).toEqual(['rejected', 'rejected']);
    await expect.poll(() => server.openAnswers()).toBe(0);
  });

  it('catches an allergen the model brought back, in French and Arabic too', async () => {
    for (const text of [
      'Ajoutez une poignée d’arachides grillées.',
      'Vos 2 100 kcal du jour, avec une sauce arachide.',
      'أضف ملعقة من زبدة فول سوداني.',
    ]) {
      server.streams(text);
      expect(await collectAnswer(answerOf(modelWith()))).toEqual({ text: engineText, source: 'engine' });
    }
  });

  it('judges the last sentence when the stream ends, and reports a refused one as rejected', async () => {
    server.streams('Your day is 2,100 kcal. Eat 5 bananas');
    const events = await eventsOf(answerOf(modelWith()));
    expect(events.at(-2)).toEqual({ type: 'replace', text: engineText, reason: 'check_failed' });
    await settled();
    expect(reports).toEqual([expect.objectContaining({ outcome: 'rejected' })]);
  });

  it('shows the engine’s text when the model hangs, within the deadline', async () => {
    server.hangs();
    const started = performance.now();
    const events = await eventsOf(
      answerOf(modelWith({ firstTokenTimeoutMs: 1500, timeoutMs: 1500 }), { deadlineMs: 300 }),
    );
    expect(performance.now() - started).toBeLessThan(600);
    expect(events).toEqual([
      { type: 'replace', text: engineText, reason: 'model_unavailable' },
      { type: 'done', source: 'engine' },
    ]);
    await expect.poll(() => reports.map((report) => report.outcome)).toEqual(['timeout']);
  });

  it('shows the engine’s text when the model stops halfway, within the deadline', async () => {
    server.hangs({ afterText: 'Your day is 2,100 kcal. Breakfast is' });
    const started = performance.now();
    const events = await eventsOf(answerOf(modelWith(), { deadlineMs: 300 }));
    expect(performance.now() - started).toBeLessThan(600);
    expect(events).toEqual([
      { type: 'delta', text: 'Your day is 2,100 kcal.' },
      { type: 'replace', text: engineText, reason: 'model_unavailable' },
      { type: 'done', source: 'engine' },
    ]);
  });

  it('keeps the deadline even with a model that ignores its signal', async () => {
    const stuck: LanguageModel = {
      isAvailable: true,
      stream: () => ({ [Symbol.asyncIterator]: () => ({ next: () => new Promise(() => {}) }) }),
    };
    const started = performance.now();
    expect(await collectAnswer(answerOf(stuck, { deadlineMs: 150 }))).toEqual({
      text: engineText,
      source: 'engine',
    });
    expect(performance.now() - started).toBeLessThan(400);
  });

  it('shows the engine’s text on an error or a rate limit', async () => {
    for (const status of [500, 429, 401]) {
      server.fails(status);
      const events = await eventsOf(answerOf(modelWith()));
      expect(events).toEqual([
        { type: 'replace', text: engineText, reason: 'model_unavailable' },
        { type: 'done', source: 'engine' },
      ]);
    }
    expect(reports.map((report) => report.outcome)).toEqual(['error', 'rate_limited', 'error']);
  });

  it('answers with the engine’s text alone when there is no model', async () => {
    expect(await eventsOf(answerOf(noLanguageModel))).toEqual([
      { type: 'delta', text: engineText },
      { type: 'done', source: 'engine' },
    ]);
  });

  it('counts a checker that throws, and an empty answer, as failures', async () => {
    server.streams('Your day is 2,100 kcal.');
    const throwing = () => {
      throw new Error('bug');
    };
    expect(await collectAnswer(answerOf(modelWith(), { checkSentence: throwing }))).toMatchObject({
      source: 'engine',
    });
    server.streams('  ');
    const events = await eventsOf(answerOf(modelWith()));
    expect(events[0]).toEqual({ type: 'replace', text: engineText, reason: 'check_failed' });
  });

  it('stops the model when the member stops listening', async () => {
    server.streams('Your day is 2,100 kcal. Breakfast is oats. Lunch is rice.', { chunkDelayMs: 30 });
    for await (const event of answerOf(modelWith())) {
      expect(event).toEqual({ type: 'delta', text: 'Your day is 2,100 kcal.' });
      break;
    }
    await expect.poll(() => server.openAnswers()).toBe(0);
    expect(reports).toEqual([expect.objectContaining({ outcome: 'cancelled' })]);
  });
});

describe('completeSentences', () => {
  it('ends sentences at . ! ? … ؟ ۔ and newlines, keeping the spaces between them', () => {
    const text = 'One. Two! Three? Four… خمسة؟ ستة۔ Seven\nEight';
    const { sentences, rest } = completeSentences(text);
    expect(sentences).toEqual(['One.', ' Two!', ' Three?', ' Four…', ' خمسة؟', ' ستة۔', ' Seven']);
    expect(rest).toBe('\nEight');
    expect(completeSentences(text, true).sentences.join('')).toBe(text);
  });

  it('waits for what follows a full stop: 2.5 is a number, and the stream may not be over', () => {
    expect(completeSentences('Drink 2.5 litres.')).toEqual({ sentences: [], rest: 'Drink 2.5 litres.' });
    expect(completeSentences('Drink 2.')).toEqual({ sentences: [], rest: 'Drink 2.' });
    expect(completeSentences('Drink 2.5 litres.', true).sentences).toEqual(['Drink 2.5 litres.']);
  });

  it('keeps closing quotes and emphasis with their sentence, and a list’s number with its line', () => {
    expect(completeSentences('He said “Go.” Then **rest.** Then').sentences).toEqual([
      'He said “Go.”',
      ' Then **rest.**',
    ]);
    expect(completeSentences('1. Oats with banana.\n2. Rice. ').sentences).toEqual([
      '1. Oats with banana.',
      '\n2. Rice.',
    ]);
  });
});

describe('numbersIn', () => {
  it('reads English numbers', () => {
    expect(numbersIn('Eat 2,100 kcal with 140 g of protein and 2.5 litres of water.', 'en')).toEqual([
      2100, 140, 2.5,
    ]);
    expect(numbersIn('Between 250-500 kcal, a −500 kcal deficit, +150 on rest days.', 'en')).toEqual([
      250, 500, -500, 150,
    ]);
    expect(numbersIn('Sets of 3, 4 and 5 reps; 1,250,000 steps.', 'en')).toEqual([3, 4, 5, 1_250_000]);
  });

  it('reads French numbers: spaces of any kind group, a comma is the decimal point', () => {
    expect(numbersIn('Visez 2 100 kcal, dont 1\u202F250 au déjeuner et 2,5 litres d’eau.', 'fr')).toEqual([
      2100, 1250, 2.5,
    ]);
    expect(numbersIn('10\u00A0000 pas, 1\u2009500 kcal, 0,75 g/kg.', 'fr')).toEqual([10000, 1500, 0.75]);
    expect(numbersIn('1,250 kg', 'fr')).toEqual([1.25]);
  });

  it('reads Arabic numbers: Arabic-Indic digits with their separators, and Western digits', () => {
    expect(numbersIn('تناول ٢٬١٠٠ سعرة حرارية و١٤٠ غ من البروتين و٢٫٥ لتر من الماء.', 'ar')).toEqual([
      2100, 140, 2.5,
    ]);
    expect(numbersIn('هدفك اليوم 2,100 سعرة، منها 450 في الفطور.', 'ar')).toEqual([2100, 450]);
    expect(numbersIn('۱۲ تكرار')).toEqual([12]);
  });

  it('without a language, reads a comma before three digits as grouping and before others as a decimal', () => {
    expect(numbersIn('1,250 kcal, 2,5 kg, 1 250 kcal, 3.75 h')).toEqual([1250, 2.5, 1250, 3.75]);
    expect(numbersIn('No numbers here.')).toEqual([]);
  });
});
