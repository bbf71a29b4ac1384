import { hasPremiumAccess } from '@vitalia/contracts';
import { Gift, Ticket, Wallet, type LucideIcon } from 'lucide-react';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeBanner, nextNotice, type Notice } from '../../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { SectionHeading } from '../../../../components/ui/section-card';
import { useAuthStore } from '../../../../lib/auth-store';
import { useMyRewards } from '../api/get-my-rewards';
import { MonthlyDraws } from './monthly-draws';
import { MyRewards } from './my-rewards';
import type { Announce } from './perks-format';
import { RewardCatalogue } from './reward-catalogue';
import { RewardsUpgrade } from './rewards-upgrade';

function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading icon={icon} title={title} description={description} headingId={headingId} isProminent />
      {children}
    </section>
  );
}

/**
 * `/app/perks`, for every signed-in member (D7): partner rewards to claim and the codes they hold (Premium), and the
 * monthly draws, which anyone may enter for free. A free member is invited to Premium where the rewards would be,
 * and still sees any code they were given before.
 */
export function PerksScreen() {
  const { t } = useTranslation('perks');
  const isPremium = useAuthStore((state) => hasPremiumAccess(state.profile?.subscription));
  const mine = useMyRewards();
  const [notice, setNotice] = useState<Notice | null>(null);
  const announce = useCallback<Announce>((next) => setNotice((previous) => nextNotice(previous, next)), []);
  // A free member with nothing to show is spared an empty "My rewards".
  const isMineShown = isPremium || (mine.data?.length ?? 0) > 0;

  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader title={t('title')} description={t('description')} />
      <NoticeBanner
        notice={notice}
        dismissLabel={t('notice.dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-6"
      />
      <div className="space-y-10">
        {isPremium ? (
          <Section icon={Gift} title={t('catalogue.title')} description={t('catalogue.description')}>
            <RewardCatalogue claims={mine.data} isClaimsLoading={mine.isPending} onAnnounce={announce} />
          </Section>
        ) : (
          <RewardsUpgrade />
        )}
        {isMineShown && (
          <Section icon={Wallet} title={t('mine.title')} description={t('mine.description')}>
            <MyRewards claims={mine} isPremium={isPremium} onAnnounce={announce} />
          </Section>
        )}
        <Section icon={Ticket} title={t('draws.title')} description={t('draws.description')}>
          <MonthlyDraws onAnnounce={announce} />
        </Section>
      </div>
    </div>
  );
}
