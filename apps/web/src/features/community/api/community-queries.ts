import { useInfiniteQuery, useQuery, type InfiniteData, type UseQueryResult } from '@tanstack/react-query';
import { communityEndpoints, type Channel, type Message, type MessagePage } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import {
  endpointQuery,
  keyOf,
  useCallerScope,
  useEndpointData,
  useEndpointMutation,
} from '../../../lib/endpoint-queries';

export const endpoints = communityEndpoints;
type Pages = InfiniteData<{ data: MessagePage }, number | undefined>;

const dataOf = <Data>(answer: { data: Data }) => answer.data;

/**
 * The channels a reader sees. Staff read the staff list: it holds archived channels too (the members' list leaves
 * them out), so staff can open and restore them. Only one of the two is ever fetched.
 */
export function useChannels(isStaff: boolean): UseQueryResult<Channel[]> {
  const scope = useCallerScope();
  const forStaff = useQuery({
    ...endpointQuery(endpoints.listStaffChannels, scope),
    select: dataOf,
    enabled: isStaff,
  });
  const forMembers = useQuery({
    ...endpointQuery(endpoints.listChannels, scope),
    select: dataOf,
    enabled: !isStaff,
  });
  return isStaff ? forStaff : forMembers;
}

/**
 * Where a member who has posted nothing yet is invited to say hello (null once they have). A `channels` answer: the
 * first message they post refreshes it, and the invitation goes.
 */
export function useIntroduction(isEnabled: boolean) {
  return useQuery({
    ...endpointQuery(endpoints.introduction, useCallerScope()),
    select: dataOf,
    enabled: isEnabled,
  });
}

/** Every language staff wrote a channel in; the same cached answer `useChannels(true)` reads. */
export const useStaffChannels = () => useEndpointData(endpoints.listStaffChannels);

/** What a message list is: a channel's top-level messages, or one thread. */
export interface MessageListInput {
  channelId: string;
  thread?: string;
}

const messageListKey = (scope: ReturnType<typeof useCallerScope>, list: MessageListInput) =>
  keyOf(endpoints.listMessages, scope, {
    params: { channelId: list.channelId },
    query: list.thread ? { thread: list.thread } : {},
  });

/** Newest first, page by page back in time; the screen shows them oldest at the top. */
export function useMessages(list: MessageListInput) {
  const scope = useCallerScope();
  return useInfiniteQuery({
    queryKey: messageListKey(scope, list),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      call(endpoints.listMessages, {
        params: { channelId: list.channelId },
        query: {
          ...(list.thread ? { thread: list.thread } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
      }),
    getNextPageParam: (last) => last.data.nextBefore ?? undefined,
  });
}

/**
 * Puts a message as it is now into a cached list: replaced where it is, or added at the newest end of the list it
 * belongs to (its channel's top level, or its thread). Used for live events and for the caller's own writes.
 */
export function upsertMessage(
  pages: Pages | undefined,
  list: MessageListInput,
  message: Message,
): Pages | undefined {
  if (!pages || message.channelId !== list.channelId) return pages;
  const isHere = pages.pages.some((page) =>
    page.data.messages.some((candidate) => candidate.id === message.id),
  );
  if (isHere) {
    return {
      ...pages,
      pages: pages.pages.map((page) => ({
        data: {
          ...page.data,
          messages: page.data.messages.map((candidate) =>
            candidate.id === message.id ? message : candidate,
          ),
        },
      })),
    };
  }
  const belongs = (message.parentId ?? undefined) === list.thread;
  if (!belongs) return pages;
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  return {
    ...pages,
    pages: [{ data: { ...first.data, messages: [message, ...first.data.messages] } }, ...rest],
  };
}

export const usePostMessage = () => useEndpointMutation(endpoints.postMessage);
export const useEditMessage = () => useEndpointMutation(endpoints.editMessage);
export const useDeleteMessage = () => useEndpointMutation(endpoints.deleteMessage);
export const useAddReaction = () => useEndpointMutation(endpoints.addReaction);
export const useRemoveReaction = () => useEndpointMutation(endpoints.removeReaction);
export const useReportMessage = () => useEndpointMutation(endpoints.reportMessage);
export const useCreateChannel = () => useEndpointMutation(endpoints.createChannel);
export const useUpdateChannel = () => useEndpointMutation(endpoints.updateChannel);
export const useMuteMember = () => useEndpointMutation(endpoints.muteMember);
export const usePinMessage = () => useEndpointMutation(endpoints.pinMessage);
export const useModerate = () => useEndpointMutation(endpoints.moderate);
export const useModerationQueue = () => useEndpointData(endpoints.moderationQueue);

/** Read positions and typing are quiet: nothing on screen waits for them, and nothing to refresh after. */
export const markRead = (channelId: string, seq: number) =>
  call(endpoints.markRead, { params: { channelId }, body: { seq } });
export const signalTyping = (channelId: string) => call(endpoints.signalTyping, { params: { channelId } });
