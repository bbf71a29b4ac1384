import { paths } from '@vitalia/contracts';
import type { FeedModerationItem } from '@vitalia/contracts';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { QuotedText } from '../../../../components/ui/review-queue';
import { formatRelativeTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import type { ModerationAction } from './moderation-dialog';

/** One reported post or comment: what it says, who wrote it, how often and why it was reported, and the decisions. */
export function ModerationItem({
  item,
  onDecide,
}: {
  item: FeedModerationItem;
  onDecide: (action: ModerationAction) => void;
}) {
  const { t } = useTranslation('feed');
  // Staff reach a post through its composer (any state); a comment through the post it belongs to.
  const link = item.kind === 'post' ? paths.feedEdit(item.postId) : `${paths.feedPost(item.postId)}#comments`;
  return (
    <li>
      <Card className="space-y-3 p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-500">
          <span className="rounded-full bg-ink-100 px-2 py-0.5 font-semibold text-ink-700">
            {t(`moderation.kinds.${item.kind}`)}
          </span>
          <span className="rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-600">
            {t('moderation.reports', { count: item.reportCount })}
          </span>
          {item.hidden && (
            <span className="inline-flex items-center gap-1 font-semibold text-ink-700">
              <EyeOff className="size-3.5" aria-hidden="true" />
              {t('moderation.hidden')}
            </span>
          )}
          <time dateTime={item.lastReportedAt}>
            {formatRelativeTime(item.lastReportedAt, currentLanguage())}
          </time>
        </p>
        <p className="text-sm text-ink-700">
          {t('moderation.author')} <bdi className="font-semibold text-ink-900">{item.authorName}</bdi>
          {item.kind === 'comment' && (
            <>
              {' · '}
              {t('moderation.onPost')}{' '}
              <Link to={link} className="font-medium text-brand-700 underline">
                <bdi dir="auto">{item.postTitle}</bdi>
              </Link>
            </>
          )}
        </p>
        <QuotedText>{item.excerpt}</QuotedText>
        {item.kind === 'post' && (
          <Link to={link} className="inline-block text-sm font-medium text-brand-700 underline">
            {t('moderation.openPost')}
          </Link>
        )}
        {item.reasons.length > 0 && (
          <div>
            <p className="text-xs font-semibold text-ink-700">{t('moderation.reasons')}</p>
            <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-ink-700">
              {item.reasons.map((reason, index) => (
                <li key={index}>
                  <bdi dir="auto">{reason}</bdi>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="danger-outline" onClick={() => onDecide('delete')}>
            {t('moderation.actions.delete')}
          </Button>
          {item.hidden ? (
            <Button variant="secondary" onClick={() => onDecide('restore')}>
              {t('moderation.actions.restore')}
            </Button>
          ) : (
            <Button onClick={() => onDecide('hide')}>{t('moderation.actions.hide')}</Button>
          )}
        </div>
      </Card>
    </li>
  );
}
