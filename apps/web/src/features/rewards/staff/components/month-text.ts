/** `YYYY-MM` (a calendar month in UTC) as the reader names it. */
function monthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
}

function formatMonth(month: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(monthStart(month));
}

/** "March 2026", « mars 2026 », "مارس 2026". */
export const monthName = (month: string, locale: string) =>
  formatMonth(month, locale, { month: 'long', year: 'numeric' });

/**
 * Beside or under a bar: "Mar 2026", « mars 2026 », "مارس 2026". Twelve months run across a year's end, so the year
 * is always there: without it January follows December with nothing to say a year has turned.
 */
export const monthShort = (month: string, locale: string) =>
  formatMonth(month, locale, { month: 'short', year: 'numeric' });
