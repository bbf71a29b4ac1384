import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenUpgradeInvitation } from '../../../../components/ui/upgrade-invitation';
import { useMealWeek } from '../../api/meal-week';
import { isAccessDenied, useIsPremium } from '../../hooks/use-coach-access';
import { useWeekChoice } from '../../hooks/use-week-choice';
import { weekdayIndexOf } from '../../week';
import { CoachFrame } from '../coach-frame';
import { PlanGate } from '../plan-blocked';
import { WeekSwitcher } from '../week-switcher';
import { MealWeekView } from './meal-week-view';
import { MealsSkeleton } from './meals-skeleton';

/**
 * `/app/coach/meals`: a week of meals built by the API's engine from the member's targets, diets and allergies
 * (issue 16, decision 030), Premium only like the rest of the coach. Before the coach can plan, the API answers
 * what it still needs instead of a week, and the screen says so with one tap to set up.
 */
export function MealsScreen() {
  const { t } = useTranslation('coach');
  const isPremium = useIsPremium();
  const { today, choice, weekStart, choose } = useWeekChoice();
  const week = useMealWeek(weekStart, { isEnabled: isPremium });
  // The day picked stays picked from one week to the other (Wednesday next week); until then, today.
  const [pickedDay, setPickedDay] = useState<number | null>(null);

  if (!isPremium || isAccessDenied(week)) return <ScreenUpgradeInvitation namespace="coach" />;

  return (
    <CoachFrame>
      <WeekSwitcher choice={choice} weekStart={weekStart} onChoose={choose} />
      <PlanGate
        plan={week}
        skeleton={<MealsSkeleton />}
        loadFailed={t('meals.loadFailed')}
        onShowThisWeek={() => choose('this')}
      >
        {(data) => (
          <MealWeekView
            week={data}
            today={today}
            dayIndex={pickedDay ?? weekdayIndexOf(today)}
            onDayIndex={setPickedDay}
          />
        )}
      </PlanGate>
    </CoachFrame>
  );
}
