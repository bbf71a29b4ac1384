import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { ErrorCode, type Message, type MessagePage, type StreamEvent } from '@vitalia/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { authActions } from '../../../lib/auth-store';
import { call, urlOf } from '../../../lib/endpoint-client';
import { resourceKey, useEndpointMutation } from '../../../lib/endpoint-queries';
import { endpoints, upsertMessage, type MessageListInput } from './community-queries';

/** Every cached list of one channel (top level and threads): their keys share this prefix up to the input. */
const messageListKeyFor = (channelId: string) => (key: QueryKey) =>
  isMessageList(key)?.channelId === channelId;

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

type Listener = () => void;
const maxBackoffMs = 15_000;
/** How long "… is typing" stays without a new signal. */
const typingShownMs = 4000;

/**
 * The tab's one live stream (EventSource) for every channel the member joined. Each (re)connection takes a new
 * single-use ticket and passes the last position it got, so the server replays what was missed, in order, once
 * (decision 026). Screens subscribe; the stream closes when the last one leaves.
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
      for (const name of ['message', 'typing', 'resync'] as const) {
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

const membershipEndpoints = { join: endpoints.joinChannel, leave: endpoints.leaveChannel };

/**
 * Joining or leaving changes what the stream carries (a stream holds the channels joined when it opened): once the
 * change is through, it reopens from the same position.
 */
export const useMembership = (change: keyof typeof membershipEndpoints) =>
  useEndpointMutation(membershipEndpoints[change], { onSuccess: () => liveStream.restart() });

const typists = new Map<string, Map<string, number>>();
const typingListeners = new Set<Listener>();
const notifyTyping = () => typingListeners.forEach((listener) => listener());

function noteTyping(channelId: string, name: string) {
  const names = typists.get(channelId) ?? new Map<string, number>();
  names.set(name, Date.now());
  typists.set(channelId, names);
  notifyTyping();
  setTimeout(notifyTyping, typingShownMs + 50);
}

/** Who is typing in a channel now, as a stable joined string (for useSyncExternalStore). */
function typingIn(channelId: string): string {
  const now = Date.now();
  const names = [...(typists.get(channelId) ?? [])]
    .filter(([, at]) => now - at < typingShownMs)
    .map(([name]) => name)
    .join('\u0000');
  return names;
}

export function useTyping(channelId: string): string[] {
  const joined = useSyncExternalStore(
    (listener) => {
      typingListeners.add(listener);
      return () => void typingListeners.delete(listener);
    },
    () => typingIn(channelId),
  );
  return joined ? joined.split('\u0000') : [];
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveStream.onStatus, liveStream.status);
}

const isMessageList = (key: QueryKey) => {
  const input = key[4] as { params?: { channelId?: string }; query?: { thread?: string } } | undefined;
  return input?.params?.channelId
    ? ({ channelId: input.params.channelId, thread: input.query?.thread } satisfies MessageListInput)
    : null;
};

/**
 * Keeps the cache in step with the stream while a community screen is open: a message lands in every list it
 * belongs to, a resync reloads a channel, and the channel list's unread counts follow.
 */
export function useLiveCommunity() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let channelsRefresh: ReturnType<typeof setTimeout> | undefined;
    const refreshChannelsSoon = () => {
      clearTimeout(channelsRefresh);
      channelsRefresh = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: resourceKey('channels') }),
        400,
      );
    };
    const applyMessage = (message: Message) => {
      for (const query of queryClient.getQueryCache().findAll({ queryKey: resourceKey('messages') })) {
        const list = isMessageList(query.queryKey);
        if (!list) continue;
        queryClient.setQueryData<InfiniteData<{ data: MessagePage }, number | undefined>>(
          query.queryKey,
          (pages) => upsertMessage(pages, list, message),
        );
      }
      // A reply changes its parent's count, which only the parent's list knows: reload that list.
      if (message.parentId) {
        void queryClient.invalidateQueries({
          queryKey: resourceKey('messages'),
          predicate: (query) => messageListKeyFor(message.channelId)(query.queryKey),
        });
      }
      refreshChannelsSoon();
    };
    const stop = liveStream.use((event) => {
      if (event.event === 'message') applyMessage(event.data);
      else if (event.event === 'typing') noteTyping(event.data.channelId, event.data.name);
      else void queryClient.invalidateQueries({ queryKey: resourceKey('messages') });
    });
    return () => {
      clearTimeout(channelsRefresh);
      stop();
    };
  }, [queryClient]);
}
