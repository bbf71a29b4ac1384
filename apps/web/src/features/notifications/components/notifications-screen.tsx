import {
  notificationKinds,
  paths,
  type NotificationKind,
  type NotificationsFilter,
} from '@vitalia/contracts';
import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { SelectField } from '../../../components/ui/select-field';
import { apiErrorOf } from '../../../lib/api-client';
import { showErrorAlert } from '../../../lib/alert-store';
import { useErrorText } from '../../../lib/form-errors';
import { useMarkAllNotificationsRead } from '../api/mark-read';
import { useUnreadNotifications } from '../api/unread-count';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationList } from './notification-list';

const isKind = (value: string | null): value is NotificationKind =>
  (notificationKinds as readonly (string | null)[]).includes(value);

/** The filters live in the address, so that Back and a shared link keep them. */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filter: NotificationsFilter = {
    ...(isKind(kind) && { kind }),
    ...(params.get('unread') === 'true' && { unread: 'true' as const }),
  };
  const change = (name: 'kind' | 'unread', value: string | null) =>
    setParams(
      (next) => {
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { filter, change };
}

/** `/app/notifications` (issue 39): the whole history, a page at a time, by kind or unread only, and mark read. */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const { filter, change } = useFilter();
  const onOpen = useOpenNotification();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = useUnreadNotifications().data ?? 0;
  const showOptions = [
    { id: 'all', label: t('page.all'), value: null },
    { id: 'unread', label: t('page.unreadOnly'), value: 'true' },
  ] as const;

  return (
    <>
      <ScreenHeader
        title={t('page.title')}
        description={t('page.description')}
        backTo={paths.dashboard()}
        actions={
          unread > 0 && (
            <Button
              variant="secondary"
              isLoading={markAllRead.isPending}
              onClick={() =>
                markAllRead.mutate(
                  {},
                  { onError: (error) => showErrorAlert(errorText(apiErrorOf(error).code) ?? '') },
                )
              }
            >
              <CheckCheck className="size-4" aria-hidden="true" />
              {t('panel.markAllRead')}
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label={t('page.show')} className="inline-flex rounded-control bg-ink-100 p-1">
          {showOptions.map((option) => {
            const isPressed = (filter.unread ?? null) === option.value;
            return (
              <button
                key={option.id}
                type="button"
                aria-pressed={isPressed}
                onClick={() => change('unread', option.value)}
                className={cx(
                  'min-h-10 flex-1 rounded-control px-4 text-sm font-medium',
                  isPressed ? 'bg-white text-ink-950 shadow-card' : 'text-ink-700 hover:text-ink-950',
                )}
              >
                {option.label}
              </button>
            );
          })}
        </div>
        <SelectField
          label={t('page.kind')}
          value={filter.kind ?? ''}
          onChange={(event) => change('kind', event.target.value || null)}
          className="sm:w-72"
        >
          <option value="">{t('page.allKinds')}</option>
          {notificationKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`preferences.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Card className="overflow-hidden p-0 sm:p-0">
        <NotificationList onOpen={onOpen} filter={filter} />
      </Card>
    </>
  );
}
