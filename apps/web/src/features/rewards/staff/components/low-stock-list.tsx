import { paths } from '@vitalia/contracts';
import type { StockSummary } from '@vitalia/contracts';
import { ArrowRight, CircleCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { intlLocale } from '../../../../lib/i18n';

/** D7 low-stock warnings: the rewards at or under their threshold, emptiest first, and where to refill them. */
export function LowStockList({ stock }: { stock: StockSummary[] }) {
  const { t } = useTranslation('statistics');
  const headingId = useId();
  const count = new Intl.NumberFormat(intlLocale());
  const low = stock.filter((row) => row.isLowStock).sort((a, b) => a.available - b.available);

  return (
    <Card className="!p-5 sm:!p-6">
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span
            className={
              low.length > 0
                ? 'grid size-10 shrink-0 place-items-center rounded-xl bg-accent-100 text-accent-600'
                : 'grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700'
            }
          >
            {low.length > 0 ? (
              <TriangleAlert className="size-5" aria-hidden="true" />
            ) : (
              <CircleCheck className="size-5" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="font-semibold text-ink-950">
              {t('lowStock.title')}
            </h2>
            <p className="text-sm text-ink-500">
              {low.length > 0 ? t('lowStock.description') : t('lowStock.none')}
            </p>
          </div>
        </div>
        {low.length > 0 && (
          <>
            <ul className="mt-4 divide-y divide-ink-100">
              {low.map((row) => (
                <li
                  key={row.rewardId}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-ink-950">
                      <bdi>{row.rewardName}</bdi>
                    </span>
                    <span className="block text-xs text-ink-500">{t(`category.names.${row.category}`)}</span>
                  </span>
                  <span className="text-sm text-ink-700">
                    <span className="font-semibold text-danger-700">
                      {t('lowStock.available', { count: count.format(row.available) })}
                    </span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {t('lowStock.threshold', { count: count.format(row.lowStockThreshold) })}
                  </span>
                </li>
              ))}
            </ul>
            <Link
              to={paths.rewardsPromoCode()}
              className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-control px-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              {t('lowStock.action')}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </>
        )}
      </section>
    </Card>
  );
}
