import type { TrainingWeekChoice } from '@vitalia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenUpgradeInvitation } from '../../../../components/ui/upgrade-invitation';
import { useCoachState } from '../../api/coach-state';
import { useTrainingPlan } from '../../api/training-plan';
import { isAccessDenied, useIsPremium } from '../../hooks/use-coach-access';
import { useWeekChoice } from '../../hooks/use-week-choice';
import { CoachFrame } from '../coach-frame';
import { PlanGate } from '../plan-blocked';
import { WeekSwitcher } from '../week-switcher';
import { hasWeekBefore, todayIndexIn } from './training-days';
import { TrainingSkeleton } from './training-skeleton';
import { TrainingWeekView } from './training-week-view';

/** A week of training rests on the coach's questions only: no body data, so no health consent, is needed for it. */
const trainingNeeds = ['settings'] as const;

/**
 * `/app/coach/training`: a week of sessions built by the API's engine from the member's answers (sessions a week,
 * equipment, level), in 4-week blocks adapted to how the sessions felt (issue 16). Weeks run seven days from the day
 * the member began (issue 38), so the week is asked by choice on the member's today and its days come back with it.
 * Premium only, like the rest of the coach. The coach's state is read beside the week to say what is missing when
 * the coach cannot plan yet.
 */
export function TrainingScreen() {
  const { t } = useTranslation('coach');
  const isPremium = useIsPremium();
  const { today, choice, choose } = useWeekChoice();
  const shown = { today, week: choice };
  const coach = useCoachState({ isEnabled: isPremium });
  const plan = useTrainingPlan(shown, { isEnabled: isPremium });
  // The day picked stays picked from one week to the other (the same weekday next week); until then, today.
  const [pickedDay, setPickedDay] = useState<number | null>(null);

  if (!isPremium || isAccessDenied(coach, plan)) return <ScreenUpgradeInvitation namespace="coach" />;
  const unavailable: TrainingWeekChoice[] = plan.data && !hasWeekBefore(plan.data, choice) ? ['last'] : [];

  return (
    <CoachFrame>
      <WeekSwitcher
        choice={choice}
        weekStart={plan.data?.weekStart}
        unavailable={unavailable}
        onChoose={choose}
      />
      <PlanGate
        coach={coach}
        plan={plan}
        skeleton={<TrainingSkeleton />}
        loadFailed={t('training.loadFailed')}
        onShowThisWeek={() => choose('this')}
        blockingNeeds={trainingNeeds}
        needsDescription={t('training.needsDescription')}
      >
        {(data) => (
          <TrainingWeekView
            plan={data}
            shown={shown}
            dayIndex={pickedDay ?? todayIndexIn(data.weekStart, today)}
            onDayIndex={setPickedDay}
          />
        )}
      </PlanGate>
    </CoachFrame>
  );
}
