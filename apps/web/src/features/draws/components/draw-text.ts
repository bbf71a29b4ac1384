/** Draws belong to calendar months in UTC (contracts `drawMonth`); these turn `YYYY-MM` into words and back. */

function monthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
}

/** "March 2026", « mars 2026 », "مارس 2026". */
export function monthName(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    monthStart(month),
  );
}

/** The first day of the month, as a date ("1 March 2026"): when a draw may run. */
export function monthFirstDay(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(monthStart(month));
}

/** The current month in UTC, the calendar the server draws by. */
export function currentDrawMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** True while the month has not begun in UTC (the server then refuses to draw, 7515). */
export function isFutureMonth(month: string, now: Date = new Date()): boolean {
  return month > currentDrawMonth(now);
}
