import type { TrainingPlan } from '@vitalia/contracts';
import { BedDouble } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { barPercent } from '../../../../components/ui/bar-chart';
import type { TrainingWeekQuery } from '../../api/training-plan';
import { addDays } from '../../week';
import { useCoachDates } from '../coach-dates';
import { useCoachNumbers } from '../coach-numbers';
import { ExerciseCard } from './exercise-card';
import { SessionLog } from './session-log';
import { TrainingDayStrip } from './training-day-strip';
import { TrainingWhy } from './training-why';

/** "Sessions logged: 2 of 3", with a thin bar from the inline start; the words say it all. */
function LoggedCount({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  return (
    <div className="flex items-center gap-3">
      <p className="shrink-0 text-sm text-ink-700">
        {t('training.logged', { done: numbers.number(done), total: numbers.number(total) })}
      </p>
      <div aria-hidden="true" className="flex h-1.5 min-w-12 flex-1 overflow-hidden rounded-full bg-ink-100">
        <span className="rounded-full bg-brand-600" style={{ width: barPercent(done, total) }} />
      </div>
    </div>
  );
}

function RestDay() {
  const { t } = useTranslation('coach');
  return (
    <div className="flex items-start gap-3 rounded-card bg-ink-50 p-4 text-ink-700 sm:p-5">
      <BedDouble className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-ink-950">{t('training.rest.title')}</p>
        <p>{t('training.rest.body')}</p>
      </div>
    </div>
  );
}

/** A week of training: why it is what it is, how much of it is logged, its days, then the chosen day. */
export function TrainingWeekView({
  plan,
  shown,
  dayIndex,
  onDayIndex,
}: {
  plan: TrainingPlan;
  /** The week on show, as it was asked: on the member's today. */
  shown: TrainingWeekQuery;
  dayIndex: number;
  onDayIndex: (index: number) => void;
}) {
  const { t } = useTranslation('coach');
  const dates = useCoachDates();
  const headingId = useId();
  const { week, weekStart, logs } = plan;
  const day = week.days[dayIndex] ?? week.days[0];
  if (!day) return null;
  const sessionFocus = day.kind === 'session' ? day.focus : null;
  const date = addDays(weekStart, day.dayIndex);
  const planned = week.reason.plannedSessions;
  // Only planned sessions can be logged (7805); the count never says more were done than planned.
  const loggedSessions = logs.filter((log) => week.days[log.dayIndex]?.kind === 'session').length;

  return (
    <>
      <div className="mb-5 space-y-3">
        <TrainingWhy week={week} />
        {planned > 0 && <LoggedCount done={Math.min(loggedSessions, planned)} total={planned} />}
      </div>
      <TrainingDayStrip
        days={week.days}
        weekStart={weekStart}
        today={shown.today}
        logs={logs}
        selected={dayIndex}
        onSelect={onDayIndex}
      />
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink-950">
            {dates.longDay(date)}
          </h2>
          <p className="text-sm font-medium text-brand-800">
            {day.kind === 'session' && day.focus
              ? t('training.session', { focus: t(`training.focus.${day.focus}`) })
              : t('training.rest.title')}
          </p>
        </div>
        {sessionFocus ? (
          <>
            <SessionLog
              // A day of its own: a failure said about one day is not carried to the next.
              key={date}
              week={weekStart}
              dayIndex={day.dayIndex}
              date={date}
              shown={shown}
              log={logs.find((log) => log.dayIndex === day.dayIndex)}
            />
            <ol className="space-y-4">
              {day.exercises.map((exercise, index) => (
                <li key={`${exercise.exerciseId}-${index}`}>
                  <ExerciseCard exercise={exercise} number={index + 1} focus={sessionFocus} week={week} />
                </li>
              ))}
            </ol>
          </>
        ) : (
          <RestDay />
        )}
      </section>
    </>
  );
}
