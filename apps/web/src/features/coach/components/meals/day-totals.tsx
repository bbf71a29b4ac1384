import type { MealTargets, NutrientTotals } from '@vitalia/contracts';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { barPercent } from '../../../../components/ui/bar-chart';
import { useCoachNumbers } from '../coach-numbers';

/**
 * The day's plan against its targets: energy and the three macronutrients, each "1,980 of 2,000 kcal" with a thin
 * bar. The bar is a flex row's child, so it fills from the inline start (the right in Arabic); it is decoration,
 * the words say it all.
 */
export function DayTotals({ totals, targets }: { totals: NutrientTotals; targets: MealTargets }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const headingId = useId();
  const rows = [
    { key: 'energy', value: totals.kcal, target: targets.kcal, unit: numbers.kcal },
    { key: 'protein', value: totals.proteinG, target: targets.proteinG, unit: numbers.grams },
    { key: 'carbs', value: totals.carbsG, target: targets.carbsG, unit: numbers.grams },
    { key: 'fat', value: totals.fatG, target: targets.fatG, unit: numbers.grams },
  ] as const;
  return (
    <Card className="!p-4 sm:!p-5">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-sm font-semibold text-ink-900">
          {t('meals.totals.title')}
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
          {rows.map((row) => (
            <div key={row.key} className="min-w-0">
              <dt className="text-xs font-medium text-ink-500">{t(`targets.${row.key}`)}</dt>
              <dd className="text-sm font-semibold text-ink-950">
                {t('meals.totals.ofTarget', {
                  value: numbers.number(row.value),
                  target: row.unit(row.target),
                })}
              </dd>
              <dd aria-hidden="true" className="mt-1 flex h-1.5 overflow-hidden rounded-full bg-ink-100">
                <span
                  className="rounded-full bg-brand-600"
                  style={{ width: barPercent(row.value, row.target) }}
                />
              </dd>
            </div>
          ))}
        </dl>
        {targets.isLowCarb && (
          <p className="mt-3 flex items-start gap-2 text-xs text-ink-500">
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>{t('meals.totals.lowCarb')}</span>
          </p>
        )}
      </section>
    </Card>
  );
}
