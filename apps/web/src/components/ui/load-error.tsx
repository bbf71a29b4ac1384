import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
