import { useTranslation } from 'react-i18next';
import { UpgradeInvitation } from '../../../components/ui/upgrade-invitation';

/** What a Free member sees instead of the coach: what it does, and the way to Premium (D4). */
export function CoachUpgrade() {
  const { t } = useTranslation('coach');
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
