import type { Notification } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { NotificationKindIcon } from './notification-kind-icon';
import { wordsOf } from './notification-words';

/** One notification: what happened in a title and a sentence, how long ago, and whether it is new. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  const language = currentLanguage();
  const { title, sentence } = wordsOf(notification, t, language);
  const isUnread = notification.readAt === null;

  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cx(
          'flex w-full items-start gap-3 px-4 py-3 text-start transition-colors',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
          isUnread ? 'bg-brand-50/70 hover:bg-brand-50' : 'hover:bg-ink-50',
        )}
      >
        <NotificationKindIcon kind={notification.kind} />
        <span className="min-w-0 flex-1">
          {isUnread && <span className="sr-only">{t('item.unread')} </span>}
          <span className="block text-sm font-semibold text-ink-950">{title}</span>
          <span className="mt-0.5 block text-sm break-words text-ink-700">{sentence}</span>
          <time
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt, language)}
            className="mt-1 block text-xs text-ink-500"
          >
            {formatRelativeTime(notification.createdAt, language)}
          </time>
        </span>
        {isUnread && (
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent-600" />
        )}
      </button>
    </li>
  );
}
