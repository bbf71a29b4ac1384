import type { RewardStatistics } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { StackedBarChart, type BarSeries, type StackedBarRow } from '../../../../components/ui/bar-chart';
import { intlLocale } from '../../../../lib/i18n';
import { ChartPanel, tableClasses as c } from './chart-panel';

/** Available then used, one bar a row, on one scale across the rows. */
function StockChart({
  label,
  rows,
}: {
  label: string;
  rows: (Omit<StackedBarRow, 'values'> & { available: number; used: number })[];
}) {
  const { t } = useTranslation('statistics');
  const series: BarSeries[] = [
    { key: 'available', label: t('series.available'), className: 'bg-brand-600' },
    { key: 'used', label: t('series.used'), className: 'bg-accent-400' },
  ];
  return (
    <StackedBarChart
      label={label}
      series={series}
      rows={rows.map(({ available, used, ...row }) => ({ ...row, values: { available, used } }))}
    />
  );
}

/** Spec §3 stock summary, one bar per reward: available then used, on one scale across rewards. */
export function StockByReward({ stock }: { stock: RewardStatistics['stock'] }) {
  const { t } = useTranslation('statistics');
  const count = new Intl.NumberFormat(intlLocale());
  const totals = stock.reduce(
    (sum, row) => ({
      available: sum.available + row.available,
      used: sum.used + row.used,
      reported: sum.reported + row.reported,
    }),
    { available: 0, used: 0, reported: 0 },
  );

  const chart = (
    <StockChart
      label={t('stock.title')}
      rows={stock.map((row) => ({
        key: row.rewardId,
        label: row.rewardName,
        note: t(`category.names.${row.category}`),
        available: row.available,
        used: row.used,
      }))}
    />
  );

  const table = (
    <>
      <thead>
        <tr className={c.headRow}>
          <th scope="col" className={c.headStart}>
            {t('stock.reward')}
          </th>
          <th scope="col" className={`hidden sm:table-cell ${c.headStart}`}>
            {t('stock.category')}
          </th>
          <th scope="col" className={c.headEnd}>
            {t('series.available')}
          </th>
          <th scope="col" className={c.headEnd}>
            {t('series.used')}
          </th>
          <th scope="col" className={`hidden sm:table-cell ${c.headEnd}`}>
            {t('stock.reported')}
          </th>
          <th scope="col" className={`hidden sm:table-cell ${c.headEnd}`}>
            {t('stock.threshold')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {stock.map((row) => (
          <tr key={row.rewardId}>
            <th scope="row" className={c.rowHeader}>
              <span className="block font-medium">
                <bdi>{row.rewardName}</bdi>
              </span>
              <span className="block text-xs text-ink-500 sm:hidden">
                {t(`category.names.${row.category}`)}
              </span>
            </th>
            <td className="hidden py-2 ps-3 text-start text-ink-700 sm:table-cell">
              {t(`category.names.${row.category}`)}
            </td>
            <td className={c.cell}>{count.format(row.available)}</td>
            <td className={c.cell}>{count.format(row.used)}</td>
            <td className={`hidden sm:table-cell ${c.cell}`}>{count.format(row.reported)}</td>
            <td className={`hidden sm:table-cell ${c.cell}`}>{count.format(row.lowStockThreshold)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={c.footRow}>
          <th scope="row" className="py-2 pe-3 text-start">
            {t('stock.total')}
          </th>
          <td className="hidden sm:table-cell" />
          <td className={c.cell}>{count.format(totals.available)}</td>
          <td className={c.cell}>{count.format(totals.used)}</td>
          <td className={`hidden sm:table-cell ${c.cell}`}>{count.format(totals.reported)}</td>
          <td className="hidden sm:table-cell" />
        </tr>
      </tfoot>
    </>
  );

  return (
    <ChartPanel
      title={t('stock.title')}
      description={t('stock.description')}
      chart={chart}
      tableContent={table}
    />
  );
}

/** The same counts added up by category (fashion, sport, streaming). */
export function StockByCategory({ byCategory }: { byCategory: RewardStatistics['byCategory'] }) {
  const { t } = useTranslation('statistics');
  const count = new Intl.NumberFormat(intlLocale());

  const chart = (
    <StockChart
      label={t('category.title')}
      rows={byCategory.map((row) => ({
        key: row.category,
        label: t(`category.names.${row.category}`),
        available: row.available,
        used: row.used,
      }))}
    />
  );

  const table = (
    <>
      <thead>
        <tr className={c.headRow}>
          <th scope="col" className={c.headStart}>
            {t('stock.category')}
          </th>
          <th scope="col" className={c.headEnd}>
            {t('series.available')}
          </th>
          <th scope="col" className={c.headEnd}>
            {t('series.used')}
          </th>
          <th scope="col" className={c.headEnd}>
            {t('stock.total')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {byCategory.map((row) => (
          <tr key={row.category}>
            <th scope="row" className={c.rowHeader}>
              {t(`category.names.${row.category}`)}
            </th>
            <td className={c.cell}>{count.format(row.available)}</td>
            <td className={c.cell}>{count.format(row.used)}</td>
            <td className={`${c.cell} font-semibold`}>{count.format(row.available + row.used)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );

  return (
    <ChartPanel
      title={t('category.title')}
      description={t('category.description')}
      chart={chart}
      tableContent={table}
    />
  );
}
