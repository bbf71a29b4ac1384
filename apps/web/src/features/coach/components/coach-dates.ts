import { useTranslation } from 'react-i18next';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { utcDateOf } from '../week';

/**
 * The days of the coach's weeks in the reader's language. Each is a calendar day, formatted at UTC midnight so that no
 * time zone moves it; `useTranslation` re-renders the dates when the language changes.
 */
export function useCoachDates() {
  useTranslation('coach');
  const locale = intlLocale(currentLanguage());
  const formatter = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
  const narrowWeekday = formatter({ weekday: 'narrow' });
  const shortWeekday = formatter({ weekday: 'short' });
  const dayOfMonth = formatter({ day: 'numeric' });
  const longDay = formatter({ weekday: 'long', day: 'numeric', month: 'long' });
  const range = formatter({ day: 'numeric', month: 'long' });
  const shortDate = formatter({ day: 'numeric', month: 'short', year: 'numeric' });
  const fullDate = formatter({ day: 'numeric', month: 'long', year: 'numeric' });
  // French writes weekdays in lower case, but a date that stands alone (a heading, a name) starts with a capital.
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  return {
    /** "M", "L", "ن": for a chip on a phone, beside the day's number. */
    narrowWeekday: (isoDate: string) => narrowWeekday.format(utcDateOf(isoDate)),
    /** "Mon", "lun.", "الاثنين". */
    shortWeekday: (isoDate: string) => shortWeekday.format(utcDateOf(isoDate)),
    dayOfMonth: (isoDate: string) => dayOfMonth.format(utcDateOf(isoDate)),
    /** "Monday 9 March", "Lundi 9 mars", "الاثنين، 9 مارس". */
    longDay: (isoDate: string) => capitalised(longDay.format(utcDateOf(isoDate))),
    /** "9 Mar 2026", "9 mars 2026": under a chart's time axis. */
    shortDate: (isoDate: string) => shortDate.format(utcDateOf(isoDate)),
    /** "9 March 2026", "9 mars 2026", "9 مارس 2026". */
    fullDate: (isoDate: string) => fullDate.format(utcDateOf(isoDate)),
    /** "9 – 15 March", "9–15 mars", "30 mars – 5 avril". */
    range: (first: string, last: string) => range.formatRange(utcDateOf(first), utcDateOf(last)),
  };
}
