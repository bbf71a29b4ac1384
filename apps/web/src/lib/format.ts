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
