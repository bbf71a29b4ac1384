import { describe, expect, it } from 'vitest';
import { challengeProgressOf, sessionsNotLoggedHere } from './challenge-progress';

const activity = (type: string, day: string, durationMinutes = 30) => ({ type, day, durationMinutes });
const session = (day: string, minutes = 40) => ({ day, minutes });

describe('a workout counted once in the challenge (issue 38)', () => {
  it('counts a session from the coach beside the activities logged here', () => {
    const activities = [activity('run', '2026-03-10')];
    const sessions = [session('2026-03-10'), session('2026-03-12')];
    expect(challengeProgressOf('workouts', activities, sessions)).toBe(3);
    expect(challengeProgressOf('minutes', activities, sessions)).toBe(30 + 40 + 40);
  });

  it('lets a strength activity of the same day stand for one session, never for a session of another day', () => {
    const activities = [activity('strength', '2026-03-10', 45), activity('strength', '2026-03-11', 20)];
    const sessions = [session('2026-03-10'), session('2026-03-12')];
    expect(sessionsNotLoggedHere(activities, sessions)).toEqual([session('2026-03-12')]);
    expect(challengeProgressOf('workouts', activities, sessions)).toBe(3);
    expect(challengeProgressOf('minutes', activities, sessions)).toBe(45 + 20 + 40);
  });

  it('lets one strength activity stand for one session only', () => {
    const sessions = [session('2026-03-10', 30), session('2026-03-10', 50)];
    expect(sessionsNotLoggedHere([activity('strength', '2026-03-10')], sessions)).toEqual([
      session('2026-03-10', 50),
    ]);
    expect(sessionsNotLoggedHere([activity('yoga', '2026-03-10')], sessions)).toEqual(sessions);
  });
});
