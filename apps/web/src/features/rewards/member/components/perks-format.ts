import type { Notice } from '../../../../components/ui/notice-banner';
import { formatLongDate, formatLongDateOf } from '../../../../lib/format';
import { currentLanguage, intlLocale } from '../../../../lib/i18n';

/** How a section of the screen answers an action: in the banner at the top of the screen. */
export type Announce = (notice: Omit<Notice, 'id'>) => void;

/** `YYYY-MM` as the reader names a month: "March 2026", « mars 2026 », "مارس 2026". */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)),
  );
}

/** A partner's expiry is a calendar day; a claim is a moment, shown as the day it was where the reader is. */
export const expiryDate = (isoDate: string) => formatLongDate(isoDate, currentLanguage());
export const momentDate = (isoMoment: string) => formatLongDateOf(isoMoment, currentLanguage());
export const countText = (count: number) => new Intl.NumberFormat(intlLocale()).format(count);
