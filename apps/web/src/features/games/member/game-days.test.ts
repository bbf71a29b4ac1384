import { describe, expect, it } from 'vitest';
import { activityDays, addDays } from './game-days';

describe('the days an activity may be logged for', () => {
  it('runs from a week back to today, UTC', () => {
    expect(activityDays(new Date('2026-03-11T10:00:00Z'), 7)).toMatchObject({
      earliest: '2026-03-04',
      latest: '2026-03-11',
    });
  });

  it('never reaches into the month before (7916)', () => {
    expect(activityDays(new Date('2026-03-03T23:30:00Z'), 7)).toMatchObject({
      earliest: '2026-03-01',
      latest: '2026-03-03',
    });
  });

  it('counts calendar days across a month’s end', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
  });
});
