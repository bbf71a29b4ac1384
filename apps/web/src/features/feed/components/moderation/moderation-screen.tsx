import { paths } from '@vitalia/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { nextNotice, NoticeBanner, type Notice } from '../../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { useFeedModerationQueue } from '../../api/moderation';
import { ModerationDialog, type ModerationTarget } from './moderation-dialog';
import { ModerationItem } from './moderation-item';
import { EmptyState } from '../../../../components/ui/empty-state';

/** `/app/feed/moderation`: what members reported on the feed, most reported first. */
export function FeedModerationScreen() {
  const { t } = useTranslation('feed');
  const queue = useFeedModerationQueue();
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  function body() {
    if (queue.isPending) {
      return <SkeletonRows label={t('common:loading')} rows={3} cells={['h-40 w-full rounded-card']} />;
    }
    if (queue.isError) return <QueryLoadError query={queue} message={t('moderation.loadFailed')} />;
    if (queue.data.length === 0) {
      return (
        <EmptyState
          icon={ShieldCheck}
          iconClassName="text-brand-600"
          title={t('moderation.empty')}
          hint={t('moderation.emptyHint')}
        />
      );
    }
    return (
      <ul className="space-y-3">
        {queue.data.map((item) => (
          <ModerationItem
            key={`${item.kind}-${item.id}`}
            item={item}
            onDecide={(action) => setTarget({ item, action })}
          />
        ))}
      </ul>
    );
  }

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
      {body()}
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
