import { useQuery } from '@tanstack/react-query';
import { feedEndpoints } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';

/** New posts since the feed was last opened: read again when the tab comes back and every minute. */
export function useUnreadCount({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...endpointQuery(feedEndpoints.unreadPosts, useCallerScope()),
    select: (answer) => answer.data.count,
    enabled: isEnabled,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    // A badge is not worth an error on screen: it shows nothing until a read succeeds.
    retry: false,
  });
}
