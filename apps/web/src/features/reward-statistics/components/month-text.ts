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

/** Under a column: "Mar", « mars », "مارس". */
export const monthShort = (month: string, locale: string) => formatMonth(month, locale, { month: 'short' });

/** Under a narrow column on a phone: "3". */
export const monthNumber = (month: string, locale: string) =>
  formatMonth(month, locale, { month: 'numeric' });
