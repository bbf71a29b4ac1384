import { performance } from 'node:perf_hooks';

const seqPattern = /"seq":(\d+)/;

/**
 * A community live stream read the lean way, for hundreds at once in one process: of each message it keeps only its
 * change number and when it first arrived (`performance.now()`), and counts repeats and numbers that go backwards.
 * The tests' reader (apps/api/src/test/event-stream-client.ts) parses and keeps every event instead.
 */
export async function openMessageStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
  const arrivals = new Map<number, number>();
  let repeats = 0;
  let outOfOrder = 0;
  let lastSeq = 0;

  function take(block: string, arrivedAt: number) {
    if (!block.includes('\nevent: message\n') && !block.startsWith('event: message\n')) return;
    const seq = Number(seqPattern.exec(block)?.[1]);
    if (!seq) return;
    if (arrivals.has(seq)) repeats += 1;
    else arrivals.set(seq, arrivedAt);
    if (seq < lastSeq) outOfOrder += 1;
    lastSeq = seq;
  }

  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const arrivedAt = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          take(buffer.slice(0, end), arrivedAt);
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close(), or the server went away: what arrived stays counted.
    }
  })();

  return {
    arrivals,
    repeats: () => repeats,
    outOfOrder: () => outOfOrder,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export type MessageStream = Awaited<ReturnType<typeof openMessageStream>>;
