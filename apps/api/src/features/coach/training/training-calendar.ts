import type { TrainingWeekChoice } from '@vitalia/contracts';
import { addDays, dayMs, isoDayOf } from '../../../lib/calendar-days';

/**
 * The calendar of a member's training (issue 38): weeks run seven days from the day their plan began, so a member who
 * starts on a Sunday has nothing behind them and their first sessions ahead. Days are the member's own calendar days.
 */
const daysAWeek = 7;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

/**
 * The member's calendar day as their device tells it, when it is within a day of UTC's (as every time zone is, from
 * UTC−12 to UTC+14); UTC's otherwise, so that a device's wrong clock cannot reach weeks out of turn.
 */
export function memberDayOf(claimed: string, now: Date): string {
  const utcDay = isoDayOf(now);
  return Math.abs(daysBetween(utcDay, claimed)) <= 1 ? claimed : utcDay;
}

/** The first day of the week holding `day`; a day before the plan began is in its first week. */
export function weekStartHolding(firstDay: string, day: string): string {
  const weeks = Math.max(0, Math.floor(daysBetween(firstDay, day) / daysAWeek));
  return addDays(firstDay, daysAWeek * weeks);
}

export const weekOffsets: Readonly<Record<TrainingWeekChoice, number>> = { last: -1, this: 0, next: 1 };

/** Whether `weekStart` begins one of the plan's weeks. */
export function startsAWeek(firstDay: string, weekStart: string): boolean {
  const days = daysBetween(firstDay, weekStart);
  return days >= 0 && days % daysAWeek === 0;
}

/** The plan's week `choice` (last, this or next) on the member's `day`. */
export const chosenWeekStart = (firstDay: string, day: string, choice: TrainingWeekChoice) =>
  addDays(weekStartHolding(firstDay, day), daysAWeek * weekOffsets[choice]);
