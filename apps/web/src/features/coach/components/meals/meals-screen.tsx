import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenUpgradeInvitation } from '../../../../components/ui/upgrade-invitation';
import { useCoachState } from '../../api/coach-state';
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
 * (issue 16, decision 030), Premium only like the rest of the coach. The coach's state is read beside the week, not
 * before it, to say what is missing when the coach cannot plan yet.
 */
export function MealsScreen() {
  const { t } = useTranslation('coach');
  const isPremium = useIsPremium();
  const { today, choice, weekStart, choose } = useWeekChoice();
  const coach = useCoachState({ isEnabled: isPremium });
  const week = useMealWeek(weekStart, { isEnabled: isPremium });
  // The day picked stays picked from one week to the other (Wednesday next week); until then, today.
  const [pickedDay, setPickedDay] = useState<number | null>(null);

  if (!isPremium || isAccessDenied(coach, week)) return <ScreenUpgradeInvitation namespace="coach" />;

  return (
    <CoachFrame>
      <WeekSwitcher choice={choice} weekStart={weekStart} onChoose={choose} />
      <PlanGate
        coach={coach}
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
