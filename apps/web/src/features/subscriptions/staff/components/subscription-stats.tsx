import type { SubscriptionStatistics } from '@vitalia/contracts';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatMoney } from '../../../../lib/format';
import { currentLanguage, intlLocale } from '../../../../lib/i18n';
import { planNameOf } from '../../../../lib/plan-name';
import { useSubscriptionStatistics } from '../api/get-subscription-statistics';
import { planLabel } from './plan-text';

/** `YYYY-MM` as the reader names a month: "March 2025", « mars 2025 », "مارس 2025". */
export function monthName(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)),
  );
}

function StatsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_2fr]" aria-hidden="true">
      <div className="space-y-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

function Figures({ stats }: { stats: SubscriptionStatistics }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const locale = intlLocale(language);
  const count = new Intl.NumberFormat(locale);
  const activeTotal = stats.activeByPlan.reduce((sum, row) => sum + row.active, 0);
  const totals = stats.months.reduce(
    (sum, row) => ({ started: sum.started + row.started, cancelled: sum.cancelled + row.cancelled }),
    { started: 0, cancelled: 0 },
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
      <div className="space-y-4">
        <div className="rounded-control bg-brand-900 p-5 text-white">
          <p className="text-sm text-brand-100">{t('admin.stats.mrr')}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums">
            <bdi>{formatMoney(stats.monthlyRecurringRevenueCents, stats.currency, language)}</bdi>
          </p>
          <p className="mt-1 text-xs text-brand-200">{t('admin.stats.mrrHint')}</p>
        </div>
        <div className="rounded-control p-4 ring-1 ring-inset ring-ink-100">
          <h3 className="text-sm font-semibold text-ink-950">{t('admin.stats.activeByPlan')}</h3>
          {activeTotal === 0 ? (
            <p className="mt-2 text-sm text-ink-500">{t('admin.stats.noneActive')}</p>
          ) : (
            <dl className="mt-2 divide-y divide-ink-100 text-sm">
              {stats.activeByPlan.map((row) => (
                <div key={row.planId} className="flex items-center justify-between gap-3 py-2">
                  <dt className="text-ink-700">
                    {planLabel(t, {
                      name: planNameOf(t, { name: row.planName, tier: row.tier }),
                      type: row.type,
                      tier: row.tier,
                    })}
                  </dt>
                  <dd className="font-semibold tabular-nums text-ink-950">{count.format(row.active)}</dd>
                </div>
              ))}
              <div className="flex items-center justify-between gap-3 py-2">
                <dt className="font-medium text-ink-950">{t('admin.stats.totalActive')}</dt>
                <dd className="font-bold tabular-nums text-ink-950">{count.format(activeTotal)}</dd>
              </div>
            </dl>
          )}
        </div>
        <CancellationReasons stats={stats} />
      </div>
      <div className="relative overflow-x-auto rounded-control ring-1 ring-inset ring-ink-100">
        <table className="w-full text-sm">
          <caption className="px-4 pt-4 text-start text-sm font-semibold text-ink-950">
            {t('admin.stats.months')}
          </caption>
          <thead>
            <tr className="border-b border-ink-100 text-xs text-ink-500">
              <th scope="col" className="px-4 py-2 text-start font-medium">
                {t('admin.stats.month')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t('admin.stats.started')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t('admin.stats.cancelled')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {stats.months.map((row) => (
              <tr key={row.month}>
                <th scope="row" className="px-4 py-2 text-start font-normal text-ink-700">
                  {monthName(row.month, locale)}
                </th>
                <td className="px-4 py-2 text-end tabular-nums text-ink-950">{count.format(row.started)}</td>
                <td className="px-4 py-2 text-end tabular-nums text-ink-950">
                  {count.format(row.cancelled)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-ink-200 font-semibold text-ink-950">
              <th scope="row" className="px-4 py-2 text-start">
                {t('admin.stats.total')}
              </th>
              <td className="px-4 py-2 text-end tabular-nums">{count.format(totals.started)}</td>
              <td className="px-4 py-2 text-end tabular-nums">{count.format(totals.cancelled)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

/** Why members cancel (issue 40): each reason given in the last twelve months, as a share of all, most given first. */
function CancellationReasons({ stats }: { stats: SubscriptionStatistics }) {
  const { t } = useTranslation('billing');
  const locale = intlLocale(currentLanguage());
  const count = new Intl.NumberFormat(locale);
  const total = stats.cancellationsByReason.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="rounded-control p-4 ring-1 ring-inset ring-ink-100">
      <h3 className="text-sm font-semibold text-ink-950">{t('admin.stats.reasons')}</h3>
      <p className="mt-0.5 text-xs text-ink-500">{t('admin.stats.reasonsHint')}</p>
      {total === 0 ? (
        <p className="mt-2 text-sm text-ink-500">{t('admin.stats.noReasons')}</p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm" data-testid="cancellation-reasons">
          {stats.cancellationsByReason.map((row) => (
            <li key={row.reason}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-ink-700">
                  {row.reason === 'none'
                    ? t('admin.stats.reasonNone')
                    : t(`cancel.reason.options.${row.reason}`)}
                </span>
                <span className="font-semibold tabular-nums text-ink-950">{count.format(row.count)}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-ink-100" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-brand-600"
                  style={{ width: `${Math.round((row.count / total) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Issue 4 §7, compact: recurring revenue, who is on which plan, and starts and cancellations month by month. */
export function SubscriptionStats() {
  const { t } = useTranslation('billing');
  const stats = useSubscriptionStatistics();

  return (
    <SectionCard icon={BarChart3} title={t('admin.stats.title')} description={t('admin.stats.description')}>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <QueryLoadError query={stats} message={t('admin.stats.loadFailed')} />
      ) : (
        <Figures stats={stats.data} />
      )}
    </SectionCard>
  );
}
