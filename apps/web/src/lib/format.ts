import type { Language } from '@vitalia/contracts';
import { intlLocale } from './i18n';

/** Dates always go through Intl in the reader's language; an ISO date is read as a calendar day, not a moment. */
export function formatLongDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}
