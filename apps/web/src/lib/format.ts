import type { Language } from '@vitalia/contracts';
import { intlLocale } from './i18n';

/** Dates always go through Intl in the reader's language; an ISO date is read as a calendar day, not a moment. */
export function formatLongDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

/** A moment (an ISO timestamp) as the calendar day it fell on where the reader is. */
export function formatLongDateOf(isoMoment: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(new Date(isoMoment));
}

/** Today as a heading reads it, where the reader is: "Sunday 29 November", "Dimanche 29 novembre". */
export function formatWeekdayOf(moment: Date, language: Language): string {
  const locale = intlLocale(language);
  const text = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    moment,
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A moment with its time, where the reader is, in their language: "3 Mar 2026, 09:30", "3 mars 2026, 09:30". */
export function formatDateTime(moment: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(moment),
  );
}

/** Height and weight with their unit, in the reader's number style: 68.4 kg, 68,4 kg. */
export function formatMeasure(value: number, unit: 'centimeter' | 'kilogram', language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

/** Money travels in minor units (cents); shown in the reader's style: €9.99, 9,99 €. */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);
}

/** A share (0.2 → 20 %), in the reader's style. */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent' }).format(percent / 100);
}

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long ago a moment was, in the reader's words: "2 min ago", "il y a 2 min", "قبل دقيقتين". */
export function formatRelativeTime(isoMoment: string, language: Language, now = Date.now()): string {
  let amount = (new Date(isoMoment).getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto', style: 'short' });
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
