import { paths } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/ui/screen-header';
import { InstallAppCard } from '../../features/app-install/components/install-app-card';
import { NotificationPreferences } from '../../features/notifications/components/notification-preferences';
import { SettingsPanels } from '../../features/settings/components/settings-panels';

export default function Screen() {
  const { t } = useTranslation('app');
  return (
    <>
      <ScreenHeader
        title={t('screens.settings.title')}
        description={t('screens.settings.description')}
        backTo={paths.dashboard()}
      />
      <div className="grid gap-4">
        <SettingsPanels />
        <NotificationPreferences />
        <div className="grid gap-4 lg:grid-cols-2">
          <InstallAppCard />
        </div>
      </div>
    </>
  );
}
