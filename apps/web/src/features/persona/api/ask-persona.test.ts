import type { PersonaStreamEvent } from '@vitalia/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { identityClient } from '../../../lib/identity-client';
import { answerFixture, refusalResponse } from '../test-support';
import { askPersona, StreamInterrupted } from './ask-persona';

afterEach(() => vi.restoreAllMocks());

const sse = (text: string) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });

function ask(...responses: Response[]) {
  const getToken = vi.spyOn(identityClient, 'getToken').mockResolvedValue('token-1');
  const fetch = vi.spyOn(globalThis, 'fetch');
  for (const response of responses) fetch.mockResolvedValueOnce(response);
  const events: PersonaStreamEvent[] = [];
  const answer = askPersona('Rest days?', {
    signal: new AbortController().signal,
    onEvent: (event) => events.push(event),
  });
  return { answer, events, fetch, getToken };
}

describe('asking Karim’s AI', () => {
  it('reads the events in order, whether or not the data repeats the type, and skips unknown ones', async () => {
    const kept = answerFixture();
    const { answer, events } = ask(
      sse(
        ': hello\r\n\r\n' +
          'event: start\r\ndata: {"citations":[],"refusal":null}\r\n\r\n' +
          'event: ping\r\ndata: {}\r\n\r\n' +
          'event: delta\r\ndata: {"type":"delta","text":"Two"}\r\n\r\n' +
          `event: done\r\ndata: ${JSON.stringify({ answer: kept })}\r\n\r\n`,
      ),
    );
    await expect(answer).resolves.toEqual(kept);
    expect(events.map((event) => event.type)).toEqual(['start', 'delta', 'done']);
  });

  it('breaks off on an event outside the contract and on a stream that ends before done', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(ask(sse('event: delta\ndata: {"words":1}\n\n')).answer).rejects.toBeInstanceOf(
      StreamInterrupted,
    );
    await expect(ask(sse('event: delta\ndata: {"text":"Two"}\n\n')).answer).rejects.toBeInstanceOf(
      StreamInterrupted,
    );
  });

  it('reads a refusal before any word as the API client would, with the wait it asks for', async () => {
    const failure = await ask(refusalResponse(429, 7001, { 'retry-after': '30' })).answer.catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: '7001', status: 429, retryAfterSeconds: 30 });
  });

  it('asks once more with a fresh token after a 401', async () => {
    const { answer, fetch, getToken } = ask(
      refusalResponse(401, 4001),
      sse(`event: done\ndata: ${JSON.stringify({ answer: answerFixture() })}\n\n`),
    );
    await expect(answer).resolves.toMatchObject({ id: answerFixture().id });
    expect(getToken).toHaveBeenLastCalledWith(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
