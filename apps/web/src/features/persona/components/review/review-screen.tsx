import { paths } from '@vitalia/contracts';
import { Flag, History, LibraryBig, MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextNotice, NoticeBanner, type Notice } from '../../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { useErrorText } from '../../../../lib/form-errors';
import { LibraryPanel } from '../library/library-panel';
import { ReviewQueuePanel } from './review-queue-panel';
import type { ReviewNotice } from './review-notice';
import { TabPanels, Tabs, type TabItem } from '../../../../components/ui/tabs';
import { useTabInAddress } from '../../../../lib/use-tab-in-address';

const tabs = ['flagged', 'unanswered', 'recent', 'library'] as const;
type Tab = (typeof tabs)[number];
const tabIcons = {
  flagged: Flag,
  unanswered: MessageCircleQuestion,
  recent: History,
  library: LibraryBig,
} as const;

const tabPrefix = 'persona-review';

/**
 * `/app/persona/review`, for the staff holding `persona_review`: what members flagged, the questions no entry
 * answers yet (Karim's answer goes to the library), a sample of the week's answers to read, and the Q&A library
 * the persona answers from. The tab is in the address, so a link opens the right one.
 */
export function PersonaReviewScreen() {
  const { t } = useTranslation('persona');
  const errorText = useErrorText();
  const [selected, select] = useTabInAddress(tabs);
  const [notice, setNotice] = useState<Notice | null>(null);

  const items: TabItem<Tab>[] = tabs.map((id) => ({
    id,
    label: t(`review.tabs.${id}`),
    Icon: tabIcons[id],
  }));
  const onNotice = (next: ReviewNotice) =>
    setNotice((previous) =>
      nextNotice(
        previous,
        next.tone === 'success'
          ? { tone: 'success', text: t(next.key) }
          : { tone: 'error', text: errorText(next.code) ?? '' },
      ),
    );

  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader
        title={t('review.title')}
        description={t('review.description')}
        backTo={paths.persona()}
      />
      <Tabs
        label={t('review.tabs.label')}
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
        dismissLabel={t('review.dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4"
      />
      <TabPanels prefix={tabPrefix} tabs={tabs} selected={selected}>
        {(tab) =>
          tab === 'library' ? (
            <LibraryPanel onNotice={onNotice} />
          ) : (
            <ReviewQueuePanel filter={tab} onNotice={onNotice} />
          )
        }
      </TabPanels>
    </div>
  );
}
