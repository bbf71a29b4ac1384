import { sessionRatings, type SessionLog as Logged, type SessionRating } from '@vitalia/contracts';
import {
  CalendarClock,
  CircleAlert,
  CircleCheck,
  Feather,
  Flame,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useLogSession } from '../../api/log-session';
import { useCoachDates } from '../coach-dates';

const ratingIcons: Record<SessionRating, LucideIcon> = {
  too_easy: Feather,
  right: ThumbsUp,
  too_hard: Flame,
};

/**
 * How the day's session felt, in one tap: too easy, just right, too hard. Offered from the session's day on, in the
 * member's own calendar (the API allows the same, with a day's slack for time zones, and says 7806 otherwise); a
 * logged rating shows as chosen and another tap replaces it. The buttons are toggles (`aria-pressed`), only marked
 * disabled while a rating is sent so that focus stays on the one tapped.
 */
export function SessionLog({
  week,
  dayIndex,
  date,
  today,
  log,
}: {
  week: string;
  dayIndex: number;
  date: string;
  today: string;
  log: Logged | undefined;
}) {
  const { t } = useTranslation('coach');
  const dates = useCoachDates();
  const errorText = useErrorText();
  const logSession = useLogSession();
  const [failure, setFailure] = useState<string | null>(null);
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
  function onRate(rating: SessionRating) {
    if (logSession.isPending) return;
    setFailure(null);
    logSession.mutate({ week, dayIndex, rating }, { onError: (error) => setFailure(apiErrorOf(error).code) });
  }

  return (
    <Card className="!p-4 sm:!p-5">
      <div
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        aria-busy={pending !== null || undefined}
      >
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
                aria-disabled={pending !== null || undefined}
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
            <p className="mt-3 flex items-start gap-2 text-sm font-medium text-brand-800">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t('training.log.logged', { rating: t(`training.log.ratings.${log.rating}`) })}</span>
            </p>
          )}
        </div>
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
