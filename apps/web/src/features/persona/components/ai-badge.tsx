import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

/**
 * The mark every word of the persona carries: it is an AI, not Karim. Its full name is said to screen readers, the
 * short one shown; `isDecorative` where the words around it already say so (the screen's title).
 */
export function AiBadge({ className, isDecorative = false }: { className?: string; isDecorative?: boolean }) {
  const { t } = useTranslation('persona');
  return (
    <span
      aria-hidden={isDecorative || undefined}
      title={t('badge.long')}
      className={cx(
        'inline-flex shrink-0 items-center rounded-full bg-accent-100 px-1.5 py-px text-[0.68rem] leading-4 font-bold text-accent-600',
        className,
      )}
    >
      <span aria-hidden="true">{t('badge.short')}</span>
      <span className="sr-only">{t('badge.long')}</span>
    </span>
  );
}
