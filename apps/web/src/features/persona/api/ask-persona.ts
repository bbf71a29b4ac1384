import {
  personaEndpoints,
  personaStreamEvent,
  type PersonaAnswer,
  type PersonaStreamEvent,
} from '@vitalia/contracts';
import { apiEventStream } from '../../../lib/api-client';
import { urlOf } from '../../../lib/endpoint-client';
import { EventStreamBroken, readEventStream } from '../../../lib/event-stream';

/** The stream began but ended before its `done`: the words so far are all there will be. */
export class StreamInterrupted extends Error {
  constructor() {
    super('the answer stream ended early');
    this.name = 'StreamInterrupted';
  }
}

/** What an answer's stream is doing, for the screen: every event as it comes. */
export type StreamListener = (event: PersonaStreamEvent) => void;

/**
 * Asks Karim's AI and reads the answer as it streams (`POST /persona/questions`, Server-Sent Events). Resolves with
 * the answer as kept once `done` arrives. Rejects with an ApiError when the question is refused before any word
 * (7820, 7821, 4003, 7001 with its wait), with StreamInterrupted when the stream breaks off or ends before `done`,
 * and with the abort's error when the signal is aborted.
 */
export async function askPersona(
  question: string,
  { signal, onEvent }: { signal: AbortSignal; onEvent: StreamListener },
): Promise<PersonaAnswer> {
  const response = await apiEventStream('POST', urlOf(personaEndpoints.askPersona), { question }, signal);
  try {
    const done = await readEventStream(response, personaStreamEvent, onEvent, signal);
    return done.answer;
  } catch (error) {
    // Once words have started, any failure (a phone losing its network, a broken event) cuts the answer short.
    throw error instanceof EventStreamBroken ? new StreamInterrupted() : error;
  }
}
