import type { FastifyReply } from 'fastify';

/**
 * Sends an answer as Server-Sent Events on the request's own response, each event named by its `type`, and closes
 * it at the end. The stream opens with the first event: a refusal before it (7800, 4004…) is still an ordinary JSON
 * error. A member who leaves aborts the signal, so the work behind the answer (a model call) stops with them.
 */
export async function streamAnswer<E extends { type: string }>(
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<E>,
) {
  const departure = new AbortController();
  reply.sse.onClose(() => departure.abort());
  const iterator = events(departure.signal)[Symbol.asyncIterator]();
  let next = await iterator.next();
  reply.sse.sendHeaders();
  while (!next.done && reply.sse.isConnected) {
    await reply.sse.send({ event: next.value.type, data: next.value });
    next = await iterator.next();
  }
  if (!next.done) await iterator.return?.();
  reply.sse.close();
}
