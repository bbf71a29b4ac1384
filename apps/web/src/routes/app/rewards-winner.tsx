import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/ui/screen-header';
import { DrawsAdmin } from '../../features/draws/components/draws-admin';
import { RewardsTabs } from '../../features/rewards/staff/components/rewards-tabs';

export default function Screen() {
  // The feature's words load with the header's, so the screen appears once rather than in two steps.
  const { t } = useTranslation(['app', 'draws']);
  return (
    <>
      <ScreenHeader title={t('rewards.title')} description={t('rewards.descriptions.winner')} />
      <RewardsTabs />
      <DrawsAdmin />
    </>
  );
}
