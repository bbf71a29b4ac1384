import type { TrainingDay } from '@vitalia/contracts';
import { secondsPerRep } from './training-plan';

/** Getting warm and moving from one exercise to the next. */
const warmUpSeconds = 5 * 60;
/** What the games accept for a day's activity (`activityLimits.maxMinutesPerDay`). */
const maxMinutes = 240;

/**
 * About how long a session takes, in whole minutes: a warm-up, then for each set its work (its top reps at
 * `secondsPerRep`, or its seconds; each side when per side) and the rest after it. What the month's challenge counts
 * for a session logged in the coach (issue 38).
 */
export function sessionMinutesOf(day: TrainingDay): number {
  const seconds = day.exercises.reduce((sum, exercise) => {
    const work =
      (exercise.seconds ?? (exercise.reps?.max ?? 0) * secondsPerRep) * (exercise.isPerSide ? 2 : 1);
    return sum + exercise.sets * (work + exercise.restSeconds);
  }, warmUpSeconds);
  return Math.min(maxMinutes, Math.max(1, Math.ceil(seconds / 60)));
}
