import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationsFilter } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, useCallerScope } from '../../../lib/endpoint-queries';

const { myNotifications } = notificationEndpoints;

/**
 * The member's notifications, newest first, of one kind or unread only when `filter` says so; "Show older" asks for
 * the page before the last one's cursor. The bell itself needs the count alone.
 */
export function useNotificationPages(filter: NotificationsFilter = {}) {
  const scope = useCallerScope();
  return useInfiniteQuery({
    queryKey: keyOf(myNotifications, scope, { query: filter }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(myNotifications, { query: pageParam ? { ...filter, before: pageParam } : filter }),
    getNextPageParam: (last) => last.data.nextCursor ?? undefined,
    select: (pages) => pages.pages.flatMap((page) => page.data.items),
  });
}
