import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { membersAdminEndpoints, type MemberSearchQuery } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { keyOf, useCallerScope } from '../../../lib/endpoint-queries';

const { searchMembers } = membersAdminEndpoints;

/** What the list, the address and the CSV export share, so the file holds what the screen shows. */
export type MemberFilters = Omit<MemberSearchQuery, 'cursor'>;

/**
 * Members newest first, 25 a page: each "Load more" asks for the page after the last one's cursor. The key is the
 * members resource's, so any change to a member (a role, a grant) refreshes the list too.
 */
export function useMemberPages(filters: MemberFilters) {
  const scope = useCallerScope();
  return useInfiniteQuery({
    queryKey: keyOf(searchMembers, scope, { query: filters }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(searchMembers, { query: pageParam ? { ...filters, cursor: pageParam } : filters }),
    getNextPageParam: (last) => last.data.nextCursor ?? undefined,
    // The last list stays on screen, dimmed, while a new filter's first page loads.
    placeholderData: keepPreviousData,
    select: (pages) => pages.pages.flatMap((page) => page.data.members),
  });
}
