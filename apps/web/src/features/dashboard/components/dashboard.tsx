import { BadgeCheck, CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { useAuthStore } from '../../../lib/auth-store';

/** Spec §2: a welcome with the member's name, the subscription status, a manage-subscription button. */
export function Dashboard() {
  const { t } = useTranslation('app');
  const profile = useAuthStore((state) => state.profile);
  const isActive = profile?.subscription?.isActive === true;
  const name = profile?.firstname ?? profile?.username ?? '';

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal sm:text-3xl">
        {name ? t('dashboard.welcomeName', { name }) : t('dashboard.welcome')}
      </h1>
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span
            className={cx(
              'grid size-11 place-items-center rounded-xl',
              isActive ? 'bg-success-50 text-success-600' : 'bg-ink-100 text-ink-500',
            )}
          >
            {isActive ? <BadgeCheck aria-hidden="true" /> : <CircleSlash aria-hidden="true" />}
          </span>
          <div>
            <p className="text-sm text-ink-500">{t('dashboard.subscriptionStatus')}</p>
            <p className="font-semibold text-ink-950" data-testid="subscription-status">
              {isActive ? t('dashboard.active') : t('dashboard.inactive')}
            </p>
          </div>
        </div>
        <Link to="/app/billing" className={buttonClasses({ variant: 'primary' })}>
          {t('dashboard.manageSubscription')}
        </Link>
      </Card>
    </div>
  );
}
