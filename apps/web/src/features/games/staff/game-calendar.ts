import type { Language } from '@vitalia/contracts';
import { intlLocale } from '../../../lib/i18n';

/**
 * The games' calendar is UTC (docs/decisions/034-games.md): a quiz week runs Monday 00:00 to Sunday 24:00 UTC and a
 * challenge's month is a UTC month, so staff anywhere see the same weeks and months as the server.
 */

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The Monday that began the week holding `now`. */
export function mondayOf(now: Date): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return isoDay(midnight - sinceMonday * dayMs);
}

export const addDays = (iso: string, days: number) => isoDay(utcDay(iso) + days * dayMs);

/** The weeks staff can still write for: from next Monday on, `count` of them. */
export function weeksToCome(now: Date, count: number): string[] {
  const thisMonday = mondayOf(now);
  return Array.from({ length: count }, (_, index) => addDays(thisMonday, 7 * (index + 1)));
}

/** "9 – 15 March 2026", "9–15 mars 2026", "9–15 مارس 2026": a week, Monday to Sunday, in the reader's language. */
export function formatWeek(week: string, language: Language): string {
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(utcDay(week)), new Date(utcDay(addDays(week, 6))));
}

/** `YYYY-MM` of the UTC month holding `now`. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

export function nextMonth(month: string): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 7);
}

/** "March 2026", "mars 2026", "مارس 2026". */
export function formatMonth(month: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
