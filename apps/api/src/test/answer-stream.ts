import type { PersonaStreamEvent } from '@vitalia/contracts';

/** The words events of any streamed answer carry (the persona's, the coach's note). */
type WordsEvent = { type: 'delta' | 'replace'; text: string } | { type: string };

/**
 * The events of a streamed answer (Server-Sent Events, each named by its `type`), in order; the response is complete
 * once the stream is closed. Persona events unless another event type is named.
 */
export function streamEventsOf<E extends { type: string } = PersonaStreamEvent>(payload: string): E[] {
  return payload
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice('data: '.length)) as E);
}

/** The text a member ends up reading: the deltas, unless a `replace` took their place. */
export const textOf = (events: readonly WordsEvent[]) =>
  events.reduce(
    (text, event) =>
      'text' in event
        ? event.type === 'delta'
          ? text + event.text
          : event.type === 'replace'
            ? event.text
            : text
        : text,
    '',
  );
