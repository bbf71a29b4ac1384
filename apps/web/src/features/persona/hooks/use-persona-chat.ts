import { useQueryClient } from '@tanstack/react-query';
import type { Citation, PersonaAnswer } from '@vitalia/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf, type ApiError } from '../../../lib/api-client';
import { resourceKey } from '../../../lib/endpoint-queries';
import { tellMeaningfulAction } from '../../../lib/meaningful-action';
import { askPersona, StreamInterrupted } from '../api/ask-persona';
import { useKeepAnswer } from '../api/persona-answers';

/**
 * The answer being written: `waiting` until the first words, `streaming` while they come, then `stopped` (the
 * member stopped it) or `interrupted` (the stream broke off). A finished answer leaves this for the history.
 */
export interface PendingAnswer {
  question: string;
  text: string;
  citations: Citation[];
  refusal: PersonaAnswer['refusal'];
  status: 'waiting' | 'streaming' | 'stopped' | 'interrupted';
}

/** What `ask` came to: the answer kept, or why not. */
export type AskOutcome = 'answered' | 'refused' | 'cut';

/**
 * The conversation's moving part: asks, reads the stream into `pending`, and puts the kept answer into the history
 * cache. A refusal before any word (`failure`) leaves no bubble behind; leaving the screen aborts the request.
 */
export function usePersonaChat() {
  const queryClient = useQueryClient();
  const keepAnswer = useKeepAnswer();
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  /** The last answer this visit kept, for screen readers to hear that it came. */
  const [lastAnswerId, setLastAnswerId] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const ask = useCallback(
    async (question: string): Promise<AskOutcome> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      setFailure(null);
      setPending({ question, text: '', citations: [], refusal: null, status: 'waiting' });
      const update = (change: (current: PendingAnswer) => PendingAnswer) =>
        setPending((current) => (current && !signal.aborted ? change(current) : current));

      try {
        const answer = await askPersona(question, {
          signal,
          onEvent: (event) => {
            if (event.type === 'start') {
              update((current) => ({ ...current, citations: event.citations, refusal: event.refusal }));
            } else if (event.type === 'delta') {
              update((current) => ({ ...current, text: current.text + event.text, status: 'streaming' }));
            } else if (event.type === 'replace') {
              update((current) => ({ ...current, text: event.text, status: 'streaming' }));
            }
          },
        });
        keepAnswer(answer);
        setPending(null);
        setLastAnswerId(answer.id);
        // Nothing to answer it from: Karim sees the question and may answer it himself, the moment to offer a push.
        if (answer.source === 'no_match') tellMeaningfulAction('persona-question');
        // Staff see the new answer in their sample; nothing else a member sees changed.
        void queryClient.invalidateQueries({ queryKey: resourceKey('persona-review') });
        return 'answered';
      } catch (error) {
        // Stopped by the member (their bubble says so already) or the screen left: nothing to say.
        if (signal.aborted) return 'cut';
        if (error instanceof StreamInterrupted) {
          update((current) => ({ ...current, status: 'interrupted' }));
          return 'cut';
        }
        const refusal = apiErrorOf(error);
        setPending(null);
        setFailure(refusal);
        // No token could be had: a read through the API client signs the person out and tells them why.
        if (refusal.code === 'auth/session-expired') {
          void queryClient.invalidateQueries({ queryKey: resourceKey('persona-answers') });
        }
        return 'refused';
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [keepAnswer, queryClient],
  );

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setPending((current) =>
      current && (current.status === 'waiting' || current.status === 'streaming')
        ? { ...current, status: 'stopped' }
        : current,
    );
  }, []);

  const isAnswering = pending?.status === 'waiting' || pending?.status === 'streaming';
  const clearFailure = useCallback(() => setFailure(null), []);
  return { pending, failure, lastAnswerId, isAnswering, ask, stop, clearFailure };
}
