import { apiErrorOf } from '../../lib/api-client';
import { useErrorText } from '../../lib/form-errors';
import { Button } from './button';

/** What a paged list (TanStack's infinite query) tells its footer. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Under a paged list: why the next page did not come, the button that asks for it, or, on the last page, `endText`
 * when the list has one.
 */
export function MorePages({
  list,
  label,
  failedText,
  endText,
}: {
  list: PagedList;
  label: string;
  failedText: string;
  endText?: string;
}) {
  const errorText = useErrorText();
  if (!list.hasNextPage && !list.isFetchNextPageError && !endText) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2 text-center">
      {list.isFetchNextPageError && (
        <p role="alert" className="text-sm text-danger-700">
          {failedText} {errorText(apiErrorOf(list.error).code)}
        </p>
      )}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          isLoading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {label}
        </Button>
      ) : (
        endText && <p className="text-sm text-ink-500">{endText}</p>
      )}
    </div>
  );
}
