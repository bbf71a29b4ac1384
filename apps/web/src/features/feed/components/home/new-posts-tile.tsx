import { paths } from '@vitalia/contracts';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeTile, TileHeadline, TileSkeleton } from '../../../../components/ui/home-tile';
import { TextInLanguage } from '../../../../components/ui/text-in-language';
import { useFeedPages } from '../../api/feed-posts';
import { useUnreadCount } from '../../api/unread';
import { useFeedAccess } from '../../hooks/use-feed-access';

/** Home: how many posts came since the feed was last opened, and the newest one's title. */
export function NewPostsTile() {
  const { t } = useTranslation('feed');
  const { mayRead } = useFeedAccess();
  const unread = useUnreadCount({ isEnabled: mayRead });
  const pages = useFeedPages({ isEnabled: mayRead });
  const title = t('home.title');

  if (!mayRead)
    return (
      <HomeTile Icon={Newspaper} title={title} to={paths.billing()} action={t('home.unlock')} locked>
        {t('home.invitation')}
      </HomeTile>
    );

  const newest =
    pages.data?.pages[0]?.data.posts.find((post) => !post.pinned) ?? pages.data?.pages[0]?.data.posts[0];
  const count = unread.data ?? 0;
  return (
    <HomeTile
      Icon={Newspaper}
      title={title}
      to={paths.feed()}
      action={t('home.action')}
      isBusy={pages.isPending}
      testId="home-feed"
    >
      {pages.isPending ? (
        <TileSkeleton />
      ) : (
        <>
          <TileHeadline>{count > 0 ? t('home.unread', { count }) : t('home.upToDate')}</TileHeadline>
          {newest ? (
            <p className="mt-1 line-clamp-2">
              {t('home.latest')} <TextInLanguage value={newest.title} className="font-medium text-ink-950" />
            </p>
          ) : (
            <p className="mt-1">{t('home.empty')}</p>
          )}
        </>
      )}
    </HomeTile>
  );
}
