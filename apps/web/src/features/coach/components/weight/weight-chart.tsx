import type { WeightEntry } from '@vitalia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { utcDateOf } from '../../week';
import { useCoachDates } from '../coach-dates';
import { useCoachNumbers } from '../coach-numbers';
import { ChartPanel, type Quantity } from './chart-panel';

/** The chart's description: what changed between the first weight logged and the last, in words. */
function useTrend(entries: readonly WeightEntry[]): string {
  const { t } = useTranslation('coach');
  const dates = useCoachDates();
  const numbers = useCoachNumbers();
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) return '';
  if (first === last) {
    return t('weight.chart.single', {
      weight: numbers.kilograms(first.weightKg),
      date: dates.fullDate(first.date),
    });
  }
  const energies = entries.filter((entry) => entry.energyKcal !== null);
  const firstEnergy = energies[0]?.energyKcal;
  const lastEnergy = energies.at(-1)?.energyKcal;
  const weight = t('weight.chart.weightTrend', {
    from: dates.fullDate(first.date),
    to: dates.fullDate(last.date),
    first: numbers.kilograms(first.weightKg),
    last: numbers.kilograms(last.weightKg),
  });
  if (firstEnergy == null || lastEnergy == null || energies.length < 2) return weight;
  return `${weight} ${t('weight.chart.energyTrend', { first: numbers.kcal(firstEnergy), last: numbers.kcal(lastEnergy) })}`;
}

/**
 * Weight and the energy target it gave, day by day over the last year: one panel each, on one time span, each with
 * its own labelled scale in its own unit. Drawn on one scale, kilograms and kilocalories lay on top of each other and
 * read as one line. The panels together are one image with a title and a description; every value is also in a
 * table that only screen readers see.
 */
export function WeightChart({ entries }: { entries: readonly WeightEntry[] }) {
  const { t } = useTranslation('coach');
  const dates = useCoachDates();
  const numbers = useCoachNumbers();
  const titleId = useId();
  const descriptionId = useId();
  const description = useTrend(entries);
  const times = entries.map((entry) => utcDateOf(entry.date).getTime());
  const quantities: Quantity[] = [
    {
      key: 'weight',
      label: t('weight.chart.weight'),
      className: 'text-brand-700',
      format: numbers.kilograms,
      values: entries.map((entry) => entry.weightKg),
    },
    {
      key: 'energy',
      label: t('weight.chart.energy'),
      className: 'text-accent-600',
      isDashed: true,
      format: numbers.kcal,
      values: entries.map((entry) => entry.energyKcal),
    },
  ];
  const first = entries[0];
  const last = entries.length > 1 ? entries.at(-1) : undefined;

  return (
    <figure className="space-y-3">
      <div
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1.5"
      >
        <span id={titleId} hidden>
          {t('weight.chart.title')}
        </span>
        <span id={descriptionId} hidden>
          {description}
        </span>
        {quantities.map((quantity) => (
          <ChartPanel key={quantity.key} quantity={quantity} times={times} />
        ))}
        <div
          className={cx(
            'col-start-2 flex gap-3 border-t border-ink-200 pt-1.5 text-[0.6875rem] text-ink-500',
            last ? 'justify-between' : 'justify-center',
          )}
        >
          <span>{first && dates.shortDate(first.date)}</span>
          {last && <span>{dates.shortDate(last.date)}</span>}
        </div>
      </div>
      {/* The box is what is hidden: a table takes the width of its cells whatever width it is given. */}
      <div className="sr-only">
        <table>
          <caption>{t('weight.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('weight.chart.day')}</th>
              {quantities.map((quantity) => (
                <th key={quantity.key} scope="col">
                  {quantity.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={entry.date}>
                <th scope="row">{dates.fullDate(entry.date)}</th>
                {quantities.map((quantity) => {
                  const value = quantity.values[index];
                  return (
                    <td key={quantity.key}>
                      {value == null ? t('weight.chart.none') : quantity.format(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
