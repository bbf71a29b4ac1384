import FeedUnreadBadge from '../../features/feed/components/unread-badge';

/** The entries that show a count beside their label: the feed's new posts. */
export const hasBadge = (entryKey: string) => entryKey === 'feed';

/** What a navigation entry shows beside its label. */
export function EntryBadge({ entryKey, variant }: { entryKey: string; variant: 'top' | 'tab' }) {
  if (!hasBadge(entryKey)) return null;
  return <FeedUnreadBadge variant={variant} />;
}
