import type { StockSummary } from '@vitalia/contracts';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { Badge, CategoryBadge, useRewardFormat } from './reward-format';

/** Spec §3 stock summary: out of stock, low (D7 threshold), or nothing to say. */
export function StockState({ stock }: { stock: StockSummary }) {
  const { t } = useTranslation('rewards');
  const threshold = t('stock.thresholdHint', { threshold: stock.lowStockThreshold });
  if (stock.available === 0)
    return (
      <Badge tone="danger" title={threshold}>
        {t('stock.outOfStock')}
      </Badge>
    );
  if (stock.isLowStock)
    return (
      <Badge tone="warning" title={threshold}>
        {t('stock.lowStock')}
      </Badge>
    );
  return null;
}

/** On a phone each row is a card: the figures under the name, the cell labels written out. */
const cell = 'max-md:flex max-md:flex-col max-md:gap-0.5 md:py-3 md:pe-4';
const cellLabel = 'text-xs font-medium text-ink-500 md:hidden';

/**
 * One line per reward: available, used and reported codes, and a warning when stock runs low. A row's button opens
 * that reward's codes.
 */
export function StockTable({
  stock,
  selectedRewardId,
  onSelect,
}: {
  stock: StockSummary[];
  selectedRewardId: string | null;
  onSelect: (rewardId: string) => void;
}) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  return (
    <table className="w-full text-sm max-md:block">
      <caption className="sr-only">{t('stock.caption')}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-ink-100 text-xs text-ink-500">
          <th scope="col" className="py-2 pe-4 text-start font-medium">
            {t('stock.reward')}
          </th>
          <th scope="col" className="py-2 pe-4 text-end font-medium">
            {t('stock.available')}
          </th>
          <th scope="col" className="py-2 pe-4 text-end font-medium">
            {t('stock.used')}
          </th>
          <th scope="col" className="py-2 pe-4 text-end font-medium">
            {t('stock.reported')}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            <span className="sr-only">{t('stock.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100 max-md:block max-md:space-y-3 max-md:divide-y-0">
        {stock.map((line) => {
          const isSelected = line.rewardId === selectedRewardId;
          return (
            <tr
              key={line.rewardId}
              className={cx(
                'max-md:grid max-md:grid-cols-3 max-md:gap-x-3 max-md:gap-y-3 max-md:rounded-control max-md:p-3.5 max-md:ring-1 max-md:ring-inset',
                isSelected ? 'bg-brand-50/60 max-md:ring-brand-300' : 'max-md:ring-ink-100',
              )}
            >
              <th scope="row" className="text-start font-normal max-md:col-span-3 md:py-3 md:pe-4">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-ink-950">
                    <bdi>{line.rewardName}</bdi>
                  </span>
                  <StockState stock={line} />
                </span>
                <span className="mt-1 block">
                  <CategoryBadge category={line.category} />
                </span>
              </th>
              <td className={cx(cell, 'md:text-end')}>
                <span className={cellLabel}>{t('stock.available')}</span>
                <span
                  className={cx(
                    'text-base font-semibold tabular-nums md:text-sm',
                    line.isLowStock ? 'text-accent-600' : 'text-ink-950',
                  )}
                >
                  {format.count(line.available)}
                </span>
              </td>
              <td className={cx(cell, 'md:text-end')}>
                <span className={cellLabel}>{t('stock.used')}</span>
                <span className="text-base tabular-nums text-ink-900 md:text-sm">
                  {format.count(line.used)}
                </span>
              </td>
              <td className={cx(cell, 'md:text-end')}>
                <span className={cellLabel}>{t('stock.reported')}</span>
                <span className="text-base tabular-nums text-ink-900 md:text-sm">
                  {format.count(line.reported)}
                </span>
              </td>
              <td className="max-md:col-span-3 md:py-3 md:text-end">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={t('stock.viewCodesOf', { reward: line.rewardName })}
                  onClick={() => onSelect(line.rewardId)}
                  className={cx(
                    'inline-flex min-h-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-control px-3 font-semibold max-md:w-full max-md:ring-1 max-md:ring-inset max-md:ring-ink-200',
                    isSelected ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50',
                  )}
                >
                  <ListChecks className="size-4" aria-hidden="true" />
                  {t('stock.viewCodes')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
