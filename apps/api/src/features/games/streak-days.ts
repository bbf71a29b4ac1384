import { addDays } from '../../lib/calendar-days';
import type { GamesContext } from './games-context';
import type { GameQueries } from './games.repository';
import { streakPoints } from './points-rules';
import { streakOf } from './streak-rules';

/** A streak is recomputed from this many days: far longer than any grace rule looks back. */
const streakLookBackDays = 400;

/**
 * The days of a member's streak up to `day`: those checked in, and those on which they logged a session in the coach
 * (issue 38), which is showing up as much as a tap is. Unsorted, a day possibly twice: `streakOf` takes them so.
 */
export async function streakDaysOf(queries: GameQueries, userId: string, day: string): Promise<string[]> {
  const since = addDays(day, -streakLookBackDays);
  const checkIns = await queries.checkInDaysSince(userId, since);
  const workouts = await queries.workoutDaysSince(userId, since);
  return [...checkIns, ...workouts];
}

/**
 * Pays the streak's day once, whichever deed made it a day of the streak first (a tap or a session logged): its key
 * is the day's. Inside the caller's transaction, under the member's lock.
 */
export async function payStreakDay(
  { award }: Pick<GamesContext, 'award'>,
  tx: GameQueries,
  { userId, day, doneAt }: { userId: string; day: string; doneAt?: Date },
): Promise<number> {
  const days = await streakDaysOf(tx, userId, day);
  return award(tx, {
    userId,
    source: 'streak',
    awardKey: `streak:${day}`,
    wanted: streakPoints(streakOf(days, day).current),
    doneAt,
  });
}
