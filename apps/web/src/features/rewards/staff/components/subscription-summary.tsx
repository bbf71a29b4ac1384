import type { SubscriptionStatistics } from '@vitalia/contracts';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatMoney } from '../../../../lib/format';
import { currentLanguage, intlLocale } from '../../../../lib/i18n';
import { planNameOf } from '../../../../lib/plan-name';
import { useSubscriptionFigures } from '../api/get-subscription-figures';
import { FigureTile } from './figure-tile';
import { MonthlyPanel } from './monthly-panel';

function Figures({ stats }: { stats: SubscriptionStatistics }) {
  const { t } = useTranslation('statistics');
  const language = currentLanguage();
  const count = new Intl.NumberFormat(intlLocale(language));
  const active = stats.activeByPlan.reduce((sum, row) => sum + row.active, 0);
  const started = stats.months.reduce((sum, row) => sum + row.started, 0);
  const cancelled = stats.months.reduce((sum, row) => sum + row.cancelled, 0);
  const failedRenewals = stats.months.reduce((sum, row) => sum + row.failedRenewals, 0);
  // The last month that ended: the running one's churn is not known yet.
  const lastChurnRate = stats.months.at(-2)?.churnRate ?? null;
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 });

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <FigureTile
          label={t('subscriptions.mrr')}
          value={formatMoney(stats.monthlyRecurringRevenueCents, stats.currency, language)}
          isHighlighted
        />
        {/* Beside the revenue, what pays it: a Free member is active, but not in this count (issue 39). */}
        <FigureTile label={t('subscriptions.paying')} value={count.format(stats.payingSubscriptions)} />
        <FigureTile label={t('subscriptions.started')} value={count.format(started)} />
        <FigureTile label={t('subscriptions.cancelled')} value={count.format(cancelled)} />
        <FigureTile
          label={t('subscriptions.churnRate')}
          value={lastChurnRate === null ? '—' : percent.format(lastChurnRate)}
        />
        <FigureTile label={t('subscriptions.failedRenewals')} value={count.format(failedRenewals)} />
      </dl>
      <SubscriptionTrends stats={stats} />
      <div>
        <h3 className="text-sm font-semibold text-ink-950">{t('subscriptions.byPlan')}</h3>
        {active === 0 ? (
          <p className="mt-1 text-sm text-ink-500">{t('subscriptions.none')}</p>
        ) : (
          <dl className="mt-1 divide-y divide-ink-100 text-sm">
            {stats.activeByPlan.map((row) => (
              <div key={row.planId} className="flex items-center justify-between gap-3 py-2">
                <dt className="text-ink-700">
                  {/* A Free plan is never billed: its name alone, with no billing interval. */}
                  {row.tier === 'free'
                    ? planNameOf(t, { name: row.planName, tier: row.tier })
                    : t('subscriptions.plan', {
                        name: row.planName,
                        interval: t(`subscriptions.interval.${row.type}`),
                      })}
                </dt>
                <dd className="font-semibold tabular-nums text-ink-950">{count.format(row.active)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}

/** Twelve months of the figures that say whether the membership grows: revenue, members, and who leaves. */
function SubscriptionTrends({ stats }: { stats: SubscriptionStatistics }) {
  const { t } = useTranslation('statistics');
  const monthsOf = (pick: (row: SubscriptionStatistics['months'][number]) => number) =>
    stats.months.map((row) => ({ month: row.month, count: pick(row) }));
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <MonthlyPanel
        title={t('subscriptions.trends.mrr.title', { currency: stats.currency })}
        description={t('subscriptions.trends.mrr.description')}
        countLabel={t('subscriptions.trends.mrr.count', { currency: stats.currency })}
        months={monthsOf((row) => Math.round(row.mrrCents / 100))}
        barClassName="bg-brand-600"
        hasTotal={false}
      />
      <MonthlyPanel
        title={t('subscriptions.trends.members.title')}
        description={t('subscriptions.trends.members.description')}
        countLabel={t('subscriptions.trends.members.count')}
        months={monthsOf((row) => row.premiumMembers)}
        barClassName="bg-brand-400"
        hasTotal={false}
      />
      <MonthlyPanel
        title={t('subscriptions.trends.churned.title')}
        description={t('subscriptions.trends.churned.description')}
        countLabel={t('subscriptions.trends.churned.count')}
        months={monthsOf((row) => row.churned)}
        barClassName="bg-danger-600"
      />
      <MonthlyPanel
        title={t('subscriptions.trends.failed.title')}
        description={t('subscriptions.trends.failed.description')}
        countLabel={t('subscriptions.trends.failed.count')}
        months={monthsOf((row) => row.failedRenewals)}
        barClassName="bg-accent-400"
      />
    </div>
  );
}

/** The subscription figures beside the rewards', compact; they load and fail on their own. */
export function SubscriptionSummary() {
  const { t } = useTranslation('statistics');
  const stats = useSubscriptionFigures();

  return (
    <SectionCard icon={Users} title={t('subscriptions.title')} description={t('subscriptions.description')}>
      {stats.isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((tile) => (
            <Skeleton key={tile} className="h-20" />
          ))}
        </div>
      ) : stats.isError ? (
        <QueryLoadError query={stats} message={t('subscriptions.loadFailed')} />
      ) : (
        <Figures stats={stats.data} />
      )}
    </SectionCard>
  );
}
