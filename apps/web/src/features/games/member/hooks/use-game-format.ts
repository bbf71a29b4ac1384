import { useTranslation } from 'react-i18next';
import { currentLanguage, intlLocale } from '../../../../lib/i18n';
import { utcDateOf } from '../game-days';

/**
 * The games' figures and days in the reader's language. Game days and months are UTC calendar days (the server's
 * rule), so they are formatted at UTC midnight and no time zone moves them; an award's moment is shown where the
 * reader is. `useTranslation` re-renders them when the language changes.
 */
export function useGameFormat() {
  useTranslation('games');
  const locale = intlLocale(currentLanguage());
  const whole = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' });
  const narrowSeconds = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'narrow',
  });
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
  const fullDay = utc({ day: 'numeric', month: 'long', year: 'numeric' });
  const shortDay = utc({ day: 'numeric', month: 'short' });
  const weekday = utc({ weekday: 'long', day: 'numeric', month: 'long' });
  const monthName = utc({ month: 'long', year: 'numeric' });
  const moment = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return {
    number: (value: number) => whole.format(value),
    /**
     * "+14": points given, the sign always said. Isolated left to right (LRI … PDI), or an Arabic line would show the
     * sign after the digits.
     */
    gain: (value: number) => `\u2066${signed.format(value)}\u2069`,
    share: (ratio: number) => percent.format(ratio),
    /** "30 minutes", "30 دقيقة": Intl chooses the plural. */
    minutes: (value: number) => minutes.format(value),
    /** "30 seconds", "30 ثانية". */
    seconds: (value: number) => seconds.format(value),
    /** "12s", "12 s", "12 ث": a countdown's figure. */
    narrowSeconds: (value: number) => narrowSeconds.format(value),
    /** "11 March 2026", "11 mars 2026". */
    fullDay: (isoDate: string) => fullDay.format(utcDateOf(isoDate)),
    /** "11 Mar", "11 mars": under a chart's time axis. */
    shortDay: (isoDate: string) => shortDay.format(utcDateOf(isoDate)),
    /** "Wednesday 11 March", "mercredi 11 mars". */
    weekday: (isoDate: string) => weekday.format(utcDateOf(isoDate)),
    /** "March 2026", "mars 2026", "مارس 2026": a challenge's or a draw's month (`YYYY-MM`). */
    month: (yearMonth: string) => monthName.format(utcDateOf(`${yearMonth}-01`)),
    /** An award's moment where the reader is: "11 Mar, 09:30". */
    moment: (iso: string) => moment.format(new Date(iso)),
  };
}
