/** Calendar days as `YYYY-MM-DD` and weeks named by their Monday, on the UTC calendar (the coach's and the games'). */
export const dayMs = 86_400_000;

export const isoDayOf = (at: Date) => at.toISOString().slice(0, 10);

export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The Monday of a day's week. */
export function mondayOf(day: Date): string {
  return addDays(isoDayOf(day), -((day.getUTCDay() + 6) % 7));
}

/** The `YYYY-MM` a day falls in. */
export const monthOfDay = (isoDate: string) => isoDate.slice(0, 7);
