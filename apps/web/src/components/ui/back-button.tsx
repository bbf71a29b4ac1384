import { paths } from '@vitalia/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cx } from './cx';

/** The shared back button (spec §2): history back when there is one, else a sensible parent. Mirrored in RTL. */
export function BackButton({
  fallback = paths.home(),
  className,
}: {
  fallback?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';

  return (
    <button
      type="button"
      onClick={() => (hasHistory ? navigate(-1) : navigate(fallback))}
      className={cx(
        'inline-flex min-h-11 items-center gap-2 rounded-control pe-3 ps-2 text-sm font-medium text-ink-700',
        'hover:bg-ink-100 hover:text-ink-950',
        className,
      )}
    >
      <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
      {t('actions.back')}
    </button>
  );
}
