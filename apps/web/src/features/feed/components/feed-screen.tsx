import { Newspaper, PenSquare, ShieldCheck } from 'lucide-react';
import { ErrorCode, paths, type FeedPost } from '@vitalia/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QueryLoadError } from '../../../components/ui/load-error';
import { MorePages } from '../../../components/ui/more-pages';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { useFeedPages, useMarkFeedRead } from '../api/feed-posts';
import { useFeedAccess } from '../hooks/use-feed-access';
import { DigestSwitch } from './digest-switch';
import { FeedSkeleton } from './feed-skeleton';
import { ScreenUpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { PostCard } from './post-card';
import { EmptyState } from '../../../components/ui/empty-state';

function StaffLinks() {
  const { t } = useTranslation('feed');
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={paths.feedManage()} className={buttonClasses({ variant: 'secondary' })}>
        <PenSquare className="size-4" aria-hidden="true" />
        {t('staff.manage')}
      </Link>
      <Link to={paths.feedModeration()} className={buttonClasses({ variant: 'secondary' })}>
        <ShieldCheck className="size-4" aria-hidden="true" />
        {t('staff.moderation')}
      </Link>
    </div>
  );
}

/**
 * Opening the feed reads it: once the first page is on screen, what it shows is read, up to its newest post; one
 * published meanwhile still counts as new.
 */
function useMarkReadOnce(firstPage: readonly FeedPost[] | undefined) {
  const markRead = useMarkFeedRead();
  const isDone = useRef(false);
  const { mutate } = markRead;
  useEffect(() => {
    if (!firstPage || isDone.current) return;
    isDone.current = true;
    const newest = firstPage
      .map((post) => post.publishedAt)
      .sort()
      .at(-1);
    mutate({ body: newest ? { upTo: newest } : {} });
  }, [firstPage, mutate]);
}

/** `/app/feed`: the team's posts for Premium members (D4); everyone else is invited to upgrade instead. */
export function FeedScreen() {
  const { t } = useTranslation('feed');
  const { isStaff, mayRead } = useFeedAccess();
  const feed = useFeedPages({ isEnabled: mayRead });
  useMarkReadOnce(feed.data?.pages[0]?.data.posts);

  if (!mayRead || (feed.isError && isCode(apiErrorOf(feed.error).code, ErrorCode.accessDenied)))
    return <ScreenUpgradeInvitation namespace="feed" />;

  const posts = feed.data?.pages.flatMap((page) => page.data.posts) ?? [];
  function body() {
    if (feed.isPending) return <FeedSkeleton />;
    if (feed.isError && posts.length === 0)
      return <QueryLoadError query={feed} message={t('list.loadFailed')} />;
    if (posts.length === 0) {
      return <EmptyState icon={Newspaper} title={t('list.empty')} hint={t('list.emptyHint')} />;
    }
    return (
      <>
        <div className="space-y-4">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
        <MorePages
          list={feed}
          label={t('list.loadMore')}
          failedText={t('list.loadMoreFailed')}
          endText={t('list.end')}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        title={t('title')}
        description={t('description')}
        actions={isStaff ? <StaffLinks /> : undefined}
      />
      <DigestSwitch />
      {body()}
    </div>
  );
}
