import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

/** "Step 1 of 2" over one bar per step; the bars follow the reading direction, so they fill from the right in RTL. */
export const StepIndicator = forwardRef<HTMLParagraphElement, { current: number; names: readonly string[] }>(
  function StepIndicator({ current, names }, ref) {
    const { t } = useTranslation('health');
    return (
      <nav aria-label={t('steps.label')} className="mb-4">
        <p ref={ref} tabIndex={-1} className="text-sm font-semibold text-brand-700 focus:outline-none">
          {t('steps.progress', { current, total: names.length })}
        </p>
        <ol
          className="mt-2 grid gap-2"
          style={{ gridTemplateColumns: `repeat(${names.length}, minmax(0, 1fr))` }}
        >
          {names.map((name, index) => {
            const isCurrent = index + 1 === current;
            return (
              <li key={name} aria-current={isCurrent ? 'step' : undefined}>
                <span
                  aria-hidden="true"
                  className={cx('block h-1.5 rounded-full', index < current ? 'bg-brand-600' : 'bg-ink-200')}
                />
                <span
                  className={cx(
                    'mt-1.5 block text-xs',
                    isCurrent ? 'font-semibold text-ink-900' : 'text-ink-500',
                  )}
                >
                  {name}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
    );
  },
);
