import { describe, expect, it } from 'vitest';
import { formatMonth, formatWeek, mondayOf, nextMonth, weeksToCome } from './game-calendar';

describe('the games calendar (UTC)', () => {
  it('writes for the weeks after the one in play, also on a Monday and late on a Sunday', () => {
    expect(weeksToCome(new Date('2026-03-09T00:00:00Z'), 2)).toEqual(['2026-03-16', '2026-03-23']);
    expect(weeksToCome(new Date('2026-03-15T23:59:59Z'), 1)).toEqual(['2026-03-16']);
    expect(mondayOf(new Date('2026-01-01T12:00:00Z'))).toBe('2025-12-29');
  });

  it('turns the year after December', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-03')).toBe('2026-04');
  });

  it('says a week and a month in the reader’s language', () => {
    expect(formatWeek('2026-03-30', 'en')).toMatch(/^30 March.+5 April 2026$/);
    expect(formatWeek('2026-03-09', 'fr')).toMatch(/^9.+15 mars 2026$/);
    expect(formatWeek('2026-03-09', 'ar')).toContain('مارس');
    expect(formatMonth('2026-04', 'fr')).toBe('avril 2026');
    expect(formatMonth('2026-04', 'ar')).toBe('أبريل 2026');
  });
});
