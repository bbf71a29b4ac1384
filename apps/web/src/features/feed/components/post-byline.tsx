import type { PersonCard } from '@vitalia/contracts';
import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PersonChip } from '../../../components/ui/person-card';
import { formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/**
 * Who wrote it (as every screen shows them, a tap opening their card; the brand's name once the author is gone) and
 * when, in the reader's words ("2 h ago"), and whether it is pinned on top.
 */
export function PostByline({
  author,
  authorName,
  publishedAt,
  editedAt,
  isPinned,
}: {
  author: PersonCard | null;
  authorName: string;
  publishedAt: string;
  editedAt: string | null;
  isPinned: boolean;
}) {
  const { t } = useTranslation('feed');
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-500">
      {isPinned && (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-600">
          <Pin className="size-3" aria-hidden="true" />
          {t('post.pinned')}
        </span>
      )}
      {author ? (
        <PersonChip person={author} avatarClassName="size-7" initialsClassName="text-[0.65rem]" />
      ) : (
        <bdi className="font-semibold text-ink-700">{authorName}</bdi>
      )}
      <span aria-hidden="true">·</span>
      <time dateTime={publishedAt}>{formatRelativeTime(publishedAt, currentLanguage())}</time>
      {editedAt && <span>· {t('post.edited')}</span>}
    </div>
  );
}
