import type { ClientErrorCode, DayNoteEvent, DayNoteRequest } from '@vitalia/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../../../lib/api-client';
import { EventStreamBroken } from '../../../lib/event-stream';
import { streamDayNote } from '../api/day-note';

export type DayNoteSource = Extract<DayNoteEvent, { type: 'done' }>['source'];

/**
 * The note as the card shows it: `idle` until asked, `waiting` until the first words, `streaming` while they come,
 * then `done` with where they came from, `stopped` by the member, `cut` (the stream broke off after it began) or
 * `refused` before any word with the API's code.
 */
export type DayNote =
  | { status: 'idle' }
  | { status: 'waiting' | 'streaming' | 'stopped' | 'cut'; text: string }
  | { status: 'done'; text: string; source: DayNoteSource }
  | { status: 'refused'; code: ClientErrorCode };

const idle: DayNote = { status: 'idle' };
const textOf = (note: DayNote) => ('text' in note ? note.text : '');

/**
 * One day's note: asks for it, reads the stream into `note`, stops it on request. It is about one day, so the card
 * using it is keyed by that day: another day or week starts from `idle`, and leaving aborts a note still coming.
 */
export function useDayNote({ week, date }: DayNoteRequest) {
  const [note, setNote] = useState<DayNote>(idle);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const ask = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    setNote({ status: 'waiting', text: '' });
    // Nothing from an aborted stream lands: the member stopped it, or asked again.
    const update = (change: (current: DayNote) => DayNote) =>
      setNote((current) => (signal.aborted ? current : change(current)));

    try {
      const source = await streamDayNote(
        { week, date },
        {
          signal,
          onEvent: (event) => {
            if (event.type === 'delta') {
              update((current) => ({ status: 'streaming', text: textOf(current) + event.text }));
            } else if (event.type === 'replace') {
              // The model's words failed a check or never came: the engine's note takes the place of all of them.
              update(() => ({ status: 'streaming', text: event.text }));
            }
          },
        },
      );
      update((current) => ({ status: 'done', text: textOf(current), source }));
    } catch (error) {
      if (signal.aborted) return;
      // Every sentence shown had passed its checks, so what came before a break stays, marked as cut short.
      if (error instanceof EventStreamBroken) update((current) => ({ status: 'cut', text: textOf(current) }));
      else update(() => ({ status: 'refused', code: apiErrorOf(error).code }));
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }, [week, date]);

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setNote((current) => {
      if (current.status !== 'waiting' && current.status !== 'streaming') return current;
      // Stopped before any word: back to the question, as if never asked.
      return current.text === '' ? idle : { status: 'stopped', text: current.text };
    });
  }, []);

  const isWriting = note.status === 'waiting' || note.status === 'streaming';
  return { note, isWriting, ask, stop };
}
