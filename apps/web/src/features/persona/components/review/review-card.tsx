import type { ReviewedAnswer } from '@vitalia/contracts';
import { Check, CircleSlash, EyeOff, Flag, MessageSquareReply, PenLine, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { CitationList } from '../citation-list';
import { Chip, LanguageChip, StatusChip } from './answer-facts';

export type ReviewAction = 'approve' | 'correct' | 'hide';

/**
 * An answer that said Karim has not answered this yet: its decisions are his answer (a correction of the honest
 * reply) or leaving it unanswered (approving it); hiding the honest reply from the member would help nobody.
 */
export const isUnanswered = (answer: ReviewedAnswer) => answer.source === 'no_match';

/**
 * One answer as the ambassador's team reviews it: what was asked and answered, in which language and from what
 * source, who asked (their username only), why it was flagged, and its decisions.
 */
export function ReviewCard({
  answer,
  busyAction,
  onAction,
}: {
  answer: ReviewedAnswer;
  /** The decision on its way for this card, if any. */
  busyAction: ReviewAction | null;
  onAction: (action: ReviewAction) => void;
}) {
  const { t } = useTranslation('persona');
  const language = currentLanguage();
  return (
    <li>
      <Card className="space-y-4 !p-4 sm:!p-5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-xs text-ink-500">
          <StatusChip status={answer.status} />
          <LanguageChip language={answer.language} />
          <Chip>{t(`review.source.${answer.source}`)}</Chip>
          {answer.refusal && <Chip tone="danger">{t(`review.topic.${answer.refusal.topic}`)}</Chip>}
          <time dateTime={answer.createdAt} className="ms-auto">
            {formatDateTime(answer.createdAt, language)}
          </time>
        </div>

        <div>
          <p className="text-xs font-semibold text-ink-500">{t('review.question')}</p>
          <bdi dir="auto" className="mt-1 block font-semibold break-words whitespace-pre-wrap text-ink-950">
            {answer.question}
          </bdi>
        </div>
        <div>
          <p className="text-xs font-semibold text-ink-500">{t('review.answer')}</p>
          <bdi
            dir="auto"
            lang={answer.language}
            className="mt-1 block rounded-xl bg-ink-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900"
          >
            {answer.answer}
          </bdi>
          <CitationList citations={answer.citations} />
        </div>

        <div className="space-y-1.5 text-sm text-ink-700">
          <p className="flex items-center gap-2">
            <UserRound className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
            {answer.askedBy ? (
              <span>
                {t('review.askedBy')}{' '}
                <bdi dir="ltr" className="font-semibold text-ink-900">
                  @{answer.askedBy}
                </bdi>
              </span>
            ) : (
              <span>{t('review.askedByNobody')}</span>
            )}
          </p>
          {(answer.isFlagged || answer.flagReason) && (
            <p className="flex items-start gap-2">
              <Flag className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
              {answer.flagReason ? (
                <span>
                  {t('review.flagReason')}{' '}
                  <bdi dir="auto" className="font-medium text-ink-900">
                    {answer.flagReason}
                  </bdi>
                </span>
              ) : (
                <span>{t('review.flagNoReason')}</span>
              )}
            </p>
          )}
        </div>

        <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 pt-4">
          {isUnanswered(answer) ? (
            <>
              <Button
                variant="secondary"
                isLoading={busyAction === 'approve'}
                disabled={answer.status !== 'shown' || busyAction !== null}
                onClick={() => onAction('approve')}
              >
                <CircleSlash className="size-4" aria-hidden="true" />
                {t('review.actions.leave')}
              </Button>
              <Button disabled={busyAction !== null} onClick={() => onAction('correct')}>
                <MessageSquareReply className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                {t('review.actions.answer')}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="danger-outline"
                isLoading={busyAction === 'hide'}
                disabled={answer.status === 'hidden' || busyAction !== null}
                onClick={() => onAction('hide')}
              >
                <EyeOff className="size-4" aria-hidden="true" />
                {t('review.actions.hide')}
              </Button>
              <Button variant="secondary" disabled={busyAction !== null} onClick={() => onAction('correct')}>
                <PenLine className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                {t('review.actions.correct')}
              </Button>
              <Button
                isLoading={busyAction === 'approve'}
                disabled={answer.status === 'approved' || busyAction !== null}
                onClick={() => onAction('approve')}
              >
                <Check className="size-4" aria-hidden="true" />
                {t('review.actions.approve')}
              </Button>
            </>
          )}
        </div>
      </Card>
    </li>
  );
}
