import { ErrorCode } from '@vitalia/contracts';
import { AppError } from '../../lib/errors';
import { dayMs, mondayOf } from '../../lib/calendar-days';

/**
 * The meal weeks run Monday to Sunday, named by their Monday (`YYYY-MM-DD`); training weeks run from the member's
 * first day instead (`training/training-calendar.ts`).
 */
export { addDays, dayMs, mondayOf } from '../../lib/calendar-days';

/** Weeks a member can open: the one before (to look back), this one and the next (to shop and plan ahead). */
const reachableWeeks = 1;

export const weeksBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / (7 * dayMs));

/**
 * The web asks by the member's own calendar, which is at most a day off UTC's: a week is reachable when it is within
 * reach of the Monday of yesterday or of tomorrow.
 */
export function checkReachable(weekStart: string, today: Date) {
  const isNear = (day: Date) => Math.abs(weeksBetween(mondayOf(day), weekStart)) <= reachableWeeks;
  if (!isNear(new Date(today.getTime() - dayMs)) && !isNear(new Date(today.getTime() + dayMs)))
    throw new AppError(ErrorCode.weekOutOfRange);
}

/** The index (0 = Monday) of `date` in the week starting `weekStart`; 7804 when it is not in that week. */
export function dayIndexIn(weekStart: string, date: string): number {
  const dayIndex = (Date.parse(date) - Date.parse(weekStart)) / dayMs;
  if (!Number.isInteger(dayIndex) || dayIndex < 0 || dayIndex > 6)
    throw new AppError(ErrorCode.dayOutsideWeek);
  return dayIndex;
}
