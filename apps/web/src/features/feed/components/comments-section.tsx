import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MorePages } from '../../../components/ui/more-pages';
import { QueryLoadError } from '../../../components/ui/load-error';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useComments } from '../api/comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

/** The post's conversation, oldest first, with the box to join it at the top. */
export function CommentsSection({ postId }: { postId: string }) {
  const { t } = useTranslation('feed');
  const headingId = useId();
  const comments = useComments(postId, { isEnabled: true });
  const list = comments.data?.pages.flatMap((page) => page.data.comments) ?? [];

  function body() {
    if (comments.isPending) {
      return <SkeletonRows label={t('common:loading')} rows={3} cells={['h-16 w-full rounded-2xl']} />;
    }
    if (comments.isError && list.length === 0) {
      return <QueryLoadError query={comments} message={t('comments.loadFailed')} />;
    }
    if (list.length === 0) return <p className="text-sm text-ink-500">{t('comments.empty')}</p>;
    return (
      <>
        <ul className="space-y-4">
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postId={postId} />
          ))}
        </ul>
        <MorePages list={comments} label={t('comments.loadMore')} failedText={t('comments.loadMoreFailed')} />
      </>
    );
  }

  return (
    <section id="comments" aria-labelledby={headingId} className="mt-8 scroll-mt-20 space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-ink-950">
        {t('comments.title')}
      </h2>
      <CommentComposer postId={postId} />
      {body()}
    </section>
  );
}
