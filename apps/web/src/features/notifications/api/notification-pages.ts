import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, useCallerScope } from '../../../lib/endpoint-queries';

const { myNotifications } = notificationEndpoints;

/**
 * The member's notifications, newest first; "Show older" asks for the page before the last one's cursor. Read while
 * the panel is open only: the bell itself needs the count alone.
 */
export function useNotificationPages() {
  const scope = useCallerScope();
  return useInfiniteQuery({
    queryKey: keyOf(myNotifications, scope),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => call(myNotifications, pageParam ? { query: { before: pageParam } } : {}),
    getNextPageParam: (last) => last.data.nextCursor ?? undefined,
    select: (pages) => pages.pages.flatMap((page) => page.data.items),
  });
}
