import { useTranslation } from 'react-i18next';
import { confirmAlert, showAlert, showErrorAlert } from '../../../components/ui/alert/alert-store';
import { Button } from '../../../components/ui/button';
import { authActions } from '../../../lib/auth-store';
import { formatLongDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { requestAccountDeletion } from '../api/delete-account';

export function DeleteAccount() {
  const { t } = useTranslation('settings');

  async function onDelete() {
    const isConfirmed = await confirmAlert({
      title: t('delete.confirmTitle'),
      message: t('delete.confirmMessage'),
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
