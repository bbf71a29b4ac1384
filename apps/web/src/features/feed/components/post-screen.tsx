import { ErrorCode, paths } from '@vitalia/contracts';
import { Flag, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BackButton } from '../../../components/ui/back-button';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryLoadError } from '../../../components/ui/load-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { useReportPost } from '../api/comments';
import { usePost } from '../api/feed-posts';
import { useFeedAccess } from '../hooks/use-feed-access';
import { CommentsSection } from './comments-section';
import { ScreenUpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { LikeButton } from './like-button';
import { PostByline } from './post-byline';
import { PostImages } from './post-images';
import { inLanguage, PostContent } from './post-text';
import { ReportDialog } from './report-dialog';
import { EmptyState } from '../../../components/ui/empty-state';

function PostNotFound() {
  const { t } = useTranslation('feed');
  return (
    <EmptyState
      icon={SearchX}
      isAlert
      title={t('post.notFound')}
      action={
        <Link to={paths.feed()} className={buttonClasses({ variant: 'secondary' })}>
          {t('post.backToFeed')}
        </Link>
      }
    />
  );
}

/** A link to `#comments` lands on the conversation once the post above it has its height. */
function useScrollToHash(isReady: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (isReady && hash === '#comments') document.getElementById('comments')?.scrollIntoView();
  }, [isReady, hash]);
}

/** `/app/feed/:postId`: the post in full, its like and report, then its comments. */
export function PostScreen({ postId }: { postId: string }) {
  const { t } = useTranslation('feed');
  const { mayRead } = useFeedAccess();
  const post = usePost(postId, { isEnabled: mayRead });
  const report = useReportPost();
  const [isReporting, setIsReporting] = useState(false);
  const [thanks, setThanks] = useState(false);
  useScrollToHash(post.isSuccess);

  const code = post.isError ? apiErrorOf(post.error).code : null;
  if (!mayRead || isCode(code, ErrorCode.accessDenied)) return <ScreenUpgradeInvitation namespace="feed" />;

  function body() {
    if (post.isPending) return <PageSkeleton />;
    // A malformed id is refused as 4000 before anything is read: for the reader, that post does not exist either.
    if (isCode(code, ErrorCode.notFound, ErrorCode.invalidRequest)) return <PostNotFound />;
    if (post.isError) return <QueryLoadError query={post} message={t('post.loadFailed')} />;
    const { data } = post;
    return (
      <>
        <article aria-labelledby="post-title">
          <Card className="space-y-4 p-4 sm:p-6">
            <PostByline
              author={data.author}
              authorName={data.authorName}
              publishedAt={data.publishedAt}
              editedAt={data.editedAt}
              isPinned={data.pinned}
            />
            <h1
              id="post-title"
              {...inLanguage(data.title)}
              className="text-2xl font-bold leading-tight tracking-tight text-ink-950 rtl:tracking-normal"
            >
              {data.title.text}
            </h1>
            <PostContent content={data.content} className="text-base" />
            <PostImages images={data.images} title={data.title} />
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-100 pt-3">
              <LikeButton post={data} />
              <button
                type="button"
                onClick={() => setIsReporting(true)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-500 hover:bg-ink-100 hover:text-ink-900"
              >
                <Flag className="size-4" aria-hidden="true" />
                {t('post.report')}
              </button>
            </div>
            <p role="status" className="text-sm text-success-600">
              {thanks ? t('report.thanks') : ''}
            </p>
          </Card>
        </article>
        <CommentsSection postId={postId} />
        <ReportDialog
          isOpen={isReporting}
          title={t('report.postTitle')}
          onClose={() => setIsReporting(false)}
          onReport={async (reason) => {
            await report.mutateAsync({ params: { postId }, body: reason ? { reason } : {} });
            setIsReporting(false);
            setThanks(true);
          }}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <BackButton fallback={paths.feed()} className="-ms-2 mb-2" />
      {body()}
    </div>
  );
}
