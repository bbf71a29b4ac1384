import { describe, expect, it } from 'vitest';
import { addDays, daysOfWeek, localIsoDate, mondayOf, weekStartOf } from './week';

describe('the coach’s weeks', () => {
  it('read today where the member is, not in UTC', () => {
    // 23:30 on a Sunday where the member is: still Sunday, whatever UTC says.
    expect(localIsoDate(new Date(2026, 2, 15, 23, 30))).toBe('2026-03-15');
  });

  it('run Monday to Sunday', () => {
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(daysOfWeek('2026-03-09')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('offer last, this and next week, across months and years', () => {
    expect(weekStartOf('last', '2026-01-01')).toBe('2025-12-22');
    expect(weekStartOf('this', '2026-01-01')).toBe('2025-12-29');
    expect(weekStartOf('next', '2026-01-01')).toBe('2026-01-05');
    // A clock change (29 March 2026 in Europe) moves no day.
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});
