import type { TrainingExercise, TrainingFocus, TrainingWeek } from '@vitalia/contracts';
import { ChevronDown, Lightbulb, Timer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { currentLanguage, intlLocale } from '../../../../lib/i18n';
import { useCoachNumbers } from '../coach-numbers';
import { blockLength } from './training-why';

/**
 * "3 × 8–10" or "3 × 30s": sets by reps, or by the length of a timed set. In an Arabic line the numbers keep their
 * order and the line reads from the right: three sets first.
 */
export function useVolume() {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  return (exercise: TrainingExercise) =>
    t('training.exercise.volume', {
      sets: numbers.number(exercise.sets),
      amount: exercise.reps
        ? numbers.range(exercise.reps.min, exercise.reps.max)
        : numbers.setSeconds(exercise.seconds ?? 0),
    });
}

/**
 * Why this exercise, this heavy: the movement it brings to the session's balance, and where the week sits in its
 * block (building up, or the lighter deload).
 */
function useExerciseWhy(exercise: TrainingExercise, focus: TrainingFocus, week: TrainingWeek) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const locale = intlLocale(currentLanguage());
  return t('training.exercise.why', {
    pattern: t(`training.patterns.${exercise.pattern}`),
    // Inside a sentence, not a title: the name loses its capital where the script has one.
    focus: t(`training.focus.${focus}`).toLocaleLowerCase(locale),
    step: week.isDeload
      ? t('training.exercise.whyDeload')
      : t('training.exercise.whyStep', {
          number: numbers.number(week.blockWeek),
          total: numbers.number(blockLength),
        }),
  });
}

/**
 * One exercise of the session: its name, sets by reps (or seconds), each side when it is one-sided, the rest between
 * sets, why it is there, the cue to keep in mind, the muscles it works, and its steps folded away until asked for. The texts come from
 * the API already in the member's language.
 */
export function ExerciseCard({
  exercise,
  number,
  focus,
  week,
}: {
  exercise: TrainingExercise;
  number: number;
  focus: TrainingFocus;
  week: TrainingWeek;
}) {
  const { t } = useTranslation('coach');
  const why = useExerciseWhy(exercise, focus, week);
  const numbers = useCoachNumbers();
  const volumeOf = useVolume();
  const headingId = useId();
  return (
    <Card className="!p-4 sm:!p-5">
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
          >
            {numbers.number(number)}
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="font-semibold text-ink-950">
              {exercise.name}
            </h3>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="text-2xl font-bold text-ink-950 tabular-nums">{volumeOf(exercise)}</span>{' '}
              {exercise.reps && <span className="text-sm text-ink-500">{t('training.exercise.reps')}</span>}{' '}
              {exercise.isPerSide && (
                <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-600">
                  {t('training.exercise.perSide')}
                </span>
              )}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-700">
              <Timer className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
              <span>{t('training.exercise.rest', { time: numbers.rest(exercise.restSeconds) })}</span>
            </p>
            <p className="mt-1 text-xs text-ink-700">{why}</p>
          </div>
        </div>

        <p className="mt-4 flex items-start gap-2 rounded-control bg-brand-50 p-3 text-sm text-brand-900">
          <Lightbulb className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('training.exercise.cue')} </span>
            {exercise.cue}
          </span>
        </p>

        {exercise.primaryMuscles.length > 0 && (
          <div className="mt-3 flex flex-wrap items-center gap-1.5 text-xs">
            <span className="text-ink-500">{t('training.exercise.muscles')}</span>
            <ul className="flex flex-wrap gap-1.5">
              {exercise.primaryMuscles.map((muscle) => (
                <li key={muscle} className="rounded-full bg-ink-50 px-2 py-0.5 font-medium text-ink-700">
                  {t(`training.muscles.${muscle}`)}
                </li>
              ))}
            </ul>
          </div>
        )}

        {exercise.steps.length > 0 && (
          <details className="group mt-3 border-t border-ink-100 pt-1">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 text-sm font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
              {t('training.exercise.howTo')}
              <ChevronDown
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <ol className="list-decimal space-y-1.5 pb-1 ps-5 text-sm leading-relaxed text-ink-700 marker:font-semibold marker:text-ink-500">
              {exercise.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </details>
        )}
      </section>
    </Card>
  );
}
