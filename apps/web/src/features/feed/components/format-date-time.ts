import type { Language } from '@vitalia/contracts';
import { intlLocale } from '../../../lib/i18n';

/** A moment with its time, where the reader is, in their language: "3 Mar 2026, 09:30", "3 mars 2026, 09:30". */
export function formatDateTime(isoMoment: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(isoMoment),
  );
}
