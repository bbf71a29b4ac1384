import { sessionRatings, trainingProgressionRange, type SessionRating } from '@vitalia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextProgression, type AdaptationInput } from './training-adaptation';

const logsOf = (...ratings: SessionRating[]) => ratings.map((rating) => ({ rating }));
const rating = fc.constantFrom(...sessionRatings);
/** Any finished block: progressions beyond the range, up to 28 planned sessions, a few more logged than planned. */
const block = fc.record({
  progression: fc.integer({ min: -3, max: 10 }),
  plannedSessions: fc.integer({ min: 0, max: 28 }),
  logs: fc.array(fc.record({ rating }), { maxLength: 32 }),
});
const runs = { numRuns: 5000 };
const easier: Readonly<Record<SessionRating, SessionRating>> = {
  too_hard: 'right',
  right: 'too_easy',
  too_easy: 'too_easy',
};

describe('the coach’s adaptation after a block (issue 16)', () => {
  it('advances once on track, twice when mostly too easy, steps back when mostly too hard', () => {
    const on = (logs: AdaptationInput['logs'], progression = 2) =>
      nextProgression({ progression, plannedSessions: 4, logs });
    expect(on(logsOf('right', 'right', 'too_easy', 'too_hard'))).toEqual({
      progression: 3,
      change: 'advance',
      because: 'on_track',
    });
    expect(on(logsOf('too_easy', 'too_easy', 'too_easy', 'right'))).toEqual({
      progression: 4,
      change: 'advance',
      because: 'too_easy',
    });
    expect(on(logsOf('too_hard', 'too_hard', 'too_hard', 'right'))).toEqual({
      progression: 1,
      change: 'step_back',
      because: 'too_hard',
    });
    // Half is not "mostly".
    expect(on(logsOf('too_easy', 'too_easy', 'right', 'right'))).toMatchObject({
      progression: 3,
      because: 'on_track',
    });
  });

  it('holds when more than half the sessions were missed, and steps back when three quarters were', () => {
    const attended = (planned: number, logged: number) =>
      nextProgression({
        progression: 2,
        plannedSessions: planned,
        logs: logsOf(...Array<SessionRating>(logged).fill('too_easy')),
      });
    expect(attended(5, 2)).toEqual({ progression: 2, change: 'hold', because: 'missed_sessions' });
    expect(attended(4, 1)).toEqual({ progression: 1, change: 'step_back', because: 'missed_sessions' });
    expect(attended(4, 0)).toEqual({ progression: 1, change: 'step_back', because: 'missed_sessions' });
    expect(attended(4, 2)).toMatchObject({ progression: 4, because: 'too_easy' });
  });

  it('holds with nothing planned, and reports a hold when the clamp stops the move', () => {
    expect(nextProgression({ progression: 3, plannedSessions: 0, logs: [] })).toEqual({
      progression: 3,
      change: 'hold',
      because: 'no_sessions_planned',
    });
    const { max, min } = trainingProgressionRange;
    expect(
      nextProgression({ progression: max, plannedSessions: 2, logs: logsOf('too_easy', 'too_easy') }),
    ).toEqual({
      progression: max,
      change: 'hold',
      because: 'too_easy',
    });
    expect(
      nextProgression({ progression: min, plannedSessions: 2, logs: logsOf('too_hard', 'too_hard') }),
    ).toEqual({
      progression: min,
      change: 'hold',
      because: 'too_hard',
    });
  });

  it('stays in range, moves at most two steps, and its change says which way it moved', () => {
    fc.assert(
      fc.property(block, (input) => {
        const current = Math.min(
          trainingProgressionRange.max,
          Math.max(trainingProgressionRange.min, input.progression),
        );
        const next = nextProgression(input);
        expect(next.progression).toBeGreaterThanOrEqual(trainingProgressionRange.min);
        expect(next.progression).toBeLessThanOrEqual(trainingProgressionRange.max);
        const moved = next.progression - current;
        expect(moved).toBeGreaterThanOrEqual(-1);
        expect(moved).toBeLessThanOrEqual(2);
        expect(next.change).toBe(moved > 0 ? 'advance' : moved < 0 ? 'step_back' : 'hold');
      }),
      runs,
    );
  });

  it('never advances a member who missed more than half, nor one who mostly found it too hard', () => {
    fc.assert(
      fc.property(block, (input) => {
        const next = nextProgression(input);
        const attended = Math.min(input.logs.length, input.plannedSessions);
        const tooHard = input.logs.filter((log) => log.rating === 'too_hard').length;
        if (attended * 2 < input.plannedSessions || tooHard * 2 > input.logs.length)
          expect(next.change).not.toBe('advance');
      }),
      runs,
    );
  });

  it('never moves a member back for finding a session easier', () => {
    fc.assert(
      fc.property(block, fc.nat(), (input, pick) => {
        fc.pre(input.logs.length > 0);
        const index = pick % input.logs.length;
        const logs = input.logs.map((log, at) => (at === index ? { rating: easier[log.rating] } : log));
        expect(nextProgression({ ...input, logs }).progression).toBeGreaterThanOrEqual(
          nextProgression(input).progression,
        );
      }),
      runs,
    );
  });
});
