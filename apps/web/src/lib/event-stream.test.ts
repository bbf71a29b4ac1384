import { dayNoteEvent, type DayNoteEvent } from '@vitalia/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStreamBroken, readEventStream } from './event-stream';

afterEach(() => vi.restoreAllMocks());

/** A body that gives the pieces one by one, then ends unless `isOpen`. */
function bodyOf(pieces: string[], { isOpen = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (!isOpen) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function read(response: Response, signal = new AbortController().signal) {
  const events: DayNoteEvent[] = [];
  const done = readEventStream(response, dayNoteEvent, (event) => events.push(event), signal);
  return { done, events };
}

describe('reading an event stream against its contract', () => {
  it('gives each event as it is completed, whatever the pieces, and resolves with done', async () => {
    const { done, events } = read(
      bodyOf([
        ': hello\n\nevent: delta\ndata: {"text":"Two ',
        'meals."}\n\nevent: ping\ndata: {}\n\nevent: replace\r\ndata: {"type":"replace","text":"Plain."',
        ',"reason":"check_failed"}\r\n\r\nevent: done\ndata: {"source":"engine"}\n\n',
        'event: delta\ndata: {"text":"never read"}\n\n',
      ]),
    );
    await expect(done).resolves.toEqual({ type: 'done', source: 'engine' });
    // The unknown `ping` is skipped; fields the contract does not name (`reason`) are dropped.
    expect(events).toEqual([
      { type: 'delta', text: 'Two meals.' },
      { type: 'replace', text: 'Plain.' },
      { type: 'done', source: 'engine' },
    ]);
  });

  it('breaks off on an event outside the contract, on one that is not JSON, and on a body ending before done', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(read(bodyOf(['event: delta\ndata: {"words":1}\n\n'])).done).rejects.toBeInstanceOf(
      EventStreamBroken,
    );
    await expect(read(bodyOf(['event: done\ndata: model\n\n'])).done).rejects.toBeInstanceOf(
      EventStreamBroken,
    );
    const cut = read(bodyOf(['event: delta\ndata: {"text":"Two"}\n\n']));
    await expect(cut.done).rejects.toBeInstanceOf(EventStreamBroken);
    expect(cut.events).toEqual([{ type: 'delta', text: 'Two' }]);
  });

  it('stops at once when aborted, even while the body says nothing more', async () => {
    const controller = new AbortController();
    const { done, events } = read(
      bodyOf(['event: delta\ndata: {"text":"Two"}\n\n'], { isOpen: true }),
      controller.signal,
    );
    await vi.waitFor(() => expect(events).toHaveLength(1));
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
