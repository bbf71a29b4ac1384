import { paths } from '@vitalia/contracts';
import { CircleDashed } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { NoticeBanner, nextNotice, type Notice } from '../../../../../components/ui/notice-banner';
import { useSubscription } from '../../api/get-subscription';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { CurrentPlanSkeleton } from './billing-states';
import { ComplimentaryCard } from './complimentary-card';
import { CurrentPlan } from './current-plan';
import { PaymentHistory } from './payment-history';
import { PlanSwitch } from './plan-switch';
import { UpgradePlans } from './upgrade-plans';
import { EmptyState } from '../../../../../components/ui/empty-state';

/** Past the guard every member has a plan; should one not, the way to choose one is still here. */
function NoSubscription() {
  const { t } = useTranslation('billing');
  return (
    <EmptyState
      icon={CircleDashed}
      iconClassName="text-ink-300"
      title={t('none.title')}
      hint={t('none.description')}
      action={
        <Link to={paths.subscription()} className={buttonClasses()}>
          {t('none.action')}
        </Link>
      }
    />
  );
}

/**
 * The billing screen: the plan and what can be done with it, the Premium offer for a Free member, and the payments.
 * Every change is answered at the top of the screen and reaches the guard and the dashboard (usePlanChange).
 */
export function BillingScreen() {
  // Plan cards speak `plans`: loaded with this screen, so the upgrade does not suspend the page a second time.
  const { t } = useTranslation(['billing', 'plans']);
  const subscription = useSubscription();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Null: a new action has begun, and the answer to the last one no longer applies.
  const onNotice = useCallback(
    (next: Omit<Notice, 'id'> | null) => setNotice((previous) => (next ? nextNotice(previous, next) : null)),
    [],
  );

  function plan() {
    if (subscription.isPending) return <CurrentPlanSkeleton />;
    if (subscription.isError) {
      return (
        <Card className="!p-5 sm:!p-6">
          <QueryLoadError query={subscription} message={t('loadFailed')} />
        </Card>
      );
    }
    const details = subscription.data;
    if (!details) return <NoSubscription />;
    return (
      <>
        <CurrentPlan details={details} onNotice={onNotice} />
        {details.tier === 'premium' && details.status === 'active' && (
          <PlanSwitch details={details} onNotice={onNotice} />
        )}
        {details.tier === 'free' && <UpgradePlans />}
      </>
    );
  }

  return (
    <>
      <NoticeBanner
        notice={notice}
        dismissLabel={t('notice.dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4 sm:mb-6"
      />
      <div className="space-y-4 sm:space-y-6">
        <ComplimentaryCard />
        {plan()}
        <PaymentHistory />
      </div>
    </>
  );
}
