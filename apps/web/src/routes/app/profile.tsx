import { paths } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { ScreenHeader } from '../../components/ui/screen-header';
import { CardChoices } from '../../features/profile/components/card-choices';
import { HealthCard } from '../../features/profile/components/health-card';
import { ProfileCompletion } from '../../features/profile/components/profile-completion';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { useAuthStore } from '../../lib/auth-store';

export default function Screen() {
  const { t } = useTranslation('profile');
  const isCompleted = useAuthStore((state) => state.profile?.isCompleted === true);
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        title={isCompleted ? t('title') : t('completeTitle')}
        description={isCompleted ? t('description') : t('completeDescription')}
        backTo={isCompleted ? paths.dashboard() : undefined}
      />
      {isCompleted ? (
        <div className="space-y-6">
          <Card>
            <ProfileForm />
          </Card>
          <CardChoices />
          <HealthCard />
        </div>
      ) : (
        <ProfileCompletion />
      )}
    </div>
  );
}
