import type { ReviewedAnswer } from '@vitalia/contracts';
import { CircleCheck, Inbox, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { confirmAlert } from '../../../../lib/alert-store';
import { apiErrorOf } from '../../../../lib/api-client';
import type { ReviewFilter } from '@vitalia/contracts';
import { useApproveAnswer, useHideAnswer, useReviewQueue } from '../../api/review-queue';
import { CorrectDialog } from './correct-dialog';
import { isUnanswered, ReviewCard, type ReviewAction } from './review-card';
import type { ReviewNotice } from './review-notice';

const emptyIcons = { flagged: ShieldCheck, unanswered: CircleCheck, recent: Inbox } as const;

/**
 * One tab of the review: flagged answers (oldest flag first), the questions waiting for Karim's answer, or the last
 * week's sample, each with its decisions.
 */
export function ReviewQueuePanel({
  filter,
  onNotice,
}: {
  filter: ReviewFilter;
  onNotice: (notice: ReviewNotice) => void;
}) {
  const { t } = useTranslation('persona');
  const queue = useReviewQueue(filter);
  const approve = useApproveAnswer();
  const hide = useHideAnswer();
  const [correcting, setCorrecting] = useState<ReviewedAnswer | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: ReviewAction } | null>(null);

  async function decide(answer: ReviewedAnswer, action: ReviewAction) {
    if (action === 'correct') return setCorrecting(answer);
    if (action === 'hide') {
      const isConfirmed = await confirmAlert({
        title: t('review.hide.title'),
        message: t('review.hide.message'),
        confirmText: t('review.actions.hide'),
      });
      if (!isConfirmed) return;
    }
    setBusy({ id: answer.id, action });
    try {
      await (action === 'hide' ? hide : approve).mutateAsync({ params: { answerId: answer.id } });
      const done = action === 'hide' ? 'hide' : isUnanswered(answer) ? 'leave' : 'approve';
      onNotice({ tone: 'success', key: `review.done.${done}` });
    } catch (error) {
      onNotice({ tone: 'error', code: apiErrorOf(error).code });
    } finally {
      setBusy(null);
    }
  }

  if (queue.isPending) {
    return <SkeletonRows label={t('review.loading')} rows={3} cells={['h-48 w-full rounded-card']} />;
  }
  if (queue.isError) return <QueryLoadError query={queue} message={t('review.loadFailed')} />;
  return (
    <>
      {queue.data.length === 0 ? (
        <EmptyState
          icon={emptyIcons[filter]}
          iconClassName="text-brand-600"
          title={t(`review.empty.${filter}.title`)}
          hint={t(`review.empty.${filter}.hint`)}
        />
      ) : (
        <ul className="space-y-4">
          {queue.data.map((answer) => (
            <ReviewCard
              key={answer.id}
              answer={answer}
              busyAction={busy?.id === answer.id ? busy.action : null}
              onAction={(action) => void decide(answer, action)}
            />
          ))}
        </ul>
      )}
      <CorrectDialog
        answer={correcting}
        onClose={() => setCorrecting(null)}
        onDone={(answered) => {
          setCorrecting(null);
          onNotice({
            tone: 'success',
            key: isUnanswered(answered) ? 'review.done.answer' : 'review.done.correct',
          });
        }}
      />
    </>
  );
}
