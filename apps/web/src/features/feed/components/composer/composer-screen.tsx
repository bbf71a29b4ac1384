import { ErrorCode, paths } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { PageSkeleton } from '../../../../components/ui/skeleton';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { useStaffPost } from '../../api/staff-posts';
import { EditHistory } from './edit-history';
import { PostForm } from './post-form';

function EditPost({ postId }: { postId: string }) {
  const { t } = useTranslation('feed');
  const post = useStaffPost(postId);
  if (post.isPending) return <PageSkeleton />;
  if (post.isError) {
    const code = apiErrorOf(post.error).code;
    if (isCode(code, ErrorCode.notFound, ErrorCode.invalidRequest)) {
      return (
        <Card>
          <p role="alert" className="font-semibold text-ink-950">
            {t('composer.notFound')}
          </p>
        </Card>
      );
    }
    return <QueryLoadError query={post} message={t('composer.loadFailed')} />;
  }
  return (
    <div className="space-y-4">
      <PostForm key={post.data.id} post={post.data} />
      <EditHistory post={post.data} />
    </div>
  );
}

/** `/app/feed/new` and `/app/feed/manage/:postId`: the composer, empty or with the post and its history. */
export function ComposerScreen({ postId }: { postId: string | null }) {
  const { t } = useTranslation('feed');
  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader
        title={postId ? t('composer.editTitle') : t('composer.newTitle')}
        backTo={paths.feedManage()}
      />
      {postId ? <EditPost postId={postId} /> : <PostForm post={null} />}
    </div>
  );
}
