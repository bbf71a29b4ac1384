import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/ui/screen-header';
import { SettingsPanels } from '../../features/settings/components/settings-panels';

export default function Screen() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenHeader
        title={t('screens.settings.title')}
        description={t('screens.settings.description')}
        backTo="/app/dashboard"
      />
      <SettingsPanels />
    </>
  );
}
