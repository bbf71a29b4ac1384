import { heightShare, timeShare } from '../../../../components/ui/line-chart';
import { cx } from '../../../../components/ui/cx';

/** One quantity's values over time: `null` where that day has none. */
export interface Quantity {
  key: string;
  /** What the values are, with their unit ("Weight (kg)"): the label of the panel's axis. */
  label: string;
  /** The line's colour, a text class: the line, its dots, its scale and its label use `currentColor`. */
  className: string;
  isDashed?: boolean;
  format: (value: number) => string;
  values: readonly (number | null)[];
}

/** The plot keeps this share of its height free above and below, as components/ui/line-chart.tsx does. */
const edge = 0.1;

/** Dots on every value while they stay apart; past this many, only the last value is marked. */
const maxDottedPoints = 40;

/** The line, broken where a value is missing, and its dots. */
function pathsOf(quantity: Quantity, times: readonly number[], min: number, max: number) {
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? first;
  const at = (index: number) =>
    `${(100 * timeShare(times[index]!, first, last)).toFixed(2)} ` +
    `${(100 * (1 - heightShare(quantity.values[index]!, min, max))).toFixed(2)}`;
  const present = quantity.values.flatMap((value, index) => (value === null ? [] : [index]));
  let line = '';
  let isDrawing = false;
  quantity.values.forEach((value, index) => {
    line += value === null ? '' : `${isDrawing ? 'L' : 'M'}${at(index)} `;
    isDrawing = value !== null;
  });
  const dotted = present.length <= maxDottedPoints ? present : present.slice(-1);
  return { line: line.trim(), dots: dotted.map((index) => `M${at(index)} h0`).join(' ') };
}

/**
 * A quantity's panel, two cells of the chart's grid: its scale (highest and lowest values, in its unit, at the heights
 * they are drawn at) and its plot, flipped in a right-to-left page so time runs from the right. Decoration only: the
 * chart around it is the image, its table the values.
 */
export function ChartPanel({ quantity, times }: { quantity: Quantity; times: readonly number[] }) {
  const present = quantity.values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  const min = Math.min(...present);
  const max = Math.max(...present);
  const { line, dots } = pathsOf(quantity, times, min, max);
  const marks =
    max > min
      ? [
          { value: max, top: `${100 * edge}%` },
          { value: min, top: `${100 * (1 - edge)}%` },
        ]
      : [{ value: min, top: '50%' }];
  return (
    <>
      <p className={cx('col-span-2 text-xs font-semibold', quantity.className)}>{quantity.label}</p>
      <div
        className={cx(
          'relative text-end text-[0.6875rem] font-medium tabular-nums leading-none',
          quantity.className,
        )}
      >
        {/* In the flow but unseen: the column is as wide as the longest mark of either panel. */}
        <div className="invisible h-0 overflow-hidden whitespace-nowrap">
          {marks.map((mark) => (
            <div key={mark.top}>{quantity.format(mark.value)}</div>
          ))}
        </div>
        {marks.map((mark) => (
          <span
            key={mark.top}
            style={{ top: mark.top }}
            className="absolute inset-x-0 -translate-y-1/2 whitespace-nowrap"
          >
            {quantity.format(mark.value)}
          </span>
        ))}
      </div>
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className={cx('block h-28 w-full overflow-visible rtl:-scale-x-100 sm:h-32', quantity.className)}
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
        <path
          d={line}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          strokeDasharray={quantity.isDashed ? '5 4' : undefined}
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={dots}
          stroke="currentColor"
          strokeWidth={7}
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </>
  );
}
