import { communityEndpoints as endpoints, ErrorCode, type StreamEvent } from '@vitalia/contracts';
import { useSyncExternalStore } from 'react';
import { apiErrorOf, isCode } from './api-client';
import { authActions } from './auth-store';
import { call, urlOf } from './endpoint-client';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

type Listener = () => void;
const maxBackoffMs = 15_000;
const streamEventNames = [
  'message',
  'typing',
  'resync',
  'notifications',
] as const satisfies readonly StreamEvent['event'][];

/**
 * The tab's one live stream (EventSource): every channel the member joined, and their bell. Each (re)connection takes
 * a new single-use ticket and passes the last position it got, so the server replays what was missed, in order, once
 * (decision 026). The community's screens and the bell subscribe; the stream closes when the last one leaves.
 */
function createLiveStream() {
  let source: EventSource | null = null;
  let status: LiveStatus = 'connecting';
  let lastEventId: string | undefined;
  let users = 0;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const statusListeners = new Set<Listener>();
  const eventListeners = new Set<(event: StreamEvent) => void>();

  function setStatus(next: LiveStatus) {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  }

  function emit(event: StreamEvent) {
    for (const listener of eventListeners) listener(event);
  }

  async function open() {
    clearTimeout(retryTimer);
    try {
      const { data } = await call(endpoints.openStream);
      if (users === 0) return;
      const url = `/api${urlOf(endpoints.stream, { query: { ticket: data.ticket, after: lastEventId } })}`;
      const next = new EventSource(url);
      source = next;
      next.addEventListener('open', () => {
        attempt = 0;
        setStatus('live');
      });
      for (const name of streamEventNames) {
        next.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          emit({ event: name, data: JSON.parse(message.data) } as StreamEvent);
        });
      }
      // The browser would retry with the same URL, whose ticket is spent: reconnect ourselves with a new one.
      next.addEventListener('error', () => {
        next.close();
        if (source === next) reconnectLater();
      });
    } catch (error) {
      const { code } = apiErrorOf(error);
      // Refused: trying again cannot help. Signed out, the app already takes the member to sign in; a right lost
      // (Premium ended or taken back, a role changed) is the profile's to say: reloaded, the screens follow it.
      if (isCode(code, ErrorCode.accessDenied)) void authActions.reloadProfile().catch(() => undefined);
      if (isCode(code, ErrorCode.notAuthorized, ErrorCode.accessDenied)) return setStatus('reconnecting');
      reconnectLater();
    }
  }

  function reconnectLater() {
    source = null;
    if (users === 0) return;
    setStatus('reconnecting');
    const delay = Math.min(1000 * 2 ** attempt, maxBackoffMs);
    attempt += 1;
    retryTimer = setTimeout(() => void open(), delay);
  }

  const reconnectNow = () => {
    if (users > 0 && !source) void open();
  };
  // A phone that loses its network keeps a dead connection open for a long while: say so at once, and resume from
  // the same position when the network is back.
  const dropOnOffline = () => {
    source?.close();
    source = null;
    clearTimeout(retryTimer);
    if (users > 0) setStatus('reconnecting');
  };

  return {
    status: () => status,
    onStatus(listener: Listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    /** Starts the stream for the first user; the last one to leave stops it. */
    use(onEvent: (event: StreamEvent) => void) {
      eventListeners.add(onEvent);
      users += 1;
      if (users === 1) {
        setStatus('connecting');
        window.addEventListener('online', reconnectNow);
        window.addEventListener('offline', dropOnOffline);
        void open();
      }
      return () => {
        eventListeners.delete(onEvent);
        users -= 1;
        if (users > 0) return;
        window.removeEventListener('online', reconnectNow);
        window.removeEventListener('offline', dropOnOffline);
        clearTimeout(retryTimer);
        source?.close();
        source = null;
      };
    },
    /** After joining or leaving a channel the stream must carry a different set: reopen from the same position. */
    restart() {
      source?.close();
      source = null;
      if (users > 0) void open();
    },
  };
}

export const liveStream = createLiveStream();

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveStream.onStatus, liveStream.status);
}
