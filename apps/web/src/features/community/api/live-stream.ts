import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Message, MessagePage } from '@vitalia/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { resourceKey, useEndpointMutation } from '../../../lib/endpoint-queries';
import { liveStream } from '../../../lib/live-stream';
import { endpoints, upsertMessage, type MessageListInput } from './community-queries';

/** Every cached list of one channel (top level and threads): their keys share this prefix up to the input. */
const messageListKeyFor = (channelId: string) => (key: QueryKey) =>
  isMessageList(key)?.channelId === channelId;

type Listener = () => void;
/** How long "… is typing" stays without a new signal. */
const typingShownMs = 4000;

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
