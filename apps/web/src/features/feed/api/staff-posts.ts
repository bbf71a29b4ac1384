import { useInfiniteQuery } from '@tanstack/react-query';
import { feedEndpoints, type PostForStaff, type PostInput, type PostState } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, useCallerScope, useEndpointData, useEndpointMutation } from '../../../lib/endpoint-queries';

const { listStaffPosts, staffPostOf, createPost, updatePost, pinPost } = feedEndpoints;

/** Every post in `state` (or all), newest change first, a page at a time. */
export function useStaffPosts(state: PostState | undefined) {
  const query = state ? { state } : {};
  return useInfiniteQuery({
    queryKey: keyOf(listStaffPosts, useCallerScope(), { query }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(listStaffPosts, { query: pageParam ? { ...query, cursor: pageParam } : query }),
    getNextPageParam: (last) => last.data.nextCursor ?? undefined,
    select: (answers) => answers.pages.flatMap((answer) => answer.data.posts),
  });
}

export const useStaffPost = (postId: string) => useEndpointData(staffPostOf, { params: { postId } });
export const useCreatePost = () => useEndpointMutation(createPost);
export const useUpdatePost = () => useEndpointMutation(updatePost);
export const usePinPost = () => useEndpointMutation(pinPost);

/**
 * A post as it stands, to send back with another state: the contract changes a post's state only through a whole
 * `PUT` (archiving included), so text and images go with it unchanged.
 */
export function inputWithState(post: PostForStaff, state: PostState): PostInput {
  return {
    writtenIn: post.title.writtenIn,
    title: post.title.texts,
    content: post.content.texts,
    imageKeys: post.images.map((image) => image.key),
    state,
  };
}
