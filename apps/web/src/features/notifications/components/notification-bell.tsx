import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { useUnreadNotifications } from '../api/unread-count';
import { useBellPanel } from '../hooks/use-bell-panel';
import { NotificationPanel } from './notification-panel';

/**
 * The bell in the top bar and its count; it opens the member's notifications. Part of the signed-in frame's chunk,
 * its copy part of a signed-in visit's start-up copy (lib/i18n.ts), so the first screen waits for neither. On phones the panel is a sheet the width of the bar under it: the wrapper is only
 * positioned from `sm`, so below that the panel hangs from the sticky header.
 */
export default function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadNotifications();
  const count = unread.data ?? 0;
  const { isOpen, close, headingRef, rootProps, buttonProps, panelProps } = useBellPanel();
  // A page's first Intl number formatter loads the number data, 20 to 80 ms here before anything else (bench/
  // lighthouse.ts counts it four times over): nothing unread reads "Notifications" and needs none.
  const number = count > 0 ? new Intl.NumberFormat(intlLocale(currentLanguage())).format(count) : '';

  return (
    <div {...rootProps} className="sm:relative">
      <span className="relative block">
        <button
          {...buttonProps}
          aria-label={t('bell.label', { count, number })}
          className={cx(
            'relative grid size-11 place-items-center rounded-full text-ink-700',
            isOpen ? 'bg-ink-100 text-ink-950' : 'hover:bg-ink-100',
          )}
        >
          <Bell className="size-5" aria-hidden="true" />
        </button>
        {/* Beside the button, not in it: its name says the count in words ("one unread" in Arabic), and a digit inside
          would be text the name leaves out. */}
        {count > 0 && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -end-0.5 top-0.5 min-w-5 rounded-full bg-accent-600 px-1.5 text-center text-[0.68rem] leading-5 font-bold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <div
        {...panelProps}
        className={cx(
          'absolute inset-x-0 top-full z-30 border-b border-ink-100 bg-white shadow-dialog',
          'sm:inset-x-auto sm:end-0 sm:mt-2 sm:w-96 sm:max-w-[calc(100vw-2rem)] sm:overflow-hidden sm:rounded-card sm:border-0 sm:ring-1 sm:ring-ink-100',
        )}
      >
        {isOpen && <NotificationPanel headingRef={headingRef} unread={count} onClose={close} />}
      </div>
    </div>
  );
}
