import { useTranslation } from 'react-i18next';
import { ColumnChart } from '../../../../components/ui/bar-chart';
import { intlLocale } from '../../../../lib/i18n';
import { ChartPanel, tableClasses as c } from './chart-panel';
import { monthName, monthShort } from './month-text';

/**
 * Twelve months of one count, oldest first as the server sends them: the chart keeps that order, so the oldest
 * month sits at the inline start (on the right in Arabic).
 */
export function MonthlyPanel({
  title,
  description,
  countLabel,
  months,
  barClassName,
  hasTotal = true,
}: {
  title: string;
  description: string;
  countLabel: string;
  months: { month: string; count: number }[];
  barClassName: string;
  /** False for a level at each month's end (members, revenue): adding months up would mean nothing. */
  hasTotal?: boolean;
}) {
  const { t } = useTranslation('statistics');
  const locale = intlLocale();
  const count = new Intl.NumberFormat(locale);
  const total = months.reduce((sum, row) => sum + row.count, 0);

  const chart = (
    <ColumnChart
      label={title}
      barClassName={barClassName}
      points={months.map((row) => ({
        key: row.month,
        label: monthName(row.month, locale),
        shortLabel: monthShort(row.month, locale),
        value: row.count,
      }))}
    />
  );

  const table = (
    <>
      <thead>
        <tr className={c.headRow}>
          <th scope="col" className={c.headStart}>
            {t('months.month')}
          </th>
          <th scope="col" className={c.headEnd}>
            {countLabel}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {months.map((row) => (
          <tr key={row.month}>
            <th scope="row" className={c.rowHeader}>
              {monthName(row.month, locale)}
            </th>
            <td className={c.cell}>{count.format(row.count)}</td>
          </tr>
        ))}
      </tbody>
      {hasTotal && (
        <tfoot>
          <tr className={c.footRow}>
            <th scope="row" className="py-2 pe-3 text-start">
              {t('months.total')}
            </th>
            <td className={c.cell}>{count.format(total)}</td>
          </tr>
        </tfoot>
      )}
    </>
  );

  return <ChartPanel title={title} description={description} chart={chart} tableContent={table} />;
}
