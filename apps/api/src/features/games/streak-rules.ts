/**
 * The daily check-in streak (issue 17): one tap a day, and the streak survives one missed day a week.
 *
 * The rules, on calendar days (`YYYY-MM-DD`, whichever calendar the caller keeps; the ledger's is UTC):
 * - a day is checked in or not: several check-ins on a day count once;
 * - a streak's length is the number of days checked in since it began (a forgiven day keeps it, adds nothing);
 * - a missed day between two check-ins is forgiven once per ISO week (Monday–Sunday), the week the missed day is in;
 * - the streak breaks at a second missed day in the same week, or at two missed days in a row (even when they fall
 *   in two weeks, a Sunday and the Monday after);
 * - only a streak's own days count: days missed before its first check-in, or while it was broken, use no grace;
 * - today is not over: not checked in yet breaks nothing, and yesterday missed still has today to be made up;
 * - days after `today` are ignored, as the server never records a check-in in the future.
 */

export interface Streak {
  /** The running streak's length in check-in days; 0 when it is broken (or there never was one). */
  current: number;
  /** The longest streak ever, the running one included. */
  longest: number;
  checkedInToday: boolean;
  /** The running streak has already used the grace of today's week: the next missed day this week breaks it. */
  graceUsedThisWeek: boolean;
  /** Missing today would break the running streak (yesterday was missed, or this week's grace is gone). */
  mustCheckInToday: boolean;
}

const dayMs = 86_400_000;
/** Two missed days in a row always break a streak; a single one may be forgiven. */
const maxForgivableGap = 1;
/** Day 0 (1970-01-01) was a Thursday: this shift makes Monday 0 in `weekOf`. */
const mondayShift = 3;

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as a whole number of days since 1970-01-01; anything but a real `YYYY-MM-DD` is refused. */
function dayNumberOf(day: string): number {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (!isoDayPattern.test(day) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  }
  return time / dayMs;
}

/** The ISO week a day falls in, named by its Monday's day number. */
const weekOf = (dayNumber: number) => dayNumber - ((((dayNumber + mondayShift) % 7) + 7) % 7);

export function streakOf(checkInDays: readonly string[], today: string): Streak {
  const todayNumber = dayNumberOf(today);
  const days = [...new Set(checkInDays.map(dayNumberOf))]
    .filter((day) => day <= todayNumber)
    .sort((a, b) => a - b);

  let length = 0;
  let longest = 0;
  // The weeks whose grace the running streak has used.
  let graceWeeks = new Set<number>();
  let previous: number | undefined;

  /** Whether the streak survives the days missed between two days; uses the grace it needs. */
  const survives = (from: number, to: number) => {
    const missed = to - from - 1;
    if (missed <= 0) return true;
    if (missed > maxForgivableGap) return false;
    const week = weekOf(from + 1);
    if (graceWeeks.has(week)) return false;
    graceWeeks.add(week);
    return true;
  };

  for (const day of days) {
    if (previous !== undefined && survives(previous, day)) {
      length += 1;
    } else {
      length = 1;
      graceWeeks = new Set();
    }
    longest = Math.max(longest, length);
    previous = day;
  }

  const checkedInToday = previous === todayNumber;
  // Today is not over: only the days before it can have been missed.
  const isRunning = previous !== undefined && survives(previous, todayNumber);
  const current = isRunning ? length : 0;
  const graceUsedThisWeek = isRunning && graceWeeks.has(weekOf(todayNumber));
  const missedYesterday = previous !== undefined && previous < todayNumber - 1;
  return {
    current,
    longest,
    checkedInToday,
    graceUsedThisWeek,
    mustCheckInToday: isRunning && !checkedInToday && (missedYesterday || graceUsedThisWeek),
  };
}
