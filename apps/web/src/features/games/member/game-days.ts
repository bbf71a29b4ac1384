/**
 * The games count days in UTC (issue 17): a check-in, an activity's day, a quiz week and a challenge's month are the
 * same for every member wherever they are. These are calendar days (`YYYY-MM-DD`).
 */
const dayMs = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as midnight UTC: what Intl formats with `timeZone: 'UTC'`. */
export const utcDateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export const addDays = (isoDate: string, days: number) =>
  new Date(utcDateOf(isoDate).getTime() + days * dayMs).toISOString().slice(0, 10);

/** The game day (UTC) a moment falls on. */
export const utcDayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The calendar day a moment falls on where the member is. */
export const localDayOf = (moment: Date) =>
  `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;

/**
 * The days an activity may be logged for: up to today (UTC, the server's day), back a week at most and never before
 * the month began (7910, 7916). The day offered first is the member's own today, unless UTC is not there yet (east of
 * Greenwich after midnight), when it is the server's today, so that the form never proposes a day to be refused.
 */
export function activityDays(now: Date, maxDaysLate: number) {
  const latest = utcDayOf(now);
  const local = localDayOf(now);
  const weekBack = addDays(latest, -maxDaysLate);
  const monthStart = `${latest.slice(0, 7)}-01`;
  return {
    earliest: weekBack > monthStart ? weekBack : monthStart,
    latest,
    suggested: local < latest ? local : latest,
  };
}
