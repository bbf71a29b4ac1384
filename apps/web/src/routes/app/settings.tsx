import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/ui/screen-header';

export default function Screen() {
  const { t } = useTranslation('app');
  return (
    <ScreenHeader
      title={t('screens.settings.title')}
      description={t('screens.settings.description')}
      backTo="/app/dashboard"
    />
  );
}
