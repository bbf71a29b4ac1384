import { paths } from '@vitalia/contracts';
import { Brain, Coins, Mountain, Settings2, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { TabPanels, Tabs, type TabItem } from '../../../../components/ui/tabs';
import { useTabInAddress } from '../../../../lib/use-tab-in-address';
import { ScreenUpgradeInvitation } from '../../../../components/ui/upgrade-invitation';
import { isAccessDenied } from '../api/retry';
import { useStreak } from '../api/streak';
import { useGamesAccess } from '../hooks/use-games-access';
import { ChallengeSection } from './challenge/challenge-section';
import { CheckInCard } from './check-in-card';
import { LeaderboardSection } from './leaderboard/leaderboard-section';
import { PointsSection } from './points/points-section';
import { QuizSection } from './quiz/quiz-section';

const gameSections = ['quiz', 'challenge', 'points', 'leaderboard'] as const;
type GameSection = (typeof gameSections)[number];

/** The section on show is in the address (`?section=challenge`), so reloading or going back keeps it. */
const sectionParam = 'section';
const sectionIcons = { quiz: Brain, challenge: Mountain, points: Coins, leaderboard: Trophy } as const;

function SectionPanel({ section, isStaff }: { section: GameSection; isStaff: boolean }) {
  switch (section) {
    case 'quiz':
      return <QuizSection />;
    case 'challenge':
      return <ChallengeSection />;
    case 'points':
      return <PointsSection isStaff={isStaff} />;
    case 'leaderboard':
      return <LeaderboardSection isStaff={isStaff} />;
  }
}

/**
 * `/app/community/games` (issue 17): today's check-in on top, one tap a day; then the quiz, the month's challenge,
 * the member's points and the leaderboard, one at a time, so a phone shows one thing well. Premium, as the API is
 * (staff who run the games play too); anyone else is invited to upgrade without asking the API.
 */
export function GamesScreen() {
  const { t } = useTranslation('games');
  const { isStaff, mayPlay } = useGamesAccess();
  const [section, select] = useTabInAddress(gameSections, sectionParam);
  const streak = useStreak({ isEnabled: mayPlay });

  if (!mayPlay || isAccessDenied(streak)) return <ScreenUpgradeInvitation namespace="games" />;

  const items: TabItem<GameSection>[] = gameSections.map((id) => ({
    id,
    label: t(`sections.${id}`),
    Icon: sectionIcons[id],
  }));

  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        backTo={paths.community()}
        title={t('title')}
        description={t('description')}
        actions={
          isStaff && (
            <Link to={paths.gamesManage()} className={buttonClasses({ variant: 'secondary' })}>
              <Settings2 className="size-4" aria-hidden="true" />
              {t('manage')}
            </Link>
          )
        }
      />
      <div className="space-y-6">
        <CheckInCard streak={streak} />
        {isStaff && <p className="text-sm text-ink-500">{t('staffNote')}</p>}
        <div>
          <Tabs
            label={t('sections.label')}
            prefix="games"
            items={items}
            selected={section}
            onSelect={select}
            className="mb-4"
          />
          <TabPanels prefix="games" tabs={gameSections} selected={section}>
            {(id) => <SectionPanel section={id} isStaff={isStaff} />}
          </TabPanels>
        </div>
      </div>
    </div>
  );
}
