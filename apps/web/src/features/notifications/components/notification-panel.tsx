import { paths } from '@vitalia/contracts';
import { CheckCheck, ChevronRight, History, Settings } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorOf } from '../../../lib/api-client';
import { showErrorAlert } from '../../../lib/alert-store';
import { useErrorText } from '../../../lib/form-errors';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationList } from './notification-list';

/** The bell's panel: the heading and "Mark all as read", the list, and the way to the settings. */
export function NotificationPanel({
  headingRef,
  unread,
  onClose,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  unread: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const onOpen = useOpenNotification(onClose);
  const markAllRead = useMarkAllNotificationsRead();
  const headingId = useId();

  function onMarkAllRead() {
    markAllRead.mutate({}, { onError: (error) => showErrorAlert(errorText(apiErrorOf(error).code) ?? '') });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-h-[calc(100dvh-9.5rem)] flex-col sm:max-h-[min(34rem,calc(100dvh-10rem))] lg:max-h-[min(36rem,calc(100dvh-6rem))]"
    >
      <div className="flex min-h-14 items-center justify-between gap-3 border-b border-ink-100 ps-4 pe-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-ink-950 outline-none">
          {t('panel.title')}
        </h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={onMarkAllRead}
            disabled={markAllRead.isPending}
            className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('panel.markAllRead')}
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <NotificationList onOpen={onOpen} />
      </div>
      <div className="border-t border-ink-100 p-1.5">
        <Link
          to={paths.notifications()}
          onClick={onClose}
          className="flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium text-ink-700 hover:bg-ink-100"
        >
          <History className="size-4 shrink-0" aria-hidden="true" />
          {t('panel.seeAll')}
          <ChevronRight className="ms-auto size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
        <Link
          to={`${paths.settings()}#notifications`}
          onClick={onClose}
          className="flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium text-ink-700 hover:bg-ink-100"
        >
          <Settings className="size-4 shrink-0" aria-hidden="true" />
          {t('panel.settings')}
          <ChevronRight className="ms-auto size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
