/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface StreamedEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/**
 * A Server-Sent Events reader over fetch (Node 20 has no EventSource): it keeps every event, and `waitFor` resolves
 * when one matching arrives. It is what the tests and the fan-out benchmark use to listen like a browser.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamedEvent[] = [];
  const waiters: { match(event: StreamedEvent): boolean; resolve(event: StreamedEvent): void }[] = [];
  let lastEventId: string | undefined;

  function dispatch(block: string) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    if (id !== undefined) lastEventId = id;
    const parsed: StreamedEvent = { id, event, data: JSON.parse(data.join('\n')) };
    events.push(parsed);
    for (const waiter of [...waiters]) {
      if (!waiter.match(parsed)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(parsed);
    }
  }

  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(), or the server went away: the events so far stay readable.
    }
  })();

  return {
    status: response.status,
    response,
    events,
    lastEventId: () => lastEventId,
    /** Settles when the stream ends: closed here, or by the server. */
    ended: reading,
    waitFor(match: (event: StreamedEvent) => boolean, timeoutMs = 5000): Promise<StreamedEvent> {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export type EventStreamReader = Awaited<ReturnType<typeof openEventStream>>;
