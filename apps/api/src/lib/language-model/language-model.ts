import type { LanguageModelConfig, OpenAiCompatibleSettings } from '../../config';

/**
 * The one door to a language model, which is optional (decision 029): with none the coach and the persona answer
 * from the engine and retrieval alone. A model only words what the engine decided; callers stream its words through
 * `gatedAnswer`, which checks them and falls back to the engine's text.
 */
export interface LanguageModel {
  /** False for `noLanguageModel`: callers can skip building a prompt. */
  readonly isAvailable: boolean;
  /**
   * The answer's words as they come. Throws `ModelUnavailable` when the model cannot answer (in time); stopping early
   * (`break`, or aborting `request.signal`) closes the call. Every call ends in one `ModelCallReport`.
   */
  stream(request: ModelRequest): AsyncIterable<string>;
}

export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ModelRequest {
  system: string;
  messages: ModelMessage[];
  maxTokens?: number;
  signal?: AbortSignal;
  /**
   * Copied into the call's report, so the one `onReport` can log and count it per feature, member or plan. Ids and
   * names only: never the member's words.
   */
  labels?: Readonly<Record<string, string | number>>;
}

export type ModelCallOutcome =
  /** The model answered in full. */
  | 'ok'
  | 'timeout'
  | 'rate_limited'
  /** A refused call (not 429), a bad stream, a network failure. */
  | 'error'
  /** The caller refused the words (aborted with `AnswerRejected`): the member got the engine's text. */
  | 'rejected'
  /** The caller stopped listening (the member left). */
  | 'cancelled';

export interface ModelCallReport {
  model: string;
  outcome: ModelCallOutcome;
  /** From the request to the call's end. */
  latencyMs: number;
  /** Until the first word; unset when none came. */
  firstTokenMs?: number;
  inputTokens: number;
  outputTokens: number;
  /** True when the server sent no usage and the counts are estimated from the text (about 4 characters a token). */
  isTokenCountEstimated: boolean;
  /** Unset when no prices are configured. */
  costUsd?: number;
  /** For a 429. */
  retryAfterSeconds?: number;
  /** Why a call failed (`HTTP 500: …`), never the member's words. */
  detail?: string;
  labels?: Readonly<Record<string, string | number>>;
}

/** Thrown by `stream()` when the model cannot answer: the caller falls back to the engine's text. */
export class ModelUnavailable extends Error {
  constructor(
    readonly outcome: Exclude<ModelCallOutcome, 'ok'>,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = 'ModelUnavailable';
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  readonly retryAfterSeconds?: number;
}

/** The reason a caller aborts a call with when it refuses the words, so the call is reported as `rejected`. */
export class AnswerRejected extends Error {
  constructor(message = 'the answer failed its check') {
    super(message);
    this.name = 'AnswerRejected';
  }
}

export const noLanguageModel: LanguageModel = {
  isAvailable: false,
  stream: () => ({
    [Symbol.asyncIterator]: () => ({
      next: () => Promise.reject(new ModelUnavailable('error', 'no language model is configured')),
    }),
  }),
};

export interface LanguageModelOptions {
  /** Tests and proxies; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Once per call, when it ends: the caller logs it (cost, latency) and counts quotas; a throw is dropped. */
  onReport: (report: ModelCallReport) => void;
}

export function languageModelFrom(config: LanguageModelConfig, options: LanguageModelOptions): LanguageModel {
  return config.provider === 'none' ? noLanguageModel : openAiCompatibleModel(config, options);
}

/** ~4 characters a token in English and French, fewer in Arabic: near enough for a cost log when no usage came. */
const estimatedTokens = (text: string) => Math.ceil(text.length / 4);
// A 429 may ask for minutes; past this, one member's call tries again anyway.
const maxCooldownSeconds = 60;
const maxDetailLength = 200;

class DeadlinePassed extends Error {
  constructor(readonly which: 'first token' | 'whole answer') {
    super(`no ${which === 'first token' ? 'first word' : 'complete answer'} in time`);
    this.name = 'TimeoutError';
  }
}

/**
 * How a call the caller stopped is reported: `AnswerRejected` → rejected; a `TimeoutError` (its own deadline, as
 * `AbortSignal.timeout` gives) → timeout; anything else, or a `break` with no reason → cancelled.
 */
function callerStopOf(reason: unknown): {
  outcome: 'rejected' | 'timeout' | 'cancelled';
  detail: string;
} {
  if (reason instanceof AnswerRejected) return { outcome: 'rejected', detail: reason.message };
  if (reason instanceof Error && reason.name === 'TimeoutError')
    return { outcome: 'timeout', detail: "the caller's deadline passed" };
  return { outcome: 'cancelled', detail: 'the caller stopped' };
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
function retryAfterSecondsOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

async function errorDetailOf(response: Response): Promise<string> {
  let text = '';
  try {
    text = (await response.text()).trim();
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message ?? text);
    text = String(message);
  } catch {
    // Not JSON: the text as it came.
  }
  const detail = `HTTP ${response.status}${text ? `: ${text}` : ''}`;
  return detail.length > maxDetailLength ? `${detail.slice(0, maxDetailLength - 1)}…` : detail;
}

/** The `data:` payloads of a Server-Sent Events body, decoded as UTF-8 across chunk boundaries. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffered.split(/\r\n|\r|\n/);
      // The last piece may be half a line: keep it for the next chunk, unless the body ended.
      buffered = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
        // `event:`, `id:`, `retry:` and `:` comments (keep-alives) carry nothing we use.
      }
      if (done) {
        if (data.length > 0) yield data.join('\n');
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

interface StreamChunk {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
  error?: { message?: unknown } | string;
}

/**
 * Any server that speaks OpenAI's chat completions with streaming: a hosted service, llama.cpp's `llama-server`,
 * Ollama, vLLM. Two deadlines bound every call — the first word, the whole answer — and a 429 holds further calls
 * back for its Retry-After (up to a minute), so members do not each wait for the same refusal.
 */
export function openAiCompatibleModel(
  settings: Omit<OpenAiCompatibleSettings, 'provider'>,
  options: LanguageModelOptions,
): LanguageModel {
  const fetchImpl = options.fetch ?? fetch;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let coolingDownUntil = 0;

  const report = (entry: ModelCallReport) => {
    try {
      options.onReport(entry);
    } catch {
      // A failing logger must not turn an answer into an error.
    }
  };

  async function* stream(request: ModelRequest): AsyncGenerator<string> {
    const started = performance.now();
    const messages = [{ role: 'system' as const, content: request.system }, ...request.messages];
    const promptText = messages.map((message) => message.content).join('\n');
    let outcome: ModelCallOutcome | undefined;
    let detail: string | undefined;
    let retryAfterSeconds: number | undefined;
    let firstTokenMs: number | undefined;
    let usage: { inputTokens: number; outputTokens: number } | undefined;
    // Until the server accepts the call, nothing is billed: no tokens are counted.
    let isAccepted = false;
    let answer = '';

    const ending = (error: ModelUnavailable) => {
      outcome = error.outcome;
      detail = error.message;
      retryAfterSeconds = error.retryAfterSeconds;
      return error;
    };
    const finish = () => {
      const inputTokens =
        usage?.inputTokens ?? (isAccepted ? estimatedTokens(promptText) + 4 * messages.length : 0);
      const outputTokens = usage?.outputTokens ?? estimatedTokens(answer);
      const pricing = settings.pricing;
      report({
        model: settings.model,
        outcome: outcome!,
        latencyMs: Math.round(performance.now() - started),
        ...(firstTokenMs !== undefined ? { firstTokenMs } : {}),
        inputTokens,
        outputTokens,
        isTokenCountEstimated: isAccepted && !usage,
        ...(pricing
          ? {
              costUsd:
                (inputTokens * pricing.inputPerMillionTokens +
                  outputTokens * pricing.outputPerMillionTokens) /
                1_000_000,
            }
          : {}),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
        ...(detail ? { detail } : {}),
        ...(request.labels ? { labels: request.labels } : {}),
      });
    };

    const waitSeconds = Math.ceil((coolingDownUntil - Date.now()) / 1000);
    if (waitSeconds > 0) {
      const error = ending(
        new ModelUnavailable('rate_limited', 'holding back after a rate limit', {
          retryAfterSeconds: waitSeconds,
        }),
      );
      finish();
      throw error;
    }

    const deadlines = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, deadlines.signal]) : deadlines.signal;
    const wholeTimer = setTimeout(
      () => deadlines.abort(new DeadlinePassed('whole answer')),
      settings.timeoutMs,
    );
    let firstTokenTimer: NodeJS.Timeout | undefined = setTimeout(
      () => deadlines.abort(new DeadlinePassed('first token')),
      settings.firstTokenTimeoutMs,
    );
    const failure = (cause: unknown): ModelUnavailable => {
      if (cause instanceof ModelUnavailable) return cause;
      if (deadlines.signal.aborted) {
        const reason = deadlines.signal.reason as DeadlinePassed;
        return new ModelUnavailable('timeout', reason.message, { cause });
      }
      if (request.signal?.aborted) {
        const stopped = callerStopOf(request.signal.reason);
        return new ModelUnavailable(stopped.outcome, stopped.detail, { cause });
      }
      const message = cause instanceof Error ? cause.message : String(cause);
      return new ModelUnavailable('error', `the call failed: ${message}`, { cause });
    };

    try {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
          }),
          signal,
        });
      } catch (error) {
        throw failure(error);
      }
      if (response.status === 429) {
        const seconds = retryAfterSecondsOf(response.headers.get('retry-after'));
        if (seconds) coolingDownUntil = Date.now() + Math.min(seconds, maxCooldownSeconds) * 1000;
        throw new ModelUnavailable('rate_limited', await errorDetailOf(response), {
          ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}),
        });
      }
      if (!response.ok) throw new ModelUnavailable('error', await errorDetailOf(response));
      if (!response.body) throw new ModelUnavailable('error', 'the response had no body');
      isAccepted = true;

      let isFinished = false;
      let hasDone = false;
      try {
        for await (const data of sseData(response.body)) {
          if (data.trim() === '[DONE]') {
            hasDone = true;
            break;
          }
          let chunk: StreamChunk;
          try {
            chunk = JSON.parse(data) as StreamChunk;
          } catch {
            throw new ModelUnavailable('error', 'the stream sent something that is not JSON');
          }
          if (chunk.error) {
            const message = typeof chunk.error === 'string' ? chunk.error : String(chunk.error.message);
            throw new ModelUnavailable('error', `the stream failed: ${message}`.slice(0, maxDetailLength));
          }
          if (
            chunk.usage &&
            typeof chunk.usage.prompt_tokens === 'number' &&
            typeof chunk.usage.completion_tokens === 'number'
          )
            usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
          const choice = chunk.choices?.[0];
          if (choice?.finish_reason) isFinished = true;
          const content = choice?.delta?.content;
          if (typeof content === 'string' && content !== '') {
            if (firstTokenMs === undefined) {
              firstTokenMs = Math.round(performance.now() - started);
              clearTimeout(firstTokenTimer);
              firstTokenTimer = undefined;
            }
            answer += content;
            yield content;
          }
        }
      } catch (error) {
        throw failure(error);
      }
      // A body that stops before `[DONE]` or a finish reason was cut: its last sentence may be half of one.
      if (!hasDone && !isFinished)
        throw new ModelUnavailable('error', 'the stream ended before the answer did');
      outcome = 'ok';
    } catch (error) {
      throw ending(failure(error));
    } finally {
      clearTimeout(wholeTimer);
      clearTimeout(firstTokenTimer);
      // Closes the connection when the caller stopped early (a `break`, a rejected sentence).
      deadlines.abort(new Error('the call is over'));
      if (outcome === undefined) ({ outcome, detail } = callerStopOf(request.signal?.reason));
      if (outcome === 'ok') {
        // A caller that judges the last sentence once the stream has ended (gatedAnswer) refuses it in that same
        // turn: the report waits for the turn to end, so that a refused answer is reported as `rejected`.
        setImmediate(() => {
          if (request.signal?.reason instanceof AnswerRejected)
            ({ outcome, detail } = callerStopOf(request.signal.reason));
          finish();
        });
      } else {
        finish();
      }
    }
  }

  return { isAvailable: true, stream };
}
