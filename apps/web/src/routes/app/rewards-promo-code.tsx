import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/ui/screen-header';
import { PromoCodeScreen } from '../../features/rewards/staff/components/promo-code-screen';
import { RewardsTabs } from '../../features/rewards/staff/components/rewards-tabs';

export default function Screen() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenHeader title={t('rewards.title')} description={t('rewards.descriptions.promoCode')} />
      <RewardsTabs />
      <PromoCodeScreen />
    </>
  );
}
