import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on loopback that speaks OpenAI's chat completions with streaming (`POST /v1/chat/completions`,
 * Server-Sent Events), as a hosted service, llama.cpp's server, Ollama or vLLM would. Each test scripts it — an
 * answer streamed in pieces, a hang, a failure — and reads the requests it received. What it does stays until
 * scripted again. Decision 029.
 */
export interface ReceivedModelRequest {
  path: string;
  /** The Authorization header as sent (`Bearer …`), if any. */
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    [key: string]: unknown;
  };
}

export interface StreamOptions {
  /** Between chunks; 0 by default. */
  chunkDelayMs?: number;
  /** The usage sent after the answer when asked for; counted from the text by default; false sends none. */
  usage?: { promptTokens: number; completionTokens: number } | false;
  /** Writes each event in two halves, split inside a character, so the client must decode across reads. */
  isRagged?: boolean;
}

type Script =
  | { kind: 'stream'; text: string; options: StreamOptions }
  | { kind: 'hang'; afterText: string | undefined }
  | { kind: 'break'; afterText: string }
  | { kind: 'fail'; status: number; retryAfter: string | undefined; message: string };

export interface LoopbackModelServer {
  /** What `AI_BASE_URL` would be: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: ReceivedModelRequest[];
  /** Answers with `text`, split into several chunks (a word each), then a finish reason, usage and `[DONE]`. */
  streams(text: string, options?: StreamOptions): void;
  /** Accepts the request and never answers; with `afterText`, streams that much and then stops, connection open. */
  hangs(options?: { afterText?: string }): void;
  /** Streams `afterText`, then cuts the connection. */
  breaks(options: { afterText: string }): void;
  /** Answers with this status and an OpenAI-style error; a 429 carries Retry-After (1 second unless told). */
  fails(status: number, options?: { retryAfter?: string; message?: string }): void;
  /** Only requests with `Authorization: Bearer <key>` are served (401 otherwise). */
  requiresKey(key: string | undefined): void;
  /** Answers still open: a client that gave up has closed its connection. */
  openAnswers(): number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Word-sized pieces that keep their spaces: "Eat 2 eggs." → "Eat ", "2 ", "eggs.". */
const piecesOf = (text: string) => text.split(/(?<=\s)(?=\S)/).filter(Boolean);
const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export async function startLoopbackModelServer(): Promise<LoopbackModelServer> {
  const requests: ReceivedModelRequest[] = [];
  let script: Script = { kind: 'stream', text: 'Hello from the loopback model.', options: {} };
  let requiredKey: string | undefined;
  let completions = 0;
  let openAnswers = 0;

  async function send(response: http.ServerResponse, data: unknown, isRagged = false) {
    if (response.destroyed) return;
    const bytes = Buffer.from(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    if (!isRagged) {
      response.write(bytes);
      return;
    }
    // Inside the first multi-byte character when there is one, so a decoder that is not streaming breaks it.
    const multiByte = bytes.findIndex((byte) => byte >= 0xc0);
    const cut = multiByte >= 0 ? multiByte + 1 : Math.floor(bytes.length / 2);
    response.write(bytes.subarray(0, cut));
    await sleep(5);
    if (!response.destroyed) response.write(bytes.subarray(cut));
  }

  async function streamText(
    response: http.ServerResponse,
    body: ReceivedModelRequest['body'],
    text: string,
    options: StreamOptions,
  ) {
    completions += 1;
    const base = {
      id: `chatcmpl-loopback-${completions}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'unknown',
      system_fingerprint: 'loopback',
    };
    const chunk = (delta: Record<string, string>, finishReason: string | null = null) => ({
      ...base,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    // As OpenAI and llama.cpp do: the role first, with empty content.
    await send(response, chunk({ role: 'assistant', content: '' }));
    for (const piece of piecesOf(text)) {
      if (options.chunkDelayMs) await sleep(options.chunkDelayMs);
      await send(response, chunk({ content: piece }), options.isRagged);
    }
    return { chunk, base };
  }

  async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const part of request) chunks.push(part as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `no route ${request.method} ${request.url}` } }));
      return;
    }
    let body: ReceivedModelRequest['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedModelRequest['body'];
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'the body is not JSON', type: 'invalid_request_error' } }),
      );
      return;
    }
    requests.push({ path: request.url, authorization: request.headers.authorization, body });
    if (requiredKey !== undefined && request.headers.authorization !== `Bearer ${requiredKey}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } }),
      );
      return;
    }

    const current = script;
    switch (current.kind) {
      case 'fail': {
        response.writeHead(current.status, {
          'content-type': 'application/json',
          ...(current.retryAfter !== undefined ? { 'retry-after': current.retryAfter } : {}),
        });
        response.end(JSON.stringify({ error: { message: current.message, type: 'server_error' } }));
        return;
      }
      case 'hang': {
        if (current.afterText !== undefined) await streamText(response, body, current.afterText, {});
        return; // Left open: close() ends it.
      }
      case 'break': {
        await streamText(response, body, current.afterText, {});
        // Once what was written has left, so the client sees the start of the answer and then the cut.
        await new Promise((resolve) => response.write('', resolve));
        await sleep(10);
        response.socket?.destroy();
        return;
      }
      case 'stream': {
        const { text, options } = current;
        const { chunk, base } = await streamText(response, body, text, options);
        await send(response, chunk({}, 'stop'));
        if (body.stream_options?.include_usage && options.usage !== false) {
          const promptTokens =
            options.usage?.promptTokens ??
            tokensOf((body.messages ?? []).map((message) => message.content).join('\n'));
          const completionTokens = options.usage?.completionTokens ?? tokensOf(text);
          await send(response, {
            ...base,
            choices: [],
            usage: {
              prompt_tokens: promptTokens,
              completion_tokens: completionTokens,
              total_tokens: promptTokens + completionTokens,
            },
          });
        }
        await send(response, '[DONE]');
        response.end();
      }
    }
  }

  const server = http.createServer((request, response) => {
    openAnswers += 1;
    response.on('close', () => (openAnswers -= 1));
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    streams: (text, options = {}) => void (script = { kind: 'stream', text, options }),
    hangs: (options = {}) => void (script = { kind: 'hang', afterText: options.afterText }),
    breaks: ({ afterText }) => void (script = { kind: 'break', afterText }),
    fails: (status, options = {}) =>
      void (script = {
        kind: 'fail',
        status,
        retryAfter: options.retryAfter ?? (status === 429 ? '1' : undefined),
        message: options.message ?? (status === 429 ? 'Rate limit reached' : 'The server had an error'),
      }),
    requiresKey: (key) => void (requiredKey = key),
    openAnswers: () => openAnswers,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung answers and idle keep-alive connections would hold close() forever.
        server.closeAllConnections();
      }),
  };
}
