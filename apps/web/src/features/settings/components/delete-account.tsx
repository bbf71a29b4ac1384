import type { Subscription } from '@vitalia/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { confirmAlert, showAlert, showErrorAlert } from '../../../lib/alert-store';
import { Button } from '../../../components/ui/button';
import { authActions, useAuthStore } from '../../../lib/auth-store';
import { formatLongDate, formatLongDateOf } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { requestAccountDeletion } from '../api/delete-account';

/**
 * What becomes of a paid plan, as the server does it when the deletion is asked for (users.service `requestDeletion`
 * stops every charge to come): no renewal, nothing refunded, a failed renewal not retried. Free has nothing to say.
 */
function paidPlanNotice(t: TFunction<'settings'>, subscription: Subscription | null | undefined) {
  if (subscription?.tier !== 'premium' || !subscription.isActive) return null;
  if (subscription.status === 'past_due') return t('delete.paidPlan.pastDue');
  const date = subscription.currentPeriodEnd
    ? formatLongDateOf(subscription.currentPeriodEnd, currentLanguage())
    : '';
  return subscription.cancelAtPeriodEnd
    ? t('delete.paidPlan.ending', { date })
    : t('delete.paidPlan.renewing', { date });
}

export function DeleteAccount() {
  const { t } = useTranslation('settings');
  const subscription = useAuthStore((state) => state.profile?.subscription);

  async function onDelete() {
    const paidPlan = paidPlanNotice(t, subscription);
    const isConfirmed = await confirmAlert({
      title: t('delete.confirmTitle'),
      message: paidPlan ? `${t('delete.confirmMessage')}\n\n${paidPlan}` : t('delete.confirmMessage'),
      confirmText: t('delete.confirm'),
    });
    if (!isConfirmed) return;
    try {
      const { data } = await requestAccountDeletion();
      await authActions.signOut();
      showAlert({
        title: t('delete.scheduledTitle'),
        message: t('delete.scheduled', {
          date: formatLongDate(data.purgeAfter.slice(0, 10), currentLanguage()),
        }),
        isInfo: true,
      });
    } catch {
      showErrorAlert(t('delete.failed'));
    }
  }

  return (
    <Button variant="danger-outline" onClick={() => void onDelete()}>
      {t('delete.submit')}
    </Button>
  );
}
