import { paths } from '@vitalia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextNotice, NoticeBanner, type Notice } from '../../../../components/ui/notice-banner';
import { ReviewQueue } from '../../../../components/ui/review-queue';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { useFeedModerationQueue } from '../../api/moderation';
import { ModerationDialog, type ModerationTarget } from './moderation-dialog';
import { ModerationItem } from './moderation-item';

/** `/app/feed/moderation`: what members reported on the feed, most reported first. */
export function FeedModerationScreen() {
  const { t } = useTranslation('feed');
  const queue = useFeedModerationQueue();
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        title={t('moderation.title')}
        description={t('moderation.description')}
        backTo={paths.feed()}
      />
      <NoticeBanner
        notice={notice}
        dismissLabel={t('manage.dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4"
      />
      <ReviewQueue
        query={queue}
        words={{
          loadFailed: t('moderation.loadFailed'),
          empty: t('moderation.empty'),
          emptyHint: t('moderation.emptyHint'),
        }}
        itemHeight="h-40"
        renderItem={(item) => (
          <ModerationItem
            key={`${item.kind}-${item.id}`}
            item={item}
            onDecide={(action) => setTarget({ item, action })}
          />
        )}
      />
      <ModerationDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(action) => {
          setTarget(null);
          setNotice((previous) =>
            nextNotice(previous, { tone: 'success', text: t(`moderation.done.${action}`) }),
          );
        }}
      />
    </div>
  );
}
