import { cx } from '../../../../components/ui/cx';

/** One headline figure, inside a <dl>. */
export function FigureTile({
  label,
  value,
  isHighlighted = false,
}: {
  label: string;
  value: string;
  isHighlighted?: boolean;
}) {
  return (
    <div
      className={cx(
        'rounded-control p-3.5 sm:p-4',
        isHighlighted ? 'bg-brand-900 text-white' : 'ring-1 ring-inset ring-ink-100',
      )}
    >
      <dt className={cx('text-xs', isHighlighted ? 'text-brand-100' : 'text-ink-500')}>{label}</dt>
      <dd
        className={cx(
          'mt-1 text-xl font-bold tabular-nums sm:text-2xl',
          isHighlighted ? 'text-white' : 'text-ink-950',
        )}
      >
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
