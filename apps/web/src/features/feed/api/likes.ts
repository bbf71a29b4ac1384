import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { feedEndpoints, type FeedPage, type FeedPost, type LikeState } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { resourceKey } from '../../../lib/endpoint-queries';

/** The two shapes a post is cached in: a page of the feed (infinite) and the post screen's own answer. */
type CachedFeed = InfiniteData<{ data: FeedPage }> | { data: FeedPost };

function patchIn(cached: CachedFeed | undefined, postId: string, patch: LikeState): CachedFeed | undefined {
  if (!cached) return cached;
  const apply = (post: FeedPost) => (post.id === postId ? { ...post, ...patch } : post);
  if ('pages' in cached) {
    return {
      ...cached,
      pages: cached.pages.map((page) => ({ data: { ...page.data, posts: page.data.posts.map(apply) } })),
    };
  }
  return 'id' in cached.data ? { data: apply(cached.data) } : cached;
}

/** Puts a post's like state into every cached answer that shows it: the feed's pages and the post screen. */
function patchCachedPost(queryClient: QueryClient, postId: string, patch: LikeState) {
  queryClient.setQueriesData<CachedFeed>({ queryKey: resourceKey('feed') }, (cached) =>
    patchIn(cached, postId, patch),
  );
}

/**
 * Likes and unlikes at once on screen; the server's answer then sets the count, and a failure puts back what the
 * member saw before. The whole feed is not fetched again for a like: only this post changed.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, like }: { post: LikeState & { id: string }; like: boolean }) =>
      call(like ? feedEndpoints.likePost : feedEndpoints.unlikePost, { params: { postId: post.id } }),
    onMutate: ({ post, like }) => {
      const before = { liked: post.liked, likeCount: post.likeCount };
      patchCachedPost(queryClient, post.id, {
        liked: like,
        likeCount: Math.max(0, post.likeCount + (like ? 1 : -1)),
      });
      return { before };
    },
    onError: (_error, { post }, context) => {
      if (context) patchCachedPost(queryClient, post.id, context.before);
    },
    onSuccess: ({ data }, { post }) => patchCachedPost(queryClient, post.id, data),
  });
}
