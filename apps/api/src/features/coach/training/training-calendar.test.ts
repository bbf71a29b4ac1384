import { describe, expect, it } from 'vitest';
import { chosenWeekStart, memberDayOf, startsAWeek, weekStartHolding } from './training-calendar';

describe('the calendar of a member’s training (issue 38)', () => {
  it('trusts the member’s day within a day of UTC’s, and UTC’s beyond', () => {
    const now = new Date('2026-03-14T23:30:00Z');
    expect(memberDayOf('2026-03-15', now)).toBe('2026-03-15');
    expect(memberDayOf('2026-03-13', now)).toBe('2026-03-13');
    expect(memberDayOf('2026-03-16', now)).toBe('2026-03-14');
    expect(memberDayOf('2025-03-14', now)).toBe('2026-03-14');
  });

  it('runs weeks seven days from the first, a day before it in the first week', () => {
    expect(weekStartHolding('2026-03-15', '2026-03-15')).toBe('2026-03-15');
    expect(weekStartHolding('2026-03-15', '2026-03-21')).toBe('2026-03-15');
    expect(weekStartHolding('2026-03-15', '2026-03-22')).toBe('2026-03-22');
    expect(weekStartHolding('2026-03-15', '2026-04-30')).toBe('2026-04-26');
    expect(weekStartHolding('2026-03-15', '2026-03-14')).toBe('2026-03-15');
    expect(chosenWeekStart('2026-03-15', '2026-03-25', 'last')).toBe('2026-03-15');
    expect(chosenWeekStart('2026-03-15', '2026-03-25', 'next')).toBe('2026-03-29');
  });

  it('tells a week’s first day from any other day', () => {
    expect(startsAWeek('2026-03-15', '2026-03-29')).toBe(true);
    expect(startsAWeek('2026-03-15', '2026-03-30')).toBe(false);
    expect(startsAWeek('2026-03-15', '2026-03-08')).toBe(false);
  });
});
