import type { Notification, NotificationsFilter } from '@vitalia/contracts';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { QueryLoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotificationPages } from '../api/notification-pages';
import { NotificationItem } from './notification-item';

function ListSkeleton() {
  const { t } = useTranslation('notifications');
  return (
    <div className="space-y-4 px-4 py-4">
      <span role="status" className="sr-only">
        {t('panel.loading')}
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-3" aria-hidden="true">
          <Skeleton className="size-10 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3.5 w-11/12" />
          </div>
        </div>
      ))}
    </div>
  );
}

function NothingNew({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Bell className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold text-ink-950">{isFiltered ? t('page.emptyFiltered') : t('panel.empty')}</p>
      {!isFiltered && <p className="max-w-xs text-sm text-ink-500">{t('panel.emptyHint')}</p>}
    </div>
  );
}

/** The notifications loaded so far, newest first (of the filter's kind, or unread, when one is given), and older ones. */
export function NotificationList({
  onOpen,
  filter = {},
}: {
  onOpen: (notification: Notification) => void;
  filter?: NotificationsFilter;
}) {
  const { t } = useTranslation('notifications');
  const pages = useNotificationPages(filter);

  if (pages.isPending) return <ListSkeleton />;
  if (pages.isError && !pages.isFetchNextPageError) {
    return <QueryLoadError query={pages} message={t('panel.loadFailed')} className="px-4" />;
  }
  if (pages.data.length === 0)
    return <NothingNew isFiltered={filter.kind !== undefined || filter.unread !== undefined} />;
  return (
    <>
      <ul className="divide-y divide-ink-100">
        {pages.data.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className="border-t border-ink-100 p-2 text-center">
          {pages.isFetchNextPageError && (
            <p role="alert" className="px-2 pb-2 text-sm text-danger-700">
              {t('panel.olderFailed')}
            </p>
          )}
          <Button
            variant="ghost"
            isFullWidth
            isLoading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('panel.showOlder')}
          </Button>
        </div>
      )}
    </>
  );
}
