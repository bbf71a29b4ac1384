import { ErrorCode, commentMaxLength } from '@vitalia/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { tellMeaningfulAction } from '../../../lib/meaningful-action';
import { useAddComment } from '../api/comments';

/** A comment on the post, or a reply under a top-level comment (`parentId`). Errors are said under the box. */
export function CommentComposer({
  postId,
  parentId,
  onSent,
  onCancel,
}: {
  postId: string;
  parentId?: string;
  onSent?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const add = useAddComment();
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const left = commentMaxLength - [...body].length;
  const isReply = parentId !== undefined;

  async function send(event: FormEvent) {
    event.preventDefault();
    // The server judges the same (7703, 7704); said here first so nothing is sent to be refused.
    if (!body.trim()) return setProblem(`${ErrorCode.commentRequired}`);
    if (left < 0) return setProblem(`${ErrorCode.commentTooLong}`);
    try {
      await add.mutateAsync({ params: { postId }, body: { body, ...(isReply ? { parentId } : {}) } });
      setBody('');
      setProblem(null);
      // Someone may reply to it now: the moment to offer a push when they do (issue 39).
      tellMeaningfulAction('feed-comment');
      onSent?.();
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {isReply ? t('comments.replyLabel') : t('comments.label')}
      </label>
      <textarea
        id={id}
        value={body}
        rows={isReply ? 2 : 3}
        dir="auto"
        autoFocus={isReply}
        placeholder={isReply ? t('comments.replyPlaceholder') : t('comments.placeholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => {
          setBody(event.target.value);
          setProblem(null);
        }}
        className={cx(
          'block w-full resize-y rounded-control bg-white px-3.5 py-3 text-base text-ink-950 ring-1 ring-inset',
          'placeholder:text-ink-300 focus:outline-none focus:ring-2',
          problem ? 'ring-danger-600' : 'ring-ink-200 focus:ring-brand-500',
        )}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div id={`${id}-message`} className="min-w-0 flex-1 text-sm">
          {problem ? (
            <p role="alert" className="text-danger-600">
              {errorText(problem)}
            </p>
          ) : (
            left < 100 && (
              <p className={cx('text-xs', left < 0 ? 'text-danger-600' : 'text-ink-500')}>
                {t('comments.remaining', { count: left })}
              </p>
            )
          )}
        </div>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t('comments.cancelReply')}
            </Button>
          )}
          <Button type="submit" isLoading={add.isPending}>
            {isReply ? t('comments.sendReply') : t('comments.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}
