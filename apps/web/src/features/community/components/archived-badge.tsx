import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Said wherever an archived channel shows: it can be read, not written to. */
export function ArchivedBadge() {
  const { t } = useTranslation('community');
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold text-ink-700">
      <Archive className="size-3.5" aria-hidden="true" />
      {t('channels.archived')}
    </span>
  );
}
