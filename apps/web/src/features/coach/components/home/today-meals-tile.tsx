import { paths } from '@vitalia/contracts';
import { Clock, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeTile, TileHeadline, TileSkeleton } from '../../../../components/ui/home-tile';
import { useMealWeek } from '../../api/meal-week';
import { isAccessDenied, useIsPremium } from '../../hooks/use-coach-access';
import { useToday } from '../../hooks/use-today';
import { weekStartOf } from '../../week';
import { useCoachNumbers } from '../coach-numbers';
import { nextMealOf } from './next-meal';

/** Home: the day's energy and protein, and the meal to come with its dish; one tap to the week of meals. */
export function TodayMealsTile() {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const isPremium = useIsPremium();
  const today = useToday();
  const week = useMealWeek(weekStartOf('this', today), { isEnabled: isPremium });
  const title = t('home.meals.title');

  if (!isPremium || isAccessDenied(week))
    return (
      <HomeTile Icon={UtensilsCrossed} title={title} to={paths.billing()} action={t('home.unlock')} locked>
        {t('home.meals.invitation')}
      </HomeTile>
    );
  if (week.data?.state === 'not-set-up')
    return (
      <HomeTile Icon={UtensilsCrossed} title={title} to={paths.coach()} action={t('home.setUp')}>
        {t('home.meals.notSetUp')}
      </HomeTile>
    );

  const plan = week.data;
  const day = plan?.days.find((candidate) => candidate.date === today);
  const meal = day ? nextMealOf(day, new Date().getHours()) : null;
  return (
    <HomeTile
      Icon={UtensilsCrossed}
      title={title}
      to={paths.coachMeals()}
      action={t('home.meals.action')}
      isBusy={week.isPending}
      testId="home-meals"
    >
      {week.isPending ? (
        <TileSkeleton />
      ) : !plan || !meal ? (
        t('home.meals.unavailable')
      ) : (
        <>
          <p className="text-ink-500">{t(`meals.slots.${meal.slot}`)}</p>
          <TileHeadline>{meal.dish?.name ?? meal.items.map((item) => item.name).join(', ')}</TileHeadline>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            {meal.dish && (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-4" aria-hidden="true" />
                {numbers.minutes(meal.dish.prepMinutes + meal.dish.cookMinutes)}
              </span>
            )}
            <span>
              {t('home.meals.targets', {
                energy: numbers.kcal(plan.targets.kcal),
                protein: numbers.grams(plan.targets.proteinG),
              })}
            </span>
          </p>
        </>
      )}
    </HomeTile>
  );
}
