import { describe, expect, it } from 'vitest';
import { trainingPlanFixture } from '../../test-support';
import { hasWeekBefore, todayIndexIn } from './training-days';

describe('the days of a training week that began on the member’s first day (issue 38)', () => {
  it('finds today’s weekday in any of the weeks', () => {
    expect(todayIndexIn('2026-03-11', '2026-03-11')).toBe(0);
    expect(todayIndexIn('2026-03-11', '2026-03-17')).toBe(6);
    expect(todayIndexIn('2026-03-18', '2026-03-12')).toBe(1);
    expect(todayIndexIn('2026-03-04', '2026-03-12')).toBe(1);
  });

  it('has no week before a plan begun this week, whichever week is shown', () => {
    const begunToday = { weekStart: '2026-03-11', startedOn: '2026-03-11' };
    expect(hasWeekBefore(trainingPlanFixture(begunToday), 'this')).toBe(false);
    expect(hasWeekBefore(trainingPlanFixture({ ...begunToday, weekStart: '2026-03-18' }), 'next')).toBe(
      false,
    );
    expect(
      hasWeekBefore(trainingPlanFixture({ weekStart: '2026-03-09', startedOn: '2026-03-02' }), 'this'),
    ).toBe(true);
    expect(
      hasWeekBefore(trainingPlanFixture({ weekStart: '2026-03-02', startedOn: '2026-03-02' }), 'last'),
    ).toBe(true);
  });
});
