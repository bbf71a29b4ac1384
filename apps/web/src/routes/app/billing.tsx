import { paths } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/ui/screen-header';
import { BillingScreen } from '../../features/subscriptions/member/components/billing/billing-screen';

export default function Screen() {
  const { t } = useTranslation('app');
  return (
    <div className="mx-auto max-w-4xl">
      <ScreenHeader
        title={t('screens.billing.title')}
        description={t('screens.billing.description')}
        backTo={paths.dashboard()}
      />
      <BillingScreen />
    </div>
  );
}
