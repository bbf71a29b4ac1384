import { pointSources, type PointsSummary } from '@vitalia/contracts';
import { ChartLine, Coins, ListOrdered, Sparkles, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../../components/ui/card';
import { LineChart } from '../../../../../components/ui/line-chart';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { SectionCard } from '../../../../../components/ui/section-card';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { usePoints } from '../../api/points';
import { utcDateOf } from '../../game-days';
import { useGameFormat } from '../../hooks/use-game-format';

function Totals({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const tiles = [
    { label: t('points.month', { month: format.month(summary.month) }), value: summary.monthTotal },
    { label: t('points.allTime'), value: summary.allTimeTotal },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {tiles.map((tile) => (
        <Card key={tile.label} className="!p-4 sm:!p-5">
          <dt className="text-sm text-ink-500">{tile.label}</dt>
          <dd className="mt-1">
            <span className="text-2xl font-bold tabular-nums text-ink-950 sm:text-3xl">
              {format.number(tile.value)}
            </span>{' '}
            <span className="text-sm font-medium text-ink-700">
              {t('units.points', { count: tile.value })}
            </span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** The entries this month's points hold in its draw, and how far the next one is. */
function DrawEntries({ summary, isStaff }: { summary: PointsSummary; isStaff: boolean }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const { entries } = summary;
  const hasMostEntries = entries.earned >= entries.maxEarned;
  const toNext = Math.max(0, (entries.earned + 1) * entries.pointsPerEntry - summary.monthTotal);
  return (
    <SectionCard
      icon={Ticket}
      iconClassName="bg-accent-100 text-accent-600"
      title={t('points.entries.title')}
    >
      {isStaff ? (
        <p className="text-sm text-ink-700">{t('points.entries.staff')}</p>
      ) : (
        <div className="space-y-2">
          <p className="text-lg font-semibold text-ink-950">
            {t('points.entries.total', { count: entries.total, number: format.number(entries.total) })}
          </p>
          <p className="text-sm text-ink-700">
            {t('points.entries.split', {
              free: format.number(entries.free),
              earned: format.number(entries.earned),
            })}
          </p>
          <p className="text-sm text-ink-500">
            {hasMostEntries
              ? t('points.entries.most')
              : t('points.entries.next', { count: toNext, number: format.number(toNext) })}
          </p>
          <p className="text-xs text-ink-500">
            {t('points.entries.rule', {
              points: format.number(entries.pointsPerEntry),
              max: format.number(entries.maxEarned),
            })}
          </p>
        </div>
      )}
    </SectionCard>
  );
}

/** The month's running total, day by day, on the shared chart (it reads right to left in Arabic by itself). */
function MonthChart({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const first = summary.byDay[0];
  const last = summary.byDay.at(-1);
  if (!first || !last || summary.monthTotal === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-ink-200 px-4 py-6 text-center">
        <Sparkles className="size-8 text-ink-300" aria-hidden="true" />
        <p className="font-semibold text-ink-950">{t('points.chart.empty')}</p>
        <p className="max-w-sm text-sm text-ink-500">{t('points.chart.emptyHint')}</p>
      </div>
    );
  }
  return (
    <LineChart
      title={t('points.chart.title')}
      description={t('points.chart.description', {
        from: format.fullDay(first.day),
        to: format.fullDay(last.day),
        count: last.total,
        number: format.number(last.total),
      })}
      series={[
        {
          key: 'total',
          label: t('points.chart.total'),
          className: 'text-brand-600',
          format: (value) => format.number(value),
        },
      ]}
      points={summary.byDay.map((day) => ({
        key: day.day,
        time: utcDateOf(day.day).getTime(),
        label: format.fullDay(day.day),
        shortLabel: format.shortDay(day.day),
        values: { total: day.total },
      }))}
      timeHeader={t('points.chart.day')}
      missingValue={t('points.chart.none')}
    />
  );
}

function Sources({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {pointSources.map((source) => (
        <div key={source} className="rounded-control bg-ink-50 px-3 py-2">
          <dt className="text-xs text-ink-500">{t(`points.sources.${source}`)}</dt>
          <dd className="font-semibold tabular-nums text-ink-950">
            {format.number(summary.bySource[source] ?? 0)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function History({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  if (summary.history.length === 0) {
    return <p className="text-sm text-ink-500">{t('points.history.empty')}</p>;
  }
  return (
    <ul className="divide-y divide-ink-100">
      {summary.history.map((award, index) => (
        <li key={`${award.awardedAt}-${index}`} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <p className="text-sm font-medium text-ink-950">{t(`points.sources.${award.source}`)}</p>
            <p className="text-xs text-ink-500">
              <time dateTime={award.awardedAt}>{format.moment(award.awardedAt)}</time>
            </p>
          </div>
          <p className="shrink-0 text-sm font-semibold tabular-nums text-brand-800">
            {t('units.gain', { count: award.points, number: format.gain(award.points) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function PointsSkeleton() {
  const { t } = useTranslation('games');
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('points.loading')}
      </span>
      <div className="grid grid-cols-2 gap-3" aria-hidden="true">
        <Skeleton className="h-24 rounded-card" />
        <Skeleton className="h-24 rounded-card" />
      </div>
      <Skeleton className="h-32 rounded-card" />
      <Skeleton className="h-56 rounded-card" />
    </div>
  );
}

/** The member's points: totals, draw entries, the month's chart, where they came from, the latest awards. */
export function PointsSection({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('games');
  const points = usePoints();
  if (points.data === undefined) {
    return points.isError ? (
      <QueryLoadError query={points} message={t('points.loadFailed')} />
    ) : (
      <PointsSkeleton />
    );
  }
  const summary = points.data;
  return (
    <div className="space-y-4">
      <Totals summary={summary} />
      <DrawEntries summary={summary} isStaff={isStaff} />
      <SectionCard icon={ChartLine} title={t('points.chart.heading')} description={t('points.chart.hint')}>
        <div className="space-y-4">
          <MonthChart summary={summary} />
          <Sources summary={summary} />
        </div>
      </SectionCard>
      <SectionCard icon={ListOrdered} title={t('points.history.title')}>
        <History summary={summary} />
      </SectionCard>
      <p className="flex items-start gap-2 text-xs text-ink-500">
        <Coins className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('points.howTo')}
      </p>
    </div>
  );
}
