import { hasPremiumAccess, paths, type Plan, type Subscription } from '@vitalia/contracts';
import { BadgeCheck, CircleCheck, CircleSlash, X } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { Skeleton } from '../../../components/ui/skeleton';
import { UpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { authActions, useAuthStore } from '../../../lib/auth-store';
import { formatLongDateOf, formatWeekdayOf } from '../../../lib/format';
import { planNameOf } from '../../../lib/plan-name';
import { HomeTiles } from './home-tiles';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The provider sends the member back with `?checkout=success` (a full page load, D4). The plan is already active by
 * then; the profile is read once more so the status is fresh, and the query leaves the URL so that a reload or a
 * shared link does not congratulate twice.
 */
function useCheckoutReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [isShown, setIsShown] = useState(() => searchParams.get('checkout') === 'success');
  const hasReloaded = useRef(false);

  useEffect(() => {
    if (!isShown || hasReloaded.current) return;
    hasReloaded.current = true;
    setSearchParams(
      (params) => {
        params.delete('checkout');
        return params;
      },
      { replace: true },
    );
    void authActions.reloadProfile().catch(() => undefined);
  }, [isShown, setSearchParams]);

  return { isShown, dismiss: () => setIsShown(false) };
}

function CheckoutSuccess({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('app');
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-card bg-success-50 p-4 ring-1 ring-inset ring-success-600/20 sm:p-5"
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-success-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-950">{t('dashboard.checkoutSuccess.title')}</p>
        <p className="mt-0.5 text-sm text-ink-700">{t('dashboard.checkoutSuccess.body')}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('dashboard.checkoutSuccess.dismiss')}
        className="-me-1 -mt-1 grid size-10 shrink-0 place-items-center rounded-control text-ink-500 hover:bg-success-600/10 hover:text-ink-900"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Which plan, and what happens at the end of the period: renews, ends, or waits for a working card. */
function PlanLine({
  subscription,
  plan,
  isPlanLoading,
}: {
  subscription: Subscription;
  plan: Plan | null | undefined;
  isPlanLoading: boolean;
}) {
  const { t } = useTranslation('app');
  const periodEnd = subscription.currentPeriodEnd
    ? formatLongDateOf(subscription.currentPeriodEnd, currentLanguage())
    : null;
  const isFree = subscription.tier === 'free';
  // A Free plan is never billed, so it has no interval to name. Premium offered by the team is Premium, whatever
  // plan the member holds underneath.
  const name = subscription.complimentaryUntil
    ? t('dashboard.tier.premium')
    : !plan
      ? t(`dashboard.tier.${subscription.tier}`)
      : plan.tier === 'free'
        ? planNameOf(t, plan)
        : `${plan.name} · ${t(`dashboard.interval.${plan.type}`)}`;

  let dateLine: string | null = null;
  if (subscription.status === 'past_due') dateLine = t('dashboard.pastDue');
  else if (subscription.complimentaryUntil)
    dateLine = t('dashboard.complimentaryUntil', {
      date: formatLongDateOf(subscription.complimentaryUntil, currentLanguage()),
    });
  else if (periodEnd && !isFree) {
    dateLine = subscription.cancelAtPeriodEnd
      ? t('dashboard.endsOn', { date: periodEnd })
      : t('dashboard.renewsOn', { date: periodEnd });
  }

  return (
    <div className="mt-3 space-y-0.5 border-t border-ink-100 pt-3 text-sm sm:mt-0 sm:border-0 sm:pt-0">
      <p className="text-ink-500">{t('dashboard.plan')}</p>
      {isPlanLoading && !plan ? (
        <Skeleton className="h-5 w-36" />
      ) : (
        <p className="font-semibold text-ink-950" data-testid="subscription-plan">
          {isFree && !plan ? t('dashboard.tier.free') : name}
        </p>
      )}
      {dateLine && (
        <p className={subscription.status === 'past_due' ? 'text-danger-700' : 'text-ink-500'}>{dateLine}</p>
      )}
    </div>
  );
}

/**
 * Spec §2: a welcome with the member's name, the subscription status, a manage-subscription button. Above the plan,
 * the member's day (issue 39): each feature's block, handed over by the route, filling in on its own. A Free member
 * is first invited to Premium, and the Premium blocks show what they would hold.
 */
export function Dashboard({
  plan,
  isPlanLoading = false,
  tiles = [],
}: {
  plan?: Plan | null;
  isPlanLoading?: boolean;
  tiles?: readonly ComponentType[];
}) {
  const { t } = useTranslation('app');
  const profile = useAuthStore((state) => state.profile);
  const subscription = profile?.subscription ?? null;
  const isActive = subscription?.isActive === true;
  const isPremium = hasPremiumAccess(subscription);
  const name = profile?.firstname ?? profile?.username ?? '';
  const checkoutReturn = useCheckoutReturn();

  return (
    <div className="space-y-6">
      {checkoutReturn.isShown && <CheckoutSuccess onDismiss={checkoutReturn.dismiss} />}
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal sm:text-3xl">
          {name ? t('dashboard.welcomeName', { name }) : t('dashboard.welcome')}
        </h1>
        <p className="mt-1 text-ink-500">{formatWeekdayOf(new Date(), currentLanguage())}</p>
      </header>
      {isActive && !isPremium && (
        <UpgradeInvitation
          title={t('dashboard.upgrade.title')}
          description={t('dashboard.upgrade.description')}
          perks={t('dashboard.upgrade.perks', { returnObjects: true }) as string[]}
          actionLabel={t('dashboard.upgrade.action')}
          actionTo={paths.billing()}
        />
      )}
      {isActive && <HomeTiles tiles={tiles} label={t('dashboard.today')} />}
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col sm:flex-row sm:items-center sm:gap-10">
          <div className="flex items-center gap-3">
            <span
              className={cx(
                'grid size-11 shrink-0 place-items-center rounded-xl',
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
          {subscription && <PlanLine subscription={subscription} plan={plan} isPlanLoading={isPlanLoading} />}
        </div>
        <Link to={paths.billing()} className={buttonClasses({ variant: 'primary' })}>
          {t('dashboard.manageSubscription')}
        </Link>
      </Card>
    </div>
  );
}
