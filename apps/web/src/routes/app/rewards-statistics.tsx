import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/ui/screen-header';
import { RewardStatistics } from '../../features/rewards/staff/components/reward-statistics';
import { RewardsTabs } from '../../features/rewards/staff/components/rewards-tabs';

export default function Screen() {
  // The feature's words load with the header's, so the screen appears once rather than in two steps.
  const { t } = useTranslation(['app', 'statistics']);
  return (
    <>
      <ScreenHeader title={t('rewards.title')} description={t('rewards.descriptions.statistic')} />
      <RewardsTabs />
      <RewardStatistics />
    </>
  );
}
