import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/ui/screen-header';

export default function Screen() {
  const { t } = useTranslation('app');
  return (
    <ScreenHeader
      title={t('screens.profile.title')}
      description={t('screens.profile.description')}
      backTo="/app/dashboard"
    />
  );
}
