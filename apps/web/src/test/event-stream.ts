/**
 * A Server-Sent Events answer the test writes piece by piece (cut anywhere, as a network would), so that the screen
 * can be looked at between the pieces. Each event goes out named by its `type`, as the API sends them.
 */
export function eventStream<E extends { type: string }>() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(each) {
      controller = each;
    },
  });
  const write = (text: string) => controller.enqueue(encoder.encode(text));
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write,
    send: (event: E) => {
      const { type, ...data } = event;
      write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close: () => controller.close(),
  };
}
