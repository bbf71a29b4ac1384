import { useQuery } from '@tanstack/react-query';
import { feedEndpoints } from '@vitalia/contracts';
import { apiErrorOf } from '../../../lib/api-client';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';

/** The Premium feed, newest first (D4); a free member is answered 4003. */
export function useFeed({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(feedEndpoints.latestPosts, useCallerScope()),
    select: (answer) => answer.data,
    enabled: isEnabled,
    // Access denied will not change on a second try; the screen offers Premium instead.
    retry: (count, error) => apiErrorOf(error).code !== '4003' && count < 1,
  });
}
