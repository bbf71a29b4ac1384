import { useInfiniteQuery } from '@tanstack/react-query';
import { feedEndpoints } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, useCallerScope, useEndpointMutation } from '../../../lib/endpoint-queries';

const { listComments, addComment, deleteComment, reportComment, reportPost } = feedEndpoints;

/** Oldest first, each top-level comment with its replies; the next page holds later comments. */
export function useComments(postId: string, { isEnabled }: { isEnabled: boolean }) {
  const scope = useCallerScope();
  return useInfiniteQuery({
    queryKey: keyOf(listComments, scope, { params: { postId } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(listComments, { params: { postId }, query: pageParam ? { cursor: pageParam } : {} }),
    getNextPageParam: (last) => last.data.nextCursor ?? undefined,
    enabled: isEnabled,
  });
}

/** A comment or a reply; the comments and the post's count follow (`feed-comments`, `feed` change). */
export const useAddComment = () => useEndpointMutation(addComment);
export const useDeleteComment = () => useEndpointMutation(deleteComment);
export const useReportComment = () => useEndpointMutation(reportComment);
export const useReportPost = () => useEndpointMutation(reportPost);
