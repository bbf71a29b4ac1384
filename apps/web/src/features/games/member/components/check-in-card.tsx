import type { StreakState } from '@vitalia/contracts';
import { CalendarCheck, CircleAlert, Flame, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { FormError } from '../../../../components/ui/field';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useCheckIn } from '../api/streak';
import { useGameFormat } from '../hooks/use-game-format';

/** The one line under the streak that matters today, most pressing first. */
function StreakNote({ streak }: { streak: StreakState }) {
  const { t } = useTranslation('games');
  if (streak.checkedInToday) {
    return (
      <p className="flex items-start gap-2 text-sm text-ink-700">
        <CalendarCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        {t('streak.done')}
      </p>
    );
  }
  if (streak.mustCheckInToday) {
    return (
      <p className="flex items-start gap-2 text-sm font-medium text-accent-600">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('streak.mustCheckIn')}
      </p>
    );
  }
  if (streak.graceUsedThisWeek) {
    return (
      <p className="flex items-start gap-2 text-sm text-ink-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        {t('streak.graceUsed')}
      </p>
    );
  }
  return (
    <p className="text-sm text-ink-500">{streak.current === 0 ? t('streak.start') : t('streak.keepGoing')}</p>
  );
}

function CheckIn({ streak }: { streak: StreakState }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const errorText = useErrorText();
  const checkIn = useCheckIn();
  const [problem, setProblem] = useState<string | null>(null);
  const awarded = checkIn.data?.data.pointsAwarded ?? null;

  async function onCheckIn() {
    setProblem(null);
    try {
      await checkIn.mutateAsync();
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <span
          className={cx(
            'grid size-14 shrink-0 place-items-center rounded-2xl',
            streak.current > 0 ? 'bg-accent-100 text-accent-600' : 'bg-ink-100 text-ink-500',
          )}
        >
          <Flame className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-medium text-ink-500">{t('streak.title')}</h2>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-bold tabular-nums text-ink-950">
              {format.number(streak.current)}
            </span>{' '}
            <span className="font-medium text-ink-700">{t('streak.days', { count: streak.current })}</span>
          </p>
          <p className="text-xs text-ink-500">
            {t('streak.longest', { count: streak.longest, number: format.number(streak.longest) })}
          </p>
        </div>
      </div>
      <StreakNote streak={streak} />
      <FormError message={errorText(problem) ?? null} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          size="lg"
          isFullWidth
          className="sm:w-auto"
          variant={streak.checkedInToday ? 'secondary' : 'primary'}
          disabled={streak.checkedInToday}
          isLoading={checkIn.isPending}
          onClick={() => void onCheckIn()}
        >
          {streak.checkedInToday ? (
            <>
              <CalendarCheck className="size-5" aria-hidden="true" />
              {t('streak.checkedIn')}
            </>
          ) : (
            t('streak.checkIn')
          )}
        </Button>
        <p role="status" aria-live="polite" aria-atomic="true" className="text-sm font-medium text-brand-800">
          {awarded !== null && t('streak.awarded', { count: awarded, number: format.number(awarded) })}
        </p>
      </div>
    </div>
  );
}

/** Today's check-in: the streak, the longest one, and one tap (answered once done today). */
export function CheckInCard({
  streak,
}: {
  streak: {
    data?: StreakState;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
}) {
  const { t } = useTranslation('games');
  return (
    <Card className="!p-5 sm:!p-6">
      {streak.data ? (
        <CheckIn streak={streak.data} />
      ) : streak.isError ? (
        <QueryLoadError query={streak} message={t('streak.loadFailed')} className="py-2" />
      ) : (
        <div className="space-y-4">
          <span role="status" className="sr-only">
            {t('streak.loading')}
          </span>
          <div className="flex items-center gap-4" aria-hidden="true">
            <Skeleton className="size-14 rounded-2xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-8 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-12 w-full sm:w-40" />
        </div>
      )}
    </Card>
  );
}
