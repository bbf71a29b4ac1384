import type { z } from 'zod';
import { createSseParser, type SseMessage } from './sse-parser';

/**
 * A streamed answer's events as its contract says them: a zod discriminated union on `type`, one object per event
 * name, the last one `done` (the persona's answer, the coach's note).
 */
export type EventStreamSchema<E extends { type: string }> = z.ZodType<E> & {
  readonly options: readonly { readonly shape: { readonly type: { readonly value: unknown } } }[];
};

/**
 * The stream began but did not reach its `done`: the body ended early, the connection broke (a phone losing its
 * network) or an event broke its contract. What came before is all there will be.
 */
export class EventStreamBroken extends Error {
  constructor() {
    super('the event stream ended before its done');
    this.name = 'EventStreamBroken';
  }
}

/**
 * One event checked against the contract. The event's name is its `type`; the data may repeat it or not. A name the
 * contract does not know (a later version's) is skipped; a known one with bad data breaks the stream off, as a
 * dropped connection would.
 */
function eventOf<E extends { type: string }>(
  message: SseMessage,
  schema: EventStreamSchema<E>,
  types: ReadonlySet<unknown>,
  source: string,
): E | null {
  if (!types.has(message.event)) return null;
  try {
    const data: unknown = JSON.parse(message.data);
    const parsed = schema.safeParse({ type: message.event, ...(data as object) });
    if (parsed.success) return parsed.data;
    console.error(`${source} streamed an event outside its contract`, parsed.error.issues);
  } catch {
    console.error(`${source} streamed an event that is not JSON`);
  }
  throw new EventStreamBroken();
}

/**
 * Reads a `text/event-stream` body (from `apiEventStream`) event by event as it arrives, giving each to `onEvent`,
 * and resolves with the `done` event once it comes; nothing after it is read. Rejects with EventStreamBroken when
 * the stream stops short of `done`, and with the signal's reason once it is aborted (the body is let go at once,
 * whatever the fetch underneath does with the signal).
 */
export async function readEventStream<E extends { type: string }>(
  response: Response,
  schema: EventStreamSchema<E>,
  onEvent: (event: E) => void,
  signal: AbortSignal,
): Promise<Extract<E, { type: 'done' }>> {
  signal.throwIfAborted();
  if (!response.body) throw new EventStreamBroken();
  const types = new Set(schema.options.map((option) => option.shape.type.value));
  const source = response.url || 'an event stream';

  const reader = response.body.getReader();
  const letGo = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', letGo, { once: true });
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const take = (messages: SseMessage[]) => {
    for (const message of messages) {
      const event = eventOf(message, schema, types, source);
      if (!event) continue;
      onEvent(event);
      if (event.type === 'done') return event as Extract<E, { type: 'done' }>;
    }
    return null;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      const last = done
        ? take([...parser.push(decoder.decode()), ...parser.end()])
        : take(parser.push(decoder.decode(value, { stream: true })));
      if (last) return last;
      if (done) throw new EventStreamBroken();
    }
  } catch (error) {
    signal.throwIfAborted();
    throw error instanceof EventStreamBroken ? error : new EventStreamBroken();
  } finally {
    signal.removeEventListener('abort', letGo);
    // After `done` (or a failure) nothing more is read: let the connection go.
    letGo();
  }
}
