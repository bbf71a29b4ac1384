import type { TrainingPlan, TrainingWeekChoice } from '@vitalia/contracts';
import { addDays, utcDateOf } from '../../week';

const dayMs = 86_400_000;
const offsets: Readonly<Record<TrainingWeekChoice, number>> = { last: -1, this: 0, next: 1 };

/**
 * The day of a training week that falls on today's weekday: today in this week, the same day in the others (weeks
 * run seven days from the day the member began, so day 0 is that weekday, not Monday).
 */
export function todayIndexIn(weekStart: string, today: string): number {
  const days = Math.round((utcDateOf(today).getTime() - utcDateOf(weekStart).getTime()) / dayMs);
  return ((days % 7) + 7) % 7;
}

/** Whether the member's plan holds a week before this one: a plan begun this week has none to look back on. */
export function hasWeekBefore({ weekStart, startedOn }: TrainingPlan, shown: TrainingWeekChoice): boolean {
  return addDays(weekStart, -7 * offsets[shown]) > startedOn;
}
