import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { useUnreadCount } from '../api/unread';
import { useFeedAccess } from '../hooks/use-feed-access';

/**
 * The number of new posts on the navigation's Feed entry, for those who can read them. Its words are in `common`
 * (the navigation's copy), so no screen waits on the feed's copy for a badge. Loaded on its own, after the bar.
 */
export default function FeedUnreadBadge({ variant }: { variant: 'top' | 'tab' }) {
  const { t } = useTranslation();
  const { mayRead } = useFeedAccess();
  const unread = useUnreadCount({ isEnabled: mayRead });
  const count = unread.data ?? 0;
  if (!mayRead || count === 0) return null;
  return (
    <>
      {/* Part of the link's name, after its label: sr-only is positioned, so browsers set it apart with a space. */}
      <span className="sr-only">{t('nav.feedUnread', { count })}</span>
      <span
        aria-hidden="true"
        className={cx(
          'min-w-5 rounded-full bg-accent-600 px-1.5 text-center text-[0.68rem] font-bold leading-5 text-white',
          // On the phone's bar it sits on the icon's top corner, on the reading side's end.
          variant === 'tab' && 'absolute start-1/2 top-1.5 ms-1.5',
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}
