import { coachEndpoints, dayNoteEvent, type DayNoteEvent, type DayNoteRequest } from '@vitalia/contracts';
import { apiEventStream } from '../../../lib/api-client';
import { urlOf } from '../../../lib/endpoint-client';
import { readEventStream } from '../../../lib/event-stream';

/**
 * The coach's note on a day of meals, read as it streams (`POST /coach/meals/note`, Server-Sent Events). Resolves
 * with where the words came from once `done` arrives. Rejects with an ApiError when the note is refused before any
 * word (7800, 7803, 7804, 4003, 7001), with EventStreamBroken when the stream stops short of `done`, and with the
 * abort's reason when the signal is aborted.
 */
export async function streamDayNote(
  request: DayNoteRequest,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: DayNoteEvent) => void },
): Promise<Extract<DayNoteEvent, { type: 'done' }>['source']> {
  const response = await apiEventStream('POST', urlOf(coachEndpoints.dayNoteOf), request, signal);
  const done = await readEventStream(response, dayNoteEvent, onEvent, signal);
  return done.source;
}
