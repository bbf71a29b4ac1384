import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';

/**
 * The bell's count. No live stream carries notifications yet, so it is read again every minute and when the tab
 * comes back (the API answers in a few milliseconds); marking read refreshes it at once (`notifications` changes).
 */
export function useUnreadNotifications() {
  return useQuery({
    ...endpointQuery(notificationEndpoints.unreadCount, useCallerScope()),
    select: (answer) => answer.data.unread,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    // A count is not worth an error on screen: the bell shows no badge until a read succeeds.
    retry: false,
  });
}
