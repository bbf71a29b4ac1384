import { feedEndpoints, type PostForStaff, type PostInput, type PostState } from '@vitalia/contracts';
import { useEndpointData, useEndpointMutation } from '../../../lib/endpoint-queries';

const { listStaffPosts, staffPostOf, createPost, updatePost, pinPost } = feedEndpoints;

export const useStaffPosts = (state: PostState | undefined) =>
  useEndpointData(listStaffPosts, { query: state ? { state } : {} });

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
