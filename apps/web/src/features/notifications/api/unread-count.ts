import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';
import { useLiveBell } from '../hooks/use-live-bell';

/** Without the live stream (a Free member's bell, or the stream cut off) the count is read again each minute. */
const pollMs = 60_000;
/** On the stream, a lost signal (decision 026) is caught up by this slower check. */
const liveCheckMs = 5 * 60_000;

/**
 * The bell's count. Where the member has the live stream, it is told when the count changes (a new notification, or
 * one read on another tab); otherwise it is read each minute and when the tab comes back (the API answers in a few
 * milliseconds). Marking read here refreshes it at once (`notifications` changes).
 */
export function useUnreadNotifications() {
  const isLive = useLiveBell();
  return useQuery({
    ...endpointQuery(notificationEndpoints.unreadCount, useCallerScope()),
    select: (answer) => answer.data.unread,
    refetchOnWindowFocus: true,
    refetchInterval: isLive ? liveCheckMs : pollMs,
    // A count is not worth an error on screen: the bell shows no badge until a read succeeds.
    retry: false,
  });
}
