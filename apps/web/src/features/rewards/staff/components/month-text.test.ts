import { languageInfo, type Language } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { monthName, monthShort } from './month-text';

const localeOf = (language: Language) => languageInfo[language].intlLocale;

describe('month labels', () => {
  // Twelve months cross a year's end: a label without its year leaves January after December unexplained.
  it.each([
    ['en', 'Dec 2026', 'Jan 2027'],
    ['fr', 'déc. 2026', 'janv. 2027'],
    ['ar', 'ديسمبر 2026', 'يناير 2027'],
  ] as const)('name the month and its year, in %s', (language, december, january) => {
    expect(monthShort('2026-12', localeOf(language))).toBe(december);
    expect(monthShort('2027-01', localeOf(language))).toBe(january);
  });

  it('write the month in full for the table and for screen readers', () => {
    expect(monthName('2026-11', localeOf('en'))).toBe('November 2026');
    expect(monthName('2026-11', localeOf('fr'))).toBe('novembre 2026');
    expect(monthName('2026-11', localeOf('ar'))).toBe('نوفمبر 2026');
  });
});
