import type { FeedPost } from '@vitalia/contracts';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useToggleLike } from '../api/likes';

/** A toggle: pressed when the reader likes the post. The count moves at once; a refusal puts it back and says why. */
export function LikeButton({ post }: { post: Pick<FeedPost, 'id' | 'liked' | 'likeCount'> }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const toggle = useToggleLike();
  const [problem, setProblem] = useState<string | null>(null);

  function onToggle() {
    setProblem(null);
    toggle.mutate({ post, like: !post.liked }, { onError: (error) => setProblem(apiErrorOf(error).code) });
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={post.liked}
        // The number shown is part of the name, so a voice command saying what is seen still finds the button.
        aria-label={t('post.like', { count: post.likeCount })}
        onClick={onToggle}
        className={cx(
          'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset',
          'focus-visible:outline-2 focus-visible:outline-brand-500',
          post.liked
            ? 'bg-danger-50 text-danger-700 ring-danger-600/30'
            : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50',
        )}
      >
        <Heart className={cx('size-4', post.liked && 'fill-current')} aria-hidden="true" />
        {post.likeCount}
      </button>
      {problem && (
        <span role="alert" className="text-xs text-danger-700">
          {errorText(problem)}
        </span>
      )}
    </span>
  );
}
