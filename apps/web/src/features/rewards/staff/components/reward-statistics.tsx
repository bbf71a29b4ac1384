import { paths } from '@vitalia/contracts';
import type { RewardStatistics as Statistics } from '@vitalia/contracts';
import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { intlLocale } from '../../../../lib/i18n';
import { useRewardStatistics } from '../api/get-reward-statistics';
import { FigureTile } from './figure-tile';
import { LowStockList } from './low-stock-list';
import { MonthlyPanel } from './monthly-panel';
import { StockByCategory, StockByReward } from './stock-panels';
import { SubscriptionSummary } from './subscription-summary';

function StatisticsSkeleton() {
  const { t } = useTranslation('statistics');
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((tile) => (
          <Skeleton key={tile} className="h-20" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-64 rounded-card" />
        <Skeleton className="h-64 rounded-card" />
      </div>
    </div>
  );
}

function Figures({ stats }: { stats: Statistics }) {
  const { t } = useTranslation('statistics');
  const count = new Intl.NumberFormat(intlLocale());
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureTile
          label={t('figures.available')}
          value={count.format(sum(stats.stock.map((row) => row.available)))}
        />
        <FigureTile label={t('figures.used')} value={count.format(sum(stats.stock.map((row) => row.used)))} />
        <FigureTile
          label={t('figures.claims')}
          value={count.format(sum(stats.claimsByMonth.map((row) => row.count)))}
        />
        <FigureTile
          label={t('figures.winners')}
          value={count.format(sum(stats.winnersByMonth.map((row) => row.count)))}
        />
      </dl>
      <LowStockList stock={stats.stock} />
      {/* One shrinkable column on a phone: a long reward name is cut short in its bar, never widening the page. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <StockByReward stock={stats.stock} />
        <StockByCategory byCategory={stats.byCategory} />
        <MonthlyPanel
          title={t('claims.title')}
          description={t('claims.description')}
          countLabel={t('claims.count')}
          months={stats.claimsByMonth}
          barClassName="bg-brand-600"
        />
        <MonthlyPanel
          title={t('winners.title')}
          description={t('winners.description')}
          countLabel={t('winners.count')}
          months={stats.winnersByMonth}
          barClassName="bg-accent-400"
        />
      </div>
    </div>
  );
}

/** `/app/rewards/statistique` (D7): stock per reward and category, claims and winners over time, low stock. */
export function RewardStatistics() {
  const { t } = useTranslation('statistics');
  const stats = useRewardStatistics();

  function rewards() {
    if (stats.isPending) return <StatisticsSkeleton />;
    if (stats.isError) {
      return (
        <Card className="!p-5 sm:!p-6">
          <QueryLoadError query={stats} message={t('loadFailed')} />
        </Card>
      );
    }
    if (stats.data.stock.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-3 !p-8 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
            <PackageOpen className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink-950">{t('empty.title')}</p>
          <p className="max-w-sm text-sm text-ink-500">{t('empty.hint')}</p>
          <Link to={paths.rewardsPromoCode()} className={buttonClasses()}>
            {t('empty.action')}
          </Link>
        </Card>
      );
    }
    return <Figures stats={stats.data} />;
  }

  return (
    <div className="space-y-4">
      {rewards()}
      <SubscriptionSummary />
    </div>
  );
}
