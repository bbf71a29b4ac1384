import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Something did not load: says so, and offers to try again. */
export function LoadFailed({
  message,
  detail,
  onRetry,
  isRetrying,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation('billing');
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
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
