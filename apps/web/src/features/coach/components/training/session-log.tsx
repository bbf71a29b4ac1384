import { sessionRatings, type SessionLog as Logged, type SessionRating } from '@vitalia/contracts';
import {
  CalendarClock,
  CircleAlert,
  CircleCheck,
  Feather,
  Flame,
  ThumbsUp,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useLogSession, useUnlogSession } from '../../api/log-session';
import type { TrainingWeekQuery } from '../../api/training-plan';
import { useCoachDates } from '../coach-dates';

const ratingIcons: Record<SessionRating, LucideIcon> = {
  too_easy: Feather,
  right: ThumbsUp,
  too_hard: Flame,
};

/**
 * How the day's session felt, in one tap: too easy, just right, too hard. Offered from the session's day on, in the
 * member's own calendar (the API allows the same and says 7806 otherwise); a logged rating shows as chosen and
 * another tap replaces it. The buttons are toggles (`aria-pressed`), only marked disabled while a rating is sent so
 * that focus stays on the one tapped. A logged session counts for the games too, and can be taken back.
 */
export function SessionLog({
  week,
  dayIndex,
  date,
  shown,
  log,
}: {
  week: string;
  dayIndex: number;
  date: string;
  shown: TrainingWeekQuery;
  log: Logged | undefined;
}) {
  const { t } = useTranslation('coach');
  const dates = useCoachDates();
  const errorText = useErrorText();
  const logSession = useLogSession(shown);
  const unlogSession = useUnlogSession(shown);
  const [failure, setFailure] = useState<string | null>(null);
  const { today } = shown;
  const titleId = useId();
  const hintId = useId();

  if (date > today) {
    return (
      <p className="flex items-start gap-2 rounded-card bg-ink-50 p-3 text-sm text-ink-700">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
        <span>{t('training.log.future', { day: dates.longDay(date) })}</span>
      </p>
    );
  }

  const pending = logSession.isPending ? logSession.variables.rating : null;
  const isBusy = logSession.isPending || unlogSession.isPending;
  const onError = (error: unknown) => setFailure(apiErrorOf(error).code);
  function onRate(rating: SessionRating) {
    if (isBusy) return;
    setFailure(null);
    logSession.mutate({ week, today, dayIndex, rating }, { onError });
  }
  function onUnlog() {
    if (isBusy) return;
    setFailure(null);
    unlogSession.mutate({ week, today, dayIndex }, { onError });
  }

  return (
    <Card className="!p-4 sm:!p-5">
      <div role="group" aria-labelledby={titleId} aria-describedby={hintId} aria-busy={isBusy || undefined}>
        <p id={titleId} className="font-semibold text-ink-950">
          {t('training.log.title')}
        </p>
        <p id={hintId} className="mt-0.5 text-sm text-ink-500">
          {t('training.log.hint')}
        </p>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {sessionRatings.map((rating) => {
            const Icon = ratingIcons[rating];
            const isChosen = log?.rating === rating;
            return (
              <button
                key={rating}
                type="button"
                aria-pressed={isChosen}
                aria-disabled={isBusy || undefined}
                onClick={() => onRate(rating)}
                className={cx(
                  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-control px-1.5 py-2 text-center text-sm font-semibold leading-tight ring-1 ring-inset transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  'aria-disabled:cursor-not-allowed',
                  isChosen
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-ink-900 ring-ink-200 hover:bg-ink-50',
                )}
              >
                {pending === rating ? (
                  <Spinner size="sm" />
                ) : (
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                )}
                {t(`training.log.ratings.${rating}`)}
              </button>
            );
          })}
        </div>
        <div role="status" aria-live="polite" aria-atomic="true">
          {log && (
            <div className="mt-3 space-y-1 text-sm">
              <p className="flex items-start gap-2 font-medium text-brand-800">
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{t('training.log.logged', { rating: t(`training.log.ratings.${log.rating}`) })}</span>
              </p>
              <p className="ps-6 text-ink-600">{t('training.log.counts')}</p>
            </div>
          )}
          {!log && unlogSession.isSuccess && (
            <p className="mt-3 text-sm text-ink-600">{t('training.log.unlogged')}</p>
          )}
        </div>
        {log && (
          <button
            type="button"
            onClick={onUnlog}
            aria-disabled={isBusy || undefined}
            className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-ink-700 hover:bg-ink-50 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-brand-500 aria-disabled:cursor-not-allowed"
          >
            {unlogSession.isPending ? (
              <Spinner size="sm" />
            ) : (
              <Undo2 className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
            )}
            {t('training.log.unlog')}
          </button>
        )}
        {failure && (
          <p role="alert" className="mt-3 flex items-start gap-2 text-sm text-danger-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{errorText(failure)}</span>
          </p>
        )}
      </div>
    </Card>
  );
}
