import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { auditEndpoints, type AuditFilters } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, useCallerScope } from '../../../lib/endpoint-queries';

const { auditLog } = auditEndpoints;

/** What staff did, newest first, a page at a time back in time ("Load more" asks for the page after the cursor). */
export function useAuditPages(filters: AuditFilters) {
  const scope = useCallerScope();
  return useInfiniteQuery({
    queryKey: keyOf(auditLog, scope, { query: filters }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(auditLog, { query: pageParam ? { ...filters, cursor: pageParam } : filters }),
    getNextPageParam: (last) => last.data.nextCursor ?? undefined,
    // The last list stays on screen, dimmed, while a new filter's first page loads.
    placeholderData: keepPreviousData,
    select: (pages) => pages.pages.flatMap((page) => page.data.entries),
  });
}
