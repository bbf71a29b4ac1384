import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedPost } from '@vitalia/contracts';
import { api, apiErrorOf } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** The Premium feed, newest first (D4); a free member is answered 4003. */
export async function getFeed(): Promise<FeedPost[]> {
  return (await api.get<{ data: FeedPost[] }>('/feed')).data;
}

/** Keyed by identity: the next person in this tab must not see the last one's feed. */
export const feedQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: ['feed', uid ?? null] as const,
    queryFn: getFeed,
    // Access denied will not change on a second try; the screen offers Premium instead.
    retry: (count, error) => apiErrorOf(error).code !== '4003' && count < 1,
  });

export function useFeed({ isEnabled }: { isEnabled: boolean }) {
  const uid = useAuthStore((state) => state.user?.uid);
  return useQuery({ ...feedQuery(uid), enabled: isEnabled });
}
