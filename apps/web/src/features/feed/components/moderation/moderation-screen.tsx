import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { nextNotice, NoticeBanner, type Notice } from '../../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { useFeedModerationQueue } from '../../api/moderation';
import { ModerationDialog, type ModerationTarget } from './moderation-dialog';
import { ModerationItem } from './moderation-item';

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
        <Card className="flex flex-col items-center gap-3 text-center">
          <ShieldCheck className="size-10 text-brand-600" aria-hidden="true" />
          <p className="font-semibold text-ink-950">{t('moderation.empty')}</p>
          <p className="max-w-sm text-sm text-ink-500">{t('moderation.emptyHint')}</p>
        </Card>
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
        backTo="/app/feed"
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
