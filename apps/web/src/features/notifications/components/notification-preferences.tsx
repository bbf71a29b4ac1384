import { notificationKinds } from '@vitalia/contracts';
import { Bell } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryLoadError } from '../../../components/ui/load-error';
import { SectionCard } from '../../../components/ui/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotificationPreferences } from '../api/preferences';
import { usePushDevice } from '../hooks/use-push-device';
import { PreferenceRow } from './preference-row';
import { PushDeviceRow } from './push-device-row';

const sectionId = 'notifications';

function PreferencesSkeleton() {
  const { t } = useTranslation('notifications');
  return (
    <div className="space-y-5">
      <span role="status" className="sr-only">
        {t('preferences.loading')}
      </span>
      {notificationKinds.map((kind) => (
        <div key={kind} className="flex items-center justify-between gap-6" aria-hidden="true">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-7 w-40" />
        </div>
      ))}
    </div>
  );
}

/**
 * Settings: push on this device, then for each kind of notification whether it shows in the bell, whether it is
 * emailed and whether it is pushed.
 */
export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const device = usePushDevice();
  const pushReasonId = useId();
  const { hash } = useLocation();

  // The bell's "Notification settings" link lands here; the screen above may still be loading, so look again once
  // these rows are in.
  useEffect(() => {
    if (hash === `#${sectionId}`) document.getElementById(sectionId)?.scrollIntoView?.();
  }, [hash, preferences.isSuccess]);

  return (
    <SectionCard
      id={sectionId}
      icon={Bell}
      title={t('preferences.title')}
      description={t('preferences.description')}
    >
      <PushDeviceRow pushReasonId={pushReasonId} />
      {preferences.isPending ? (
        <PreferencesSkeleton />
      ) : preferences.isError ? (
        <QueryLoadError query={preferences} message={t('preferences.loadFailed')} />
      ) : (
        <ul className="divide-y divide-ink-100">
          {[...preferences.data.kinds]
            .sort((a, b) => notificationKinds.indexOf(a.kind) - notificationKinds.indexOf(b.kind))
            .map((preference) => (
              <PreferenceRow
                key={preference.kind}
                preference={preference}
                canPush={device.state === 'on'}
                pushReasonId={pushReasonId}
              />
            ))}
        </ul>
      )}
    </SectionCard>
  );
}
