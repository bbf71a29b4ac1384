import type { WeightEntry } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { LineChart, type LinePoint, type LineSeries } from '../../../../components/ui/line-chart';
import { utcDateOf } from '../../week';
import { useCoachDates } from '../coach-dates';
import { useCoachNumbers } from '../coach-numbers';

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
  const description = useTrend(entries);
  const series: LineSeries[] = [
    {
      key: 'weight',
      label: t('weight.chart.weight'),
      className: 'text-brand-700',
      format: numbers.kilograms,
    },
    {
      key: 'energy',
      label: t('weight.chart.energy'),
      className: 'text-accent-600',
      isDashed: true,
      format: numbers.kcal,
    },
  ];
  const points: LinePoint[] = entries.map((entry) => ({
    key: entry.date,
    time: utcDateOf(entry.date).getTime(),
    label: dates.fullDate(entry.date),
    shortLabel: dates.shortDate(entry.date),
    values: { weight: entry.weightKg, energy: entry.energyKcal },
  }));
  return (
    <LineChart
      layout="stacked"
      title={t('weight.chart.title')}
      description={description}
      series={series}
      points={points}
      timeHeader={t('weight.chart.day')}
      missingValue={t('weight.chart.none')}
    />
  );
}
