import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, intlLocale } from '../../lib/i18n';
import { cx } from './cx';

/**
 * Bar charts drawn with flex boxes and percentages, nothing positioned: a flex row starts at the inline start, so
 * bars grow from the right and months run right to left in Arabic without the data being reversed. Numbers go
 * through Intl in the reader's language. Every figure is also written out in text, so the chart reads without sight.
 */

export interface BarSeries {
  key: string;
  label: string;
  /** The segment's colour, a background class (`bg-brand-600`). */
  className: string;
}

export interface StackedBarRow {
  key: string;
  label: ReactNode;
  /** Text beside the label (a category, a warning). */
  note?: ReactNode;
  /** One value per series key; a missing one counts as 0. */
  values: Record<string, number>;
}

export interface ColumnPoint {
  key: string;
  /** The full name, read by screen readers and shown on hover (`March 2026`). */
  label: string;
  /** What is shown beside a row or under a column, wrapping onto two lines if the column is narrow (`Mar 2026`). */
  shortLabel: ReactNode;
  value: number;
}

/** A share of the largest figure, as a CSS percentage; 0 when there is nothing to compare with. */
export function barPercent(value: number, max: number): string {
  if (max <= 0 || value <= 0) return '0%';
  return `${Math.min(100, (value / max) * 100)}%`;
}

/** Numbers in the active language; the hook re-renders the chart when the language changes. */
function useNumberFormats() {
  useTranslation();
  const locale = intlLocale(currentLanguage());
  return {
    full: new Intl.NumberFormat(locale),
    compact: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  };
}

export function ChartLegend({ series, className }: { series: BarSeries[]; className?: string }) {
  return (
    <ul className={cx('flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700', className)} aria-hidden="true">
      {series.map((entry) => (
        <li key={entry.key} className="inline-flex items-center gap-1.5">
          <span className={cx('size-2.5 rounded-full', entry.className)} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * One horizontal bar per row, its series stacked from the inline start. All rows share one scale (the largest
 * row's total, or `max`), so bar lengths compare across rows.
 */
export function StackedBarChart({
  series,
  rows,
  max,
  label,
  className,
}: {
  series: BarSeries[];
  rows: StackedBarRow[];
  max?: number;
  /** The chart's accessible name. */
  label: string;
  className?: string;
}) {
  const { full } = useNumberFormats();
  const totalOf = (row: StackedBarRow) =>
    series.reduce((sum, entry) => sum + (row.values[entry.key] ?? 0), 0);
  const scale = max ?? Math.max(0, ...rows.map(totalOf));

  return (
    <div className={className}>
      <ChartLegend series={series} className="mb-3" />
      <ul aria-label={label} className="space-y-4">
        {rows.map((row) => (
          <li key={row.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium text-ink-950">{row.label}</span>
              {row.note && <span className="shrink-0 text-xs text-ink-500">{row.note}</span>}
            </div>
            <div
              aria-hidden="true"
              data-testid="bar-track"
              className="mt-1.5 flex h-3 w-full overflow-hidden rounded-full bg-ink-100"
            >
              {series.map((entry) => (
                <div
                  key={entry.key}
                  data-series={entry.key}
                  className={cx('h-full shrink-0 transition-[width]', entry.className)}
                  style={{ width: barPercent(row.values[entry.key] ?? 0, scale) }}
                />
              ))}
            </div>
            <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-ink-700">
              {series.map((entry) => (
                <span key={entry.key} className="inline-flex items-center gap-1">
                  <span aria-hidden="true" className={cx('size-2 rounded-full', entry.className)} />
                  {entry.label}
                  <span className="font-semibold tabular-nums text-ink-950">
                    {full.format(row.values[entry.key] ?? 0)}
                  </span>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A series over time, first point at the inline start (so the oldest month sits on the right in Arabic). From `sm` up
 * each point is a column with its label under it and its value above it, compact (1.2K). Twelve columns on a phone
 * leave no room for a label that names the month and its year, so there each point is a row: label, bar, value.
 * Every value is also written in full for screen readers.
 */
export function ColumnChart({
  points,
  label,
  barClassName = 'bg-brand-600',
  className,
}: {
  points: ColumnPoint[];
  label: string;
  barClassName?: string;
  className?: string;
}) {
  const { full, compact } = useNumberFormats();
  const max = Math.max(0, ...points.map((point) => point.value));

  return (
    <ol
      aria-label={label}
      className={cx('space-y-1.5 sm:flex sm:h-52 sm:items-stretch sm:gap-2 sm:space-y-0 sm:pt-5', className)}
    >
      {points.map((point) => {
        const value = compact.format(point.value);
        // One length, read as a width in a row and as a height in a column.
        const share = { '--share': barPercent(point.value, max) } as CSSProperties;
        return (
          <li
            key={point.key}
            title={point.label}
            className="flex items-center gap-2 sm:min-w-0 sm:flex-1 sm:flex-col sm:items-stretch sm:gap-0"
          >
            <span className="sr-only">
              {point.label}: {full.format(point.value)}
            </span>
            <span
              aria-hidden="true"
              className="w-20 shrink-0 text-xs text-ink-700 sm:order-last sm:mt-1 sm:w-full sm:border-t sm:border-ink-200 sm:pt-1 sm:text-center sm:text-[0.6875rem] sm:leading-tight sm:text-ink-500"
            >
              {point.shortLabel}
            </span>
            <div
              aria-hidden="true"
              className="flex h-3 min-w-0 flex-1 rounded-full bg-ink-100 sm:h-auto sm:flex-col sm:items-center sm:justify-end sm:rounded-none sm:bg-transparent"
            >
              <div
                data-testid="column-bar"
                style={share}
                className={cx(
                  'relative h-full w-(--share) rounded-full sm:h-(--share) sm:w-full sm:max-w-10 sm:rounded-none sm:rounded-t-md',
                  barClassName,
                )}
              >
                {/* Above the bar, whatever its height; the list's top padding keeps room for the tallest. */}
                <span className="absolute inset-x-0 bottom-full mb-1 hidden whitespace-nowrap text-center text-[0.6875rem] font-medium tabular-nums leading-none text-ink-700 sm:block">
                  {value}
                </span>
              </div>
            </div>
            <span
              aria-hidden="true"
              className="w-10 shrink-0 text-end text-xs font-medium tabular-nums text-ink-700 sm:hidden"
            >
              {value}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
