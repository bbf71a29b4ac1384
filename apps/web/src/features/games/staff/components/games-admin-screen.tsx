import { paths } from '@vitalia/contracts';
import { ListChecks, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextNotice, NoticeBanner, type Notice } from '../../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { TabPanels, Tabs, type TabItem } from '../../../../components/ui/tabs';
import { useTabInAddress } from '../../../../lib/use-tab-in-address';
import { useErrorText } from '../../../../lib/form-errors';
import { ChallengesPanel } from './challenges/challenges-panel';
import type { GamesNotice } from './games-notice';
import { QuestionsPanel } from './questions/questions-panel';

const tabs = ['questions', 'challenges'] as const;
type Tab = (typeof tabs)[number];
const tabIcons = { questions: ListChecks, challenges: Trophy } as const;

const tabPrefix = 'games-admin';

/**
 * `/app/community/games/manage`, for the staff holding `games_management`: the quiz questions of the weeks to come and
 * the monthly challenges. The tab is in the address, so a link opens the right one.
 */
export function GamesAdminScreen() {
  const { t } = useTranslation('games-admin');
  const errorText = useErrorText();
  const [selected, select] = useTabInAddress(tabs);
  const [notice, setNotice] = useState<Notice | null>(null);

  const items: TabItem<Tab>[] = tabs.map((id) => ({ id, label: t(`tabs.${id}`), Icon: tabIcons[id] }));
  const onNotice = (next: GamesNotice) =>
    setNotice((previous) =>
      nextNotice(
        previous,
        next.tone === 'success'
          ? { tone: 'success', text: t(next.key, next.values) }
          : { tone: 'error', text: errorText(next.code) ?? '' },
      ),
    );

  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader title={t('title')} description={t('description')} backTo={paths.games()} />
      <Tabs
        label={t('tabs.label')}
        prefix={tabPrefix}
        className="mb-5"
        items={items}
        selected={selected}
        onSelect={(tab) => {
          setNotice(null);
          select(tab);
        }}
      />
      <NoticeBanner
        notice={notice}
        dismissLabel={t('dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4"
      />
      <TabPanels prefix={tabPrefix} tabs={tabs} selected={selected}>
        {(tab) =>
          tab === 'questions' ? (
            <QuestionsPanel onNotice={onNotice} />
          ) : (
            <ChallengesPanel onNotice={onNotice} />
          )
        }
      </TabPanels>
    </div>
  );
}
