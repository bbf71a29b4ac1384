/**
 * Weeks of the coach's plans, as calendar days (`YYYY-MM-DD`): Monday to Sunday in the member's own calendar. Today
 * is read where the member is; from there on the arithmetic is on calendar days (UTC), so a clock change or a time
 * zone never moves a day.
 */
const dayMs = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day a moment falls on where the member is. */
export function localIsoDate(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A calendar day as midnight UTC: what Intl formats with `timeZone: 'UTC'`. */
export const utcDateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export const addDays = (isoDate: string, days: number) =>
  new Date(utcDateOf(isoDate).getTime() + days * dayMs).toISOString().slice(0, 10);

/** Monday 0 … Sunday 6. */
export const weekdayIndexOf = (isoDate: string) => (utcDateOf(isoDate).getUTCDay() + 6) % 7;

export const mondayOf = (isoDate: string) => addDays(isoDate, -weekdayIndexOf(isoDate));

/** The weeks a member can open (the API answers 7803 for any other): the one before, this one, the next. */
export const weekChoices = ['last', 'this', 'next'] as const;
export type WeekChoice = (typeof weekChoices)[number];

const offsetOf: Record<WeekChoice, number> = { last: -1, this: 0, next: 1 };

export const weekStartOf = (choice: WeekChoice, today: string) =>
  addDays(mondayOf(today), 7 * offsetOf[choice]);

/** The seven days of the week starting on `weekStart`. */
export const daysOfWeek = (weekStart: string) =>
  Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
