import { paths } from '@vitalia/contracts';
import { CircleCheck, Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeTile, TileHeadline, TileSkeleton } from '../../../../components/ui/home-tile';
import { useCoachState } from '../../api/coach-state';
import { useTrainingPlan } from '../../api/training-plan';
import { isAccessDenied, useIsPremium } from '../../hooks/use-coach-access';
import { useToday } from '../../hooks/use-today';
import { addDays } from '../../week';
import { useCoachDates } from '../coach-dates';
import { todayIndexIn } from '../training/training-days';

/** Home: today's session (its focus, how many exercises, whether it is logged) or a rest day and the next session. */
export function TodayTrainingTile() {
  const { t } = useTranslation('coach');
  const dates = useCoachDates();
  const isPremium = useIsPremium();
  const today = useToday();
  const coach = useCoachState({ isEnabled: isPremium });
  const hasAnswers = coach.data ? !coach.data.needs.includes('settings') : false;
  const plan = useTrainingPlan({ today, week: 'this' }, { isEnabled: isPremium && hasAnswers });
  const title = t('home.training.title');

  if (!isPremium || isAccessDenied(coach, plan))
    return (
      <HomeTile Icon={Dumbbell} title={title} to={paths.billing()} action={t('home.unlock')} locked>
        {t('home.training.invitation')}
      </HomeTile>
    );
  if (coach.data && !hasAnswers)
    return (
      <HomeTile Icon={Dumbbell} title={title} to={paths.coach()} action={t('home.setUp')}>
        {t('home.training.notSetUp')}
      </HomeTile>
    );

  const isPending = coach.isPending || plan.isPending;
  const data = plan.data;
  const dayIndex = data ? todayIndexIn(data.weekStart, today) : 0;
  const day = data?.week.days[dayIndex];
  const isLogged = data?.logs.some((log) => log.dayIndex === dayIndex) ?? false;
  const nextSession = data?.week.days.find((other) => other.dayIndex > dayIndex && other.kind === 'session');
  return (
    <HomeTile
      Icon={Dumbbell}
      title={title}
      to={paths.coachTraining()}
      action={t('home.training.action')}
      isBusy={isPending}
      testId="home-training"
    >
      {isPending ? (
        <TileSkeleton />
      ) : !data || !day ? (
        t('home.training.unavailable')
      ) : day.kind === 'rest' ? (
        <>
          <TileHeadline>{t('training.rest.title')}</TileHeadline>
          {nextSession && (
            <p className="mt-1">
              {t('home.training.next', { day: dates.longDay(addDays(data.weekStart, nextSession.dayIndex)) })}
            </p>
          )}
        </>
      ) : (
        <>
          <TileHeadline>
            {day.focus ? t(`training.focus.${day.focus}`) : t('home.training.title')}
          </TileHeadline>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{t('home.training.exercises', { count: day.exercises.length })}</span>
            {isLogged && (
              <span className="inline-flex items-center gap-1 font-medium text-success-600">
                <CircleCheck className="size-4" aria-hidden="true" />
                {t('home.training.logged')}
              </span>
            )}
          </p>
        </>
      )}
    </HomeTile>
  );
}
