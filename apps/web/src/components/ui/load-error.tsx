import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../lib/api-client';
import { useErrorText } from '../../lib/form-errors';
import { Button } from './button';
import { cx } from './cx';

/** Something did not load: says so, and offers to try again. */
export function LoadError({
  message,
  detail,
  onRetry,
  isRetrying,
  className,
}: {
  message: string;
  detail?: string | null;
  onRetry: () => void;
  isRetrying: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={cx('flex flex-col items-center gap-3 py-6 text-center', className)}>
      <CircleAlert className="size-9 text-danger-600" aria-hidden="true" />
      <div role="alert">
        <p className="font-semibold text-ink-950">{message}</p>
        {detail && <p className="mt-1 text-sm text-ink-500">{detail}</p>}
      </div>
      <Button variant="secondary" isLoading={isRetrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** LoadError for a query that failed: its error code in the reader's words, and a retry that fetches again. */
export function QueryLoadError({
  query,
  message,
  className,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  message: string;
  className?: string;
}) {
  const errorText = useErrorText();
  return (
    <LoadError
      message={message}
      detail={errorText(apiErrorOf(query.error).code)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
      className={className}
    />
  );
}
