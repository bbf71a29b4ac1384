import {
  isolate,
  postStates,
  resolveText,
  type PostForStaff,
  type PostState,
  paths,
} from '@vitalia/contracts';
import { FilePlus2, Newspaper, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { nextNotice, NoticeBanner, type Notice } from '../../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { confirmAlert } from '../../../../lib/alert-store';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { currentLanguage } from '../../../../lib/i18n';
import { inputWithState, usePinPost, useStaffPosts, useUpdatePost } from '../../api/staff-posts';
import { StaffPostRow } from './staff-post-row';
import { EmptyState } from '../../../../components/ui/empty-state';
import { MorePages } from '../../../../components/ui/more-pages';

const isPostState = (value: string | null): value is PostState =>
  (postStates as readonly (string | null)[]).includes(value);

/** The composer leaves its answer in the navigation state: `{ saved: state }`. */
function useSavedNotice(): Notice | null {
  const { t } = useTranslation('feed');
  const location = useLocation();
  const [initial] = useState(() => {
    const saved = (location.state as { saved?: string } | null)?.saved ?? null;
    return isPostState(saved)
      ? nextNotice(null, { tone: 'success', text: t(`manage.saved.${saved}`) })
      : null;
  });
  return initial;
}

function StateFilter({ selected }: { selected: PostState | undefined }) {
  const { t } = useTranslation('feed');
  const filters = [undefined, ...postStates] as const;
  return (
    <nav
      aria-label={t('manage.filter')}
      className="mb-4 flex gap-1 overflow-x-auto rounded-full bg-ink-100 p-1"
    >
      {filters.map((state) => {
        const isCurrent = state === selected;
        return (
          <Link
            key={state ?? 'all'}
            to={state ? `?state=${state}` : '.'}
            replace
            aria-current={isCurrent ? 'page' : undefined}
            className={cx(
              'flex-1 whitespace-nowrap rounded-full px-3 py-2 text-center text-sm font-medium',
              isCurrent ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-700 hover:text-ink-950',
            )}
          >
            {state ? t(`states.${state}`) : t('manage.all')}
          </Link>
        );
      })}
    </nav>
  );
}

/** `/app/feed/manage`: every post whatever its state, to write, pin, unpin and archive. */
export function ManageScreen() {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('state');
  const state = isPostState(requested) ? requested : undefined;
  const posts = useStaffPosts(state);
  const pin = usePinPost();
  const update = useUpdatePost();
  const savedNotice = useSavedNotice();
  const [notice, setNotice] = useState<Notice | null>(savedNotice);
  const [busy, setBusy] = useState<{ postId: string; action: 'pin' | 'archive' } | null>(null);

  const say = (tone: Notice['tone'], text: string) =>
    setNotice((previous) => nextNotice(previous, { tone, text }));
  const fail = (error: unknown) => say('error', errorText(apiErrorOf(error).code) ?? '');

  async function run(postId: string, action: 'pin' | 'archive', work: () => Promise<unknown>, done: string) {
    setBusy({ postId, action });
    try {
      await work();
      say('success', done);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  function onPin(post: PostForStaff) {
    void run(
      post.id,
      'pin',
      () => pin.mutateAsync({ params: { postId: post.id }, body: { pinned: !post.pinned } }),
      post.pinned ? t('manage.unpinned') : t('manage.pinned'),
    );
  }

  async function onArchive(post: PostForStaff) {
    const title = isolate(resolveText(post.title, currentLanguage()).text);
    const isConfirmed = await confirmAlert({
      title: t('manage.archiveTitle'),
      message: t('manage.archiveConfirm', { title }),
      confirmText: t('manage.archive'),
    });
    if (!isConfirmed) return;
    void run(
      post.id,
      'archive',
      () => update.mutateAsync({ params: { postId: post.id }, body: inputWithState(post, 'archived') }),
      t('manage.archived'),
    );
  }

  function body() {
    if (posts.isPending) {
      return <SkeletonRows label={t('common:loading')} rows={4} cells={['h-36 w-full rounded-card']} />;
    }
    if (posts.isError && !posts.data) {
      return <QueryLoadError query={posts} message={t('manage.loadFailed')} />;
    }
    if (posts.data.length === 0) {
      return (
        <EmptyState icon={Newspaper} title={state ? t(`manage.emptyState.${state}`) : t('manage.empty')} />
      );
    }
    return (
      <>
        <ul className="space-y-3">
          {posts.data.map((post) => (
            <StaffPostRow
              key={post.id}
              post={post}
              busyAction={busy?.postId === post.id ? busy.action : null}
              onPin={() => onPin(post)}
              onArchive={() => void onArchive(post)}
            />
          ))}
        </ul>
        <MorePages list={posts} label={t('manage.loadMore')} failedText={t('manage.loadMoreFailed')} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader
        title={t('manage.title')}
        description={t('manage.description')}
        backTo={paths.feed()}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={paths.feedModeration()} className={buttonClasses({ variant: 'secondary' })}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('staff.moderation')}
            </Link>
            <Link to={paths.feedNew()} className={buttonClasses({})}>
              <FilePlus2 className="size-4" aria-hidden="true" />
              {t('manage.new')}
            </Link>
          </div>
        }
      />
      <NoticeBanner
        notice={notice}
        dismissLabel={t('manage.dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4"
      />
      <StateFilter selected={state} />
      {body()}
    </div>
  );
}
