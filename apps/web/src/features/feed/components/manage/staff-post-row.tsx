import { resolveText, paths, type PostForStaff } from '@vitalia/contracts';
import { Archive, Heart, MessageCircle, Pencil, Pin, PinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { TextInLanguage } from '../../../../components/ui/text-in-language';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';

const stateClasses: Record<PostForStaff['state'], string> = {
  draft: 'bg-ink-100 text-ink-700',
  scheduled: 'bg-accent-100 text-accent-600',
  published: 'bg-success-50 text-success-600',
  archived: 'bg-ink-100 text-ink-500',
};

/** The moment that matters for a post in its state: when it goes out, went out, or was started. */
function whenOf(post: PostForStaff) {
  if (post.state === 'draft' || !post.publishAt) return { key: 'created', at: post.createdAt } as const;
  return { key: post.state === 'scheduled' ? 'scheduledFor' : 'publishedAt', at: post.publishAt } as const;
}

/** One post in the staff list: its title in the reader's language (or the one it was written in), state, actions. */
export function StaffPostRow({
  post,
  busyAction,
  onPin,
  onArchive,
}: {
  post: PostForStaff;
  busyAction: 'pin' | 'archive' | null;
  onPin: () => void;
  onArchive: () => void;
}) {
  const { t } = useTranslation('feed');
  const language = currentLanguage();
  const when = whenOf(post);
  return (
    <li className="space-y-3 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className={cx('rounded-full px-2 py-0.5 font-semibold', stateClasses[post.state])}>
          {t(`states.${post.state}`)}
        </span>
        {post.pinned && (
          <span className="inline-flex items-center gap-1 font-semibold text-accent-600">
            <Pin className="size-3" aria-hidden="true" />
            {t('post.pinned')}
          </span>
        )}
        <span className="text-ink-500">
          {t(`manage.${when.key}`, { date: formatDateTime(when.at, language) })}
        </span>
      </div>
      <h2 className="font-semibold leading-snug text-ink-950">
        <TextInLanguage value={resolveText(post.title, language)} />
      </h2>
      <p className="flex flex-wrap gap-x-3 text-xs text-ink-500">
        <bdi>{post.authorName}</bdi>
        <span className="inline-flex items-center gap-1">
          <Heart className="size-3.5" aria-hidden="true" />
          {t('manage.likes', { count: post.likeCount })}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
          {t('manage.comments', { count: post.commentCount })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.feedEdit(post.id)} className={buttonClasses({ variant: 'secondary' })}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('manage.edit')}
        </Link>
        {post.state === 'published' && (
          <Button variant="secondary" isLoading={busyAction === 'pin'} onClick={onPin}>
            {post.pinned ? (
              <PinOff className="size-4" aria-hidden="true" />
            ) : (
              <Pin className="size-4" aria-hidden="true" />
            )}
            {post.pinned ? t('manage.unpin') : t('manage.pin')}
          </Button>
        )}
        {post.state !== 'archived' && (
          <Button variant="danger-outline" isLoading={busyAction === 'archive'} onClick={onArchive}>
            <Archive className="size-4" aria-hidden="true" />
            {t('manage.archive')}
          </Button>
        )}
      </div>
    </li>
  );
}
