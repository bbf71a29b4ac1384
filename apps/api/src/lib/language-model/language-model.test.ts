import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type OpenAiCompatibleSettings } from '../../config';
import { startLoopbackModelServer, type LoopbackModelServer } from '../../test/loopback-model-server';
import {
  languageModelFrom,
  ModelUnavailable,
  noLanguageModel,
  openAiCompatibleModel,
  type LanguageModel,
  type ModelCallReport,
  type ModelRequest,
} from './language-model';

let server: LoopbackModelServer;
let reports: ModelCallReport[];

beforeEach(async () => {
  server = await startLoopbackModelServer();
  reports = [];
});
afterEach(() => server.close());

function modelWith(settings: Partial<Omit<OpenAiCompatibleSettings, 'provider'>> = {}) {
  // This test's list: a report written after a test ended must not land in the next one's.
  const into = reports;
  return openAiCompatibleModel(
    { baseUrl: server.baseUrl, model: 'qwen2.5:7b', timeoutMs: 1500, firstTokenTimeoutMs: 300, ...settings },
    { onReport: (report) => into.push(report) },
  );
}

const question: ModelRequest = {
  system: 'You word the coach’s plan. Never change a number.',
  messages: [{ role: 'user', content: 'What do I eat today?' }],
  maxTokens: 200,
};

/** The pieces the model gave, or the error it ended with. */
async function read(model: LanguageModel, request: ModelRequest = question) {
  const pieces: string[] = [];
  try {
    for await (const piece of model.stream(request)) pieces.push(piece);
    return { pieces, error: undefined };
  } catch (error) {
    return { pieces, error: error as ModelUnavailable };
  }
}

/** The report is written once the call's turn is over. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('openAiCompatibleModel', () => {
  it('streams the answer in pieces, asking as the chat-completions API expects', async () => {
    server.streams('Breakfast is 450 kcal. Lunch is 700 kcal.', { chunkDelayMs: 5 });
    const { pieces, error } = await read(modelWith({ apiKey: 'sk-local' }));
    expect(error).toBeUndefined();
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Breakfast is 450 kcal. Lunch is 700 kcal.');
    expect(server.requests).toEqual([
      {
        path: '/v1/chat/completions',
        authorization: 'Bearer sk-local',
        body: {
          model: 'qwen2.5:7b',
          messages: [
            { role: 'system', content: question.system },
            { role: 'user', content: 'What do I eat today?' },
          ],
          stream: true,
          stream_options: { include_usage: true },
          max_tokens: 200,
        },
      },
    ]);
  });

  it('sends no Authorization header without a key, as a model server of our own needs none', async () => {
    server.streams('Fine.');
    await read(modelWith());
    expect(server.requests[0]!.authorization).toBeUndefined();
  });

  it('reports latency, first token, the usage the server sent and the cost, with the caller’s labels', async () => {
    server.streams('Eat 2 eggs.', { chunkDelayMs: 20, usage: { promptTokens: 1200, completionTokens: 300 } });
    const model = modelWith({ pricing: { inputPerMillionTokens: 0.15, outputPerMillionTokens: 0.6 } });
    await read(model, { ...question, labels: { feature: 'coach', plan: 'premium' } });
    await settled();
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report).toMatchObject({
      model: 'qwen2.5:7b',
      outcome: 'ok',
      inputTokens: 1200,
      outputTokens: 300,
      isTokenCountEstimated: false,
      labels: { feature: 'coach', plan: 'premium' },
    });
    expect(report!.costUsd).toBeCloseTo((1200 * 0.15 + 300 * 0.6) / 1e6, 12);
    expect(report!.firstTokenMs).toBeGreaterThanOrEqual(15);
    expect(report!.latencyMs).toBeGreaterThanOrEqual(report!.firstTokenMs!);
  });

  it('estimates the tokens when the server sends no usage', async () => {
    server.streams('Twelve characters of text, give or take.', { usage: false });
    await read(modelWith());
    await settled();
    expect(reports[0]).toMatchObject({ outcome: 'ok', isTokenCountEstimated: true, outputTokens: 10 });
    expect(reports[0]!.inputTokens).toBeGreaterThan(10);
    expect(reports[0]!.costUsd).toBeUndefined();
  });

  it('decodes Arabic split across reads in the middle of a character', async () => {
    const text = 'تناول ٢ بيضة على الفطور. هل تريد بديلاً؟';
    server.streams(text, { isRagged: true });
    const { pieces, error } = await read(modelWith());
    expect(error).toBeUndefined();
    expect(pieces.join('')).toBe(text);
  });

  it('gives up with `error` on a 500, with the server’s message for the log', async () => {
    server.fails(500);
    const { error } = await read(modelWith());
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error).toMatchObject({ outcome: 'error', message: 'HTTP 500: The server had an error' });
    expect(reports).toEqual([
      expect.objectContaining({
        outcome: 'error',
        detail: 'HTTP 500: The server had an error',
        inputTokens: 0,
      }),
    ]);
  });

  it('gives up with `error` on a wrong key', async () => {
    server.requiresKey('sk-right');
    server.streams('Hello.');
    const { error } = await read(modelWith({ apiKey: 'sk-wrong' }));
    expect(error).toMatchObject({ outcome: 'error', message: 'HTTP 401: Incorrect API key provided' });
  });

  it('gives up with `rate_limited` on a 429, and holds later calls back for its Retry-After', async () => {
    server.fails(429, { retryAfter: '20' });
    const model = modelWith();
    const { error } = await read(model);
    expect(error).toMatchObject({ outcome: 'rate_limited', retryAfterSeconds: 20 });
    server.streams('Back.');
    const second = await read(model);
    expect(second.error).toMatchObject({ outcome: 'rate_limited' });
    expect(server.requests).toHaveLength(1);
    expect(reports.map((report) => report.outcome)).toEqual(['rate_limited', 'rate_limited']);
  });

  it('gives up with `timeout` when the first word does not come in time', async () => {
    server.hangs();
    const started = performance.now();
    const { error } = await read(modelWith({ firstTokenTimeoutMs: 200 }));
    expect(error).toMatchObject({ outcome: 'timeout', message: 'no first word in time' });
    expect(performance.now() - started).toBeLessThan(700);
    expect(reports[0]).toMatchObject({ outcome: 'timeout' });
    expect(reports[0]!.firstTokenMs).toBeUndefined();
  });

  it('gives up with `timeout` when the answer stops halfway and the whole deadline passes', async () => {
    server.hangs({ afterText: 'You could start with' });
    const started = performance.now();
    const { pieces, error } = await read(modelWith({ firstTokenTimeoutMs: 200, timeoutMs: 400 }));
    expect(pieces.join('')).toBe('You could start with');
    expect(error).toMatchObject({ outcome: 'timeout', message: 'no complete answer in time' });
    expect(performance.now() - started).toBeLessThan(900);
    await expect.poll(() => server.openAnswers()).toBe(0);
  });

  it('gives up with `error` when the connection is cut before the answer ends', async () => {
    server.breaks({ afterText: 'Eat 2' });
    const { error } = await read(modelWith());
    expect(error).toMatchObject({ outcome: 'error' });
    expect(reports[0]).toMatchObject({ outcome: 'error', isTokenCountEstimated: true });
  });

  it('gives up with `error` when nothing listens', async () => {
    const baseUrl = server.baseUrl;
    await server.close();
    const { error } = await read(modelWith({ baseUrl }));
    expect(error).toMatchObject({ outcome: 'error' });
    server = await startLoopbackModelServer();
  });

  it('closes the call when the caller stops reading, and reports it cancelled', async () => {
    server.streams('One. Two. Three. Four. Five.', { chunkDelayMs: 30 });
    for await (const piece of modelWith().stream(question)) {
      expect(piece).toBe('One. ');
      break;
    }
    await expect.poll(() => server.openAnswers()).toBe(0);
    expect(reports).toEqual([expect.objectContaining({ outcome: 'cancelled' })]);
  });

  it('stops when the caller’s signal is aborted', async () => {
    server.hangs();
    const { error } = await read(modelWith({ firstTokenTimeoutMs: 1000 }), {
      ...question,
      signal: AbortSignal.timeout(100),
    });
    expect(error).toMatchObject({ outcome: 'timeout', message: "the caller's deadline passed" });
  });
});

describe('choosing the model from the configuration', () => {
  it('has no model by default: not available, and any call is ModelUnavailable', async () => {
    const model = languageModelFrom(loadConfig({}).languageModel, { onReport: () => {} });
    expect(model).toBe(noLanguageModel);
    expect(model.isAvailable).toBe(false);
    const { error } = await read(model);
    expect(error).toBeInstanceOf(ModelUnavailable);
  });

  it('talks to the configured OpenAI-compatible server', async () => {
    server.streams('Hi.');
    const config = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `${server.baseUrl}/`,
      AI_MODEL: 'llama-3.2-3b-instruct',
    });
    const model = languageModelFrom(config.languageModel, { onReport: () => {} });
    expect(model.isAvailable).toBe(true);
    expect((await read(model)).pieces.join('')).toBe('Hi.');
    expect(server.requests[0]!.body.model).toBe('llama-3.2-3b-instruct');
  });
});
