import { paths } from '@vitalia/contracts';
import type { FeedPost } from '@vitalia/contracts';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LikeButton } from './like-button';
import { PostByline } from './post-byline';
import { PostImages } from './post-images';
import { inLanguage, PostContent } from './post-text';

/** One post in the feed: its start, its images, and the way to its comments. */
export function PostCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation('feed');
  const headingId = `post-${post.id}`;
  const link = paths.feedPost(post.id);
  return (
    <article aria-labelledby={headingId}>
      <Card className="space-y-3 p-4 sm:p-6">
        <PostByline
          author={post.author}
          authorName={post.authorName}
          publishedAt={post.publishedAt}
          editedAt={post.editedAt}
          isPinned={post.pinned}
        />
        <h2
          id={headingId}
          {...inLanguage(post.title)}
          className="text-lg font-semibold leading-snug text-ink-950"
        >
          <Link to={link} className="hover:underline focus-visible:underline">
            {post.title.text}
          </Link>
        </h2>
        <PostContent content={post.content} className="line-clamp-6" />
        <PostImages images={post.images} title={post.title} />
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <LikeButton post={post} />
          <Link
            to={`${link}#comments`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-700 hover:bg-ink-100"
          >
            <MessageCircle className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('post.comments', { count: post.commentCount })}
          </Link>
        </div>
      </Card>
    </article>
  );
}
