import { BarChart3, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';

type View = 'chart' | 'table';

/**
 * A titled figure that shows its numbers as a chart or as a plain table. The chart already writes every number out;
 * the table is for comparing them precisely, and for whoever prefers rows and columns. The panel draws the table
 * itself, captioned with the title; it is given the table's head, body and foot.
 */
export function ChartPanel({
  title,
  description,
  chart,
  tableContent,
  className,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  tableContent: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('statistics');
  const headingId = useId();
  const [view, setView] = useState<View>('chart');

  const option = (value: View, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={cx(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold',
        view === value ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-700 hover:text-ink-950',
      )}
    >
      {icon}
      {t(`view.${value}`)}
    </button>
  );

  return (
    <Card className={cx('!p-5 sm:!p-6', className)}>
      <section aria-labelledby={headingId}>
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          {/* Grows from 12rem: on a phone the Chart/Table switch goes below the title rather than squeeze it. */}
          <div className="min-w-0 flex-[1_1_12rem]">
            <h2 id={headingId} className="font-semibold text-ink-950">
              {title}
            </h2>
            <p className="text-sm text-ink-500">{description}</p>
          </div>
          <div
            role="group"
            aria-label={t('view.label', { title })}
            className="flex shrink-0 gap-0.5 rounded-full bg-ink-100 p-0.5"
          >
            {option('chart', <BarChart3 className="size-3.5" aria-hidden="true" />)}
            {option('table', <Table2 className="size-3.5" aria-hidden="true" />)}
          </div>
        </div>
        {view === 'chart' ? (
          chart
        ) : (
          // A scroll of its own if a phone is too narrow.
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              {tableContent}
            </table>
          </div>
        )}
      </section>
    </Card>
  );
}

/** The look of the tables' cells: numbers at the end. */
export const tableClasses = {
  headRow: 'border-b border-ink-100 text-xs text-ink-500',
  headStart: 'py-2 pe-3 text-start font-medium',
  headEnd: 'py-2 ps-3 text-end font-medium',
  rowHeader: 'py-2 pe-3 text-start font-normal text-ink-900',
  cell: 'py-2 ps-3 text-end tabular-nums text-ink-950',
  footRow: 'border-t border-ink-200 font-semibold text-ink-950',
} as const;
