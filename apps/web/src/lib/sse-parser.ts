/** One Server-Sent Event as the wire carries it: its name (`message` when unnamed), its data lines joined. */
export interface SseMessage {
  event: string;
  data: string;
  id: string | null;
}

/**
 * An incremental reader of a `text/event-stream` body (the WHATWG "event stream interpretation"): text goes in as it
 * arrives, cut anywhere — inside a line, between a CR and its LF — and whole events come out. Lines end with LF, CR
 * or CRLF; lines starting with `:` are comments (keep-alives); a blank line ends an event; an event without data is
 * dropped, as a browser's EventSource would.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  function takeLine(line: string, out: SseMessage[]) {
    if (line === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n'), id });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields mean nothing to a one-answer stream.
  }

  return {
    /** Reads a piece of the body; returns the events it completed, in order. */
    push(chunk: string): SseMessage[] {
      buffer += chunk;
      const out: SseMessage[] = [];
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        // A CR last in the buffer may be the first half of a CRLF split across chunks: wait for the next piece.
        if (char === '\r' && index === buffer.length - 1) break;
        takeLine(buffer.slice(start, index), out);
        if (char === '\r' && buffer[index + 1] === '\n') index += 1;
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    /** The body ended: a CR held back above ends its line; an event never closed by a blank line is dropped. */
    end(): SseMessage[] {
      const out: SseMessage[] = [];
      if (buffer !== '') takeLine(buffer.replace(/\r$/, ''), out);
      buffer = '';
      return out;
    },
  };
}
