import { isolate, type FeedComment, type FeedReply } from '@vitalia/contracts';
import { Flag, MessageSquareReply, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Byline } from '../../../components/ui/byline';
import { confirmAlert } from '../../../lib/alert-store';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useDeleteComment, useReportComment } from '../api/comments';
import { CommentComposer } from './comment-composer';
import { ReportDialog } from './report-dialog';

function ActionButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {children}
      {label}
    </button>
  );
}

/**
 * One comment: its author, when, its text (as written, direction from its own letters), and what the reader may do
 * with it: reply (top-level comments only: threads are one level deep), delete their own, report someone else's.
 */
export function CommentItem({ comment, postId }: { comment: FeedComment | FeedReply; postId: string }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const remove = useDeleteComment();
  const report = useReportComment();
  const [isReplying, setIsReplying] = useState(false);
  const [isReporting, setIsReporting] = useState(false);
  const [notice, setNotice] = useState<{ isError: boolean; text: string } | null>(null);
  const isTopLevel = comment.parentId === null;
  const params = { commentId: comment.id };
  const replies = 'replies' in comment ? comment.replies : [];

  async function onDelete() {
    const isConfirmed = await confirmAlert({
      title: t('comments.deleteTitle'),
      message: t('comments.deleteConfirm'),
      confirmText: t('comments.delete'),
    });
    if (!isConfirmed) return;
    remove.mutate(
      { params },
      { onError: (error) => setNotice({ isError: true, text: errorText(apiErrorOf(error).code) ?? '' }) },
    );
  }

  return (
    <li className="space-y-1" data-comment-id={comment.id}>
      <div className="rounded-2xl bg-ink-50 px-3.5 py-2.5">
        <Byline
          person={comment.author}
          name={comment.authorName}
          isStaff={comment.authorIsStaff}
          teamLabel={t('comments.team')}
          at={comment.createdAt}
        />
        <bdi
          dir="auto"
          className="mt-1 block whitespace-pre-wrap break-words text-sm leading-relaxed text-ink-900"
        >
          {comment.body}
        </bdi>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {isTopLevel && (
          <ActionButton label={t('comments.reply')} onClick={() => setIsReplying((open) => !open)}>
            <MessageSquareReply className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </ActionButton>
        )}
        {comment.isMine ? (
          <ActionButton label={t('comments.delete')} onClick={() => void onDelete()}>
            <Trash2 className="size-4" aria-hidden="true" />
          </ActionButton>
        ) : (
          <ActionButton label={t('comments.report')} onClick={() => setIsReporting(true)}>
            <Flag className="size-4" aria-hidden="true" />
          </ActionButton>
        )}
      </div>
      <p role="status" className={notice?.isError ? 'text-xs text-danger-700' : 'text-xs text-ink-700'}>
        {notice?.text}
      </p>
      {isReplying && (
        <div className="ps-4">
          <CommentComposer
            postId={postId}
            parentId={comment.id}
            onSent={() => setIsReplying(false)}
            onCancel={() => setIsReplying(false)}
          />
        </div>
      )}
      {replies.length > 0 && (
        <ul
          aria-label={t('comments.repliesTo', { name: isolate(comment.authorName) })}
          className="space-y-3 border-s-2 border-ink-100 ps-3 pt-2 sm:ps-4"
        >
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} postId={postId} />
          ))}
        </ul>
      )}
      <ReportDialog
        isOpen={isReporting}
        title={t('report.commentTitle')}
        onClose={() => setIsReporting(false)}
        onReport={async (reason) => {
          await report.mutateAsync({ params, body: reason ? { reason } : {} });
          setIsReporting(false);
          setNotice({ isError: false, text: t('report.thanks') });
        }}
      />
    </li>
  );
}
