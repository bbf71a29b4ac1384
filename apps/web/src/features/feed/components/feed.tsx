import { hasPremiumAccess, type FeedPost } from '@vitalia/contracts';
import { CircleAlert, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { UpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { apiErrorOf } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { formatLongDateOf } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useFeed } from '../api/get-feed';

function FeedSkeleton() {
  return (
    <div className="space-y-4" role="presentation">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="space-y-3 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
        >
          <Skeleton className="h-3.5 w-28" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ))}
    </div>
  );
}

function FeedUpgrade() {
  const { t } = useTranslation('plans');
  return (
    <UpgradeInvitation
      className="mx-auto max-w-3xl"
      headingLevel={1}
      title={t('feed.upgrade.title')}
      description={t('feed.upgrade.description')}
      perks={t('feed.upgrade.perks', { returnObjects: true }) as string[]}
      actionLabel={t('feed.upgrade.action')}
      actionTo="/app/billing"
    />
  );
}

function PostCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation('plans');
  const headingId = `post-${post.id}`;
  return (
    <article aria-labelledby={headingId}>
      <Card className="sm:p-6">
        <p className="text-xs font-medium text-ink-500">
          <time dateTime={post.publishedAt}>
            {t('feed.publishedOn', { date: formatLongDateOf(post.publishedAt, currentLanguage()) })}
          </time>
        </p>
        <h2 id={headingId} className="mt-1.5 text-lg font-semibold leading-snug text-ink-950">
          {post.title}
        </h2>
        {/* Posts are plain text; their line breaks are the author's paragraphs. */}
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-ink-700">{post.content}</p>
      </Card>
    </article>
  );
}

/** The Premium feed (D4): posts for Premium members; everyone else is invited to upgrade instead. */
export function Feed() {
  const { t } = useTranslation('plans');
  const isPremium = useAuthStore((state) => hasPremiumAccess(state.profile?.subscription));
  const feed = useFeed({ isEnabled: isPremium });

  if (!isPremium || (feed.isError && apiErrorOf(feed.error).code === '4003')) return <FeedUpgrade />;

  function body() {
    if (feed.isPending) {
      return (
        <>
          <span className="sr-only" role="status">
            {t('common:loading')}
          </span>
          <FeedSkeleton />
        </>
      );
    }
    if (feed.isError) {
      return (
        <Card className="flex flex-col items-center gap-4 text-center">
          <CircleAlert className="size-10 text-danger-600" aria-hidden="true" />
          <p role="alert" className="font-semibold text-ink-950">
            {t('feed.loadFailed')}
          </p>
          <Button variant="secondary" isLoading={feed.isFetching} onClick={() => void feed.refetch()}>
            {t('feed.retry')}
          </Button>
        </Card>
      );
    }
    if (feed.data.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-3 text-center">
          <Newspaper className="size-10 text-ink-500" aria-hidden="true" />
          <p className="font-semibold text-ink-950">{t('feed.empty')}</p>
          <p className="max-w-sm text-sm text-ink-500">{t('feed.emptyHint')}</p>
        </Card>
      );
    }
    return (
      <div className="space-y-4">
        {feed.data.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader title={t('feed.title')} description={t('feed.description')} />
      {body()}
    </div>
  );
}
