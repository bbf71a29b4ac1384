import { paths } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { UpgradeInvitation } from '../../../../components/ui/upgrade-invitation';

/** What a free member sees where the rewards would be; the draws below stay open to them (free entry). */
export function RewardsUpgrade() {
  const { t } = useTranslation('perks');
  return (
    <UpgradeInvitation
      title={t('upgrade.title')}
      description={t('upgrade.description')}
      perks={t('upgrade.perks', { returnObjects: true }) as string[]}
      actionLabel={t('upgrade.action')}
      actionTo={paths.billing()}
    />
  );
}
