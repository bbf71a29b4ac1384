import { hasPermission, hasPremiumAccess } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { UpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { useAuthStore } from '../../../lib/auth-store';

/** Premium members talk here; staff run it without a plan of their own (the API's rule, mirrored for navigation). */
export function useCommunityAccess() {
  const profile = useAuthStore((state) => state.profile);
  const isStaff = hasPermission(profile?.role, 'community_moderation');
  return { isStaff, mayRead: isStaff || hasPremiumAccess(profile?.subscription) };
}

export function CommunityUpgrade() {
  const { t } = useTranslation('community');
  return (
    <UpgradeInvitation
      className="mx-auto max-w-3xl"
      headingLevel={1}
      title={t('upgrade.title')}
      description={t('upgrade.description')}
      perks={t('upgrade.perks', { returnObjects: true }) as string[]}
      actionLabel={t('upgrade.action')}
      actionTo="/app/billing"
    />
  );
}
