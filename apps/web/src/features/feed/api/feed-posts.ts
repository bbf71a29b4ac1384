import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ErrorCode, feedEndpoints } from '@vitalia/contracts';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { endpointQuery, keyOf, useCallerScope, useEndpointMutation } from '../../../lib/endpoint-queries';

const { latestPosts, postOf, markFeedRead } = feedEndpoints;

/** Access denied (a Free member) or a post that is gone will not change on a second try. */
const retriesUnlessFinal = (count: number, error: unknown) =>
  !isCode(apiErrorOf(error).code, ErrorCode.accessDenied, ErrorCode.notFound) && count < 1;

/** The feed, the pinned post first then newest first, one page at a time back in time. */
export function useFeedPages({ isEnabled }: { isEnabled: boolean }) {
  const scope = useCallerScope();
  return useInfiniteQuery({
    queryKey: keyOf(latestPosts, scope),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call(latestPosts, pageParam ? { query: { cursor: pageParam } } : {}),
    getNextPageParam: (last) => last.data.nextCursor ?? undefined,
    enabled: isEnabled,
    retry: retriesUnlessFinal,
  });
}

export function usePost(postId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(postOf, useCallerScope(), { params: { postId } }),
    select: (answer) => answer.data,
    enabled: isEnabled,
    retry: retriesUnlessFinal,
  });
}

/** Clears the unread count; the badge refreshes with it (`feed-unread` changes). */
export const useMarkFeedRead = () => useEndpointMutation(markFeedRead);
