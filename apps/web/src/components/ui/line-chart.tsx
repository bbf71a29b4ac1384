import { Fragment, useId } from 'react';
import { cx } from './cx';

/**
 * Lines over time, drawn in SVG built the way components/ui/bar-chart.tsx builds its bars: the data is never
 * reversed, the reading direction decides. The drawing holds no text; it is flipped in a right-to-left page
 * (`rtl:-scale-x-100`), so time runs from the right in Arabic, and every word around it (the scales, the first and
 * last day) is laid out by flex and grid, which follow the direction by themselves. The SVG is stretched to its box
 * (`preserveAspectRatio="none"`) while its strokes keep their width (`non-scaling-stroke`) and its dots stay round
 * (round caps on zero-length segments). It is an image with a title and a description, and every value is also in a
 * table that only screen readers see.
 */

export interface LineSeries {
  key: string;
  label: string;
  /** The line's colour, a text class (`text-brand-600`): lines, dots, the scale and the legend use `currentColor`. */
  className: string;
  /** Dashed, so that two series tell apart without their colours. */
  isDashed?: boolean;
  /** A value of the series in the reader's language, with its unit ("72.5 kg"). */
  format: (value: number) => string;
}

export interface LinePoint {
  key: string;
  /** Where the point sits on the time axis (milliseconds): points are spaced by time, not by rank. */
  time: number;
  /** The full name of the moment, in the table ("11 March 2026"). */
  label: string;
  /** Under the axis, at either end ("11 Mar 2026"). */
  shortLabel: string;
  /** One value per series key; null (or missing) is a gap in that line. */
  values: Record<string, number | null | undefined>;
}

/** The plot keeps a tenth of its height free above and below, so the dots at either extreme are whole. */
const edge = 0.1;

/** Where a value sits on its own series' scale, as a share of the height from the bottom; a flat series mid-way. */
export function heightShare(value: number, min: number, max: number): number {
  if (max <= min) return 0.5;
  return edge + (1 - 2 * edge) * ((value - min) / (max - min));
}

/** Where a moment sits on the time axis, as a share of the width from the start; a single moment mid-way. */
export function timeShare(time: number, first: number, last: number): number {
  if (last <= first) return 0.5;
  return (time - first) / (last - first);
}

/** Dots for every point while they stay apart; past this, only the last point of each line is marked. */
const maxDottedPoints = 40;

interface Drawn {
  series: LineSeries;
  min: number;
  max: number;
  /** The line, broken where a value is missing. */
  path: string;
  dots: string;
}

function draw(series: LineSeries, points: readonly LinePoint[]): Drawn | null {
  const present = points.filter((point) => point.values[series.key] != null);
  if (present.length === 0) return null;
  const values = present.map((point) => point.values[series.key] as number);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const first = points[0]?.time ?? 0;
  const last = points.at(-1)?.time ?? first;
  const at = (point: LinePoint) => {
    const x = 100 * timeShare(point.time, first, last);
    const y = 100 * (1 - heightShare(point.values[series.key] as number, min, max));
    return `${x.toFixed(2)} ${y.toFixed(2)}`;
  };
  let path = '';
  let isDrawing = false;
  for (const point of points) {
    if (point.values[series.key] == null) {
      isDrawing = false;
      continue;
    }
    path += `${isDrawing ? 'L' : 'M'}${at(point)} `;
    isDrawing = true;
  }
  const dotted = points.length <= maxDottedPoints ? present : present.slice(-1);
  const dots = dotted.map((point) => `M${at(point)} h0`).join(' ');
  return { series, min, max, path: path.trim(), dots };
}

/** A series' highest and lowest values beside the plot, at the heights they are drawn at. */
function Scale({ drawn, side }: { drawn: Drawn | null | undefined; side: 'start' | 'end' }) {
  if (!drawn) return <div />;
  const { series, min, max } = drawn;
  const marks =
    max > min
      ? [
          { value: max, top: `${100 * edge}%` },
          { value: min, top: `${100 * (1 - edge)}%` },
        ]
      : [{ value: min, top: '50%' }];
  return (
    <div
      aria-hidden="true"
      className={cx(
        'relative text-[0.6875rem] font-medium tabular-nums leading-none',
        side === 'start' ? 'text-end' : 'text-start',
        series.className,
      )}
    >
      {/* In the flow but unseen: the column is as wide as its longest mark. */}
      <div className="invisible h-0 overflow-hidden whitespace-nowrap">
        {marks.map((mark) => (
          <div key={mark.top}>{series.format(mark.value)}</div>
        ))}
      </div>
      {marks.map((mark) => (
        <span
          key={mark.top}
          style={{ top: mark.top }}
          className="absolute inset-x-0 -translate-y-1/2 whitespace-nowrap"
        >
          {series.format(mark.value)}
        </span>
      ))}
    </div>
  );
}

/** The plot's lines and dots, over three faint rules; flipped in a right-to-left page so time runs from the right. */
function Plot({ lines, className }: { lines: readonly (Drawn | null)[]; className: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className={cx('block w-full overflow-visible rtl:-scale-x-100', className)}
    >
      {[edge, 0.5, 1 - edge].map((share) => (
        <line
          key={share}
          x1={0}
          x2={100}
          y1={100 * share}
          y2={100 * share}
          className="stroke-ink-100"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {lines.map(
        (line) =>
          line && (
            <g key={line.series.key} data-series={line.series.key} className={line.series.className}>
              <path
                d={line.path}
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinejoin="round"
                strokeLinecap="round"
                strokeDasharray={line.series.isDashed ? '5 4' : undefined}
                vectorEffect="non-scaling-stroke"
              />
              <path
                d={line.dots}
                stroke="currentColor"
                strokeWidth={7}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            </g>
          ),
      )}
    </svg>
  );
}

/**
 * One or two series over time, each on its own scale. `overlaid`: one plot, the first series' scale at the inline
 * start and the second's at the end, each in its line's colour. `stacked`: a panel per series, its label above and its
 * scale beside it, on one time axis; for quantities whose lines, each stretched to its own scale, would read as one (a
 * weight and an energy target). Either way one image with a title and a description, and a table for screen readers.
 */
export function LineChart({
  title,
  description,
  series,
  points,
  timeHeader,
  missingValue,
  layout = 'overlaid',
  className,
}: {
  title: string;
  description: string;
  /** One or two: a scale on each side, or a panel each. */
  series: readonly LineSeries[];
  /** Oldest first. */
  points: readonly LinePoint[];
  /** The heading of the table's first column ("Day"). */
  timeHeader: string;
  /** What the table says for a missing value. */
  missingValue: string;
  layout?: 'overlaid' | 'stacked';
  className?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const drawn = series.map((each) => draw(each, points));
  const firstPoint = points[0];
  const lastPoint = points.length > 1 ? points.at(-1) : undefined;
  const naming = (
    <>
      <span id={titleId} hidden>
        {title}
      </span>
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
  const timeAxis = (
    <div
      aria-hidden="true"
      className={cx(
        'col-start-2 mt-1.5 flex gap-3 border-t border-ink-200 pt-1.5 text-[0.6875rem] text-ink-500',
        lastPoint ? 'justify-between' : 'justify-center',
      )}
    >
      <span>{firstPoint?.shortLabel}</span>
      {lastPoint && <span>{lastPoint.shortLabel}</span>}
    </div>
  );

  return (
    <figure className={cx('space-y-3', className)}>
      {layout === 'overlaid' && (
        <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
          {series.map((each) => (
            <li key={each.key} className="inline-flex items-center gap-1.5">
              <span
                className={cx(
                  'w-5 border-t-2 border-current',
                  each.isDashed ? 'border-dashed' : 'border-solid',
                  each.className,
                )}
              />
              {each.label}
            </li>
          ))}
        </ul>
      )}
      {layout === 'overlaid' ? (
        <div
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-2"
        >
          {naming}
          <Scale drawn={drawn[0]} side="start" />
          <Plot lines={drawn} className="h-40 sm:h-48" />
          <Scale drawn={drawn[1]} side="end" />
          {timeAxis}
        </div>
      ) : (
        <div
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1.5"
        >
          {naming}
          {drawn.map(
            (line) =>
              line && (
                <Fragment key={line.series.key}>
                  <p
                    aria-hidden="true"
                    className={cx('col-span-2 text-xs font-semibold', line.series.className)}
                  >
                    {line.series.label}
                  </p>
                  <Scale drawn={line} side="start" />
                  <Plot lines={[line]} className="h-28 sm:h-32" />
                </Fragment>
              ),
          )}
          {timeAxis}
        </div>
      )}
      {/* The box is what is hidden: a table takes the width of its cells whatever width it is given. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{timeHeader}</th>
              {series.map((each) => (
                <th key={each.key} scope="col">
                  {each.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                {series.map((each) => {
                  const value = point.values[each.key];
                  return <td key={each.key}>{value == null ? missingValue : each.format(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
