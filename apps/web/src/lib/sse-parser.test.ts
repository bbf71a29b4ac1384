import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

/** Feeds the pieces in order and collects every event, the end of the body included. */
function parse(...pieces: string[]): SseMessage[] {
  const parser = createSseParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()];
}

const stream =
  'event: start\ndata: {"citations":[],"refusal":null}\n\n' +
  'event: delta\ndata: {"text":"Start "}\n\n' +
  'event: delta\ndata: {"text":"slowly."}\n\n';
const expected: SseMessage[] = [
  { event: 'start', data: '{"citations":[],"refusal":null}', id: null },
  { event: 'delta', data: '{"text":"Start "}', id: null },
  { event: 'delta', data: '{"text":"slowly."}', id: null },
];

describe('the event-stream parser', () => {
  it('reads several events from one chunk', () => {
    expect(parse(stream)).toEqual(expected);
  });

  it('reads the same events whatever the chunks are cut, down to one character each', () => {
    expect(parse(...stream.split(''))).toEqual(expected);
    for (let cut = 1; cut < stream.length; cut += 7) {
      expect(parse(stream.slice(0, cut), stream.slice(cut))).toEqual(expected);
    }
  });

  it('gives nothing before an event’s blank line, and the event once it comes', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"Hi"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'delta', data: '{"text":"Hi"}', id: null }]);
  });

  it('reads CRLF and CR line endings, a CRLF split between two chunks included', () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    expect(parse(crlf)).toEqual(expected);
    expect(parse(...crlf.split(''))).toEqual(expected);
    expect(parse(stream.replaceAll('\n', '\r'))).toEqual(expected);
    // A CR then its LF in the next chunk is one line ending, not a line ending and a blank line.
    expect(parse('event: delta\r', '\ndata: {"text":"a"}\r', '\n\r', '\n')).toEqual([
      { event: 'delta', data: '{"text":"a"}', id: null },
    ]);
  });

  it('skips comment lines (keep-alives), even between the lines of an event', () => {
    expect(parse(': keep-alive\n\n', 'event: delta\n: still here\ndata: {"text":"a"}\n\n', ':\n\n')).toEqual([
      { event: 'delta', data: '{"text":"a"}', id: null },
    ]);
  });

  it('joins several data lines with a newline and keeps a value’s own spaces and colons', () => {
    expect(parse('data: first\ndata:second\ndata:  third: 3\n\n')).toEqual([
      { event: 'message', data: 'first\nsecond\n third: 3', id: null },
    ]);
  });

  it('drops an event without data and one the body ended before closing', () => {
    expect(parse('event: start\n\n', 'event: delta\ndata: {"text":"cut"}\n')).toEqual([]);
  });

  it('keeps the last id and ignores fields it does not know', () => {
    expect(parse('id: 7\nretry: 1000\nfoo: bar\nevent: done\ndata: {}\n\n')).toEqual([
      { event: 'done', data: '{}', id: '7' },
    ]);
  });

  it('ends an event on a CR held back as the body’s last character', () => {
    const parser = createSseParser();
    expect(parser.push('data: x\r\r')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'message', data: 'x', id: null }]);
  });
});
