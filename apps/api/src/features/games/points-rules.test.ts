import { quizQuestionsPerWeek } from '@vitalia/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awardedOn,
  cappedAward,
  challengeMilestonesReached,
  challengePoints,
  dailyCaps,
  firstCommentPoints,
  ledgerDayOf,
  ledgerTotals,
  pointSources,
  quizPoints,
  streakPoints,
  type LedgerRow,
  type PointSource,
} from './points-rules';

const runs = { numRuns: 2000 };

const source = () => fc.constantFrom(...pointSources);
/** Rows of a few members over a few years, corrections (negative rows) included. */
const ledgerRow = (memberIds = ['m1', 'm2', 'm3']) =>
  fc.record({
    memberId: fc.constantFrom(...memberIds),
    source: source(),
    points: fc.integer({ min: -50, max: 150 }),
    awardedAt: fc.date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2027-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
  });

describe('quiz points (issue 17)', () => {
  it('gives 10 for a right answer, plus a speed bonus from 5 at once to 0 at the limit', () => {
    const limit = 20_000;
    expect(quizPoints({ isCorrect: true, answeredInMs: 0, timeLimitMs: limit })).toBe(15);
    expect(quizPoints({ isCorrect: true, answeredInMs: 2_000, timeLimitMs: limit })).toBe(15);
    expect(quizPoints({ isCorrect: true, answeredInMs: 10_000, timeLimitMs: limit })).toBe(13);
    expect(quizPoints({ isCorrect: true, answeredInMs: 19_000, timeLimitMs: limit })).toBe(10);
    // Exactly at the limit is in time; one millisecond later is not.
    expect(quizPoints({ isCorrect: true, answeredInMs: limit, timeLimitMs: limit })).toBe(10);
    expect(quizPoints({ isCorrect: true, answeredInMs: limit + 1, timeLimitMs: limit })).toBe(0);
    expect(quizPoints({ isCorrect: false, answeredInMs: 0, timeLimitMs: limit })).toBe(0);
  });

  it('scores nothing for a timing that cannot happen', () => {
    expect(quizPoints({ isCorrect: true, answeredInMs: -1, timeLimitMs: 10_000 })).toBe(0);
    expect(quizPoints({ isCorrect: true, answeredInMs: Number.NaN, timeLimitMs: 10_000 })).toBe(0);
    expect(quizPoints({ isCorrect: true, answeredInMs: 0, timeLimitMs: 0 })).toBe(0);
    expect(quizPoints({ isCorrect: true, answeredInMs: 0, timeLimitMs: Number.POSITIVE_INFINITY })).toBe(0);
  });

  it('is 0 when wrong or late, whole and within 10–15 otherwise', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 120_000 }),
        fc.integer({ min: 1, max: 60_000 }),
        (isCorrect, answeredInMs, timeLimitMs) => {
          const points = quizPoints({ isCorrect, answeredInMs, timeLimitMs });
          if (!isCorrect || answeredInMs > timeLimitMs) expect(points).toBe(0);
          else {
            expect(Number.isInteger(points)).toBe(true);
            expect(points).toBeGreaterThanOrEqual(10);
            expect(points).toBeLessThanOrEqual(15);
          }
        },
      ),
      runs,
    );
  });

  it('never pays more for a slower answer', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 90_000, noNaN: true }),
        fc.double({ min: 0, max: 90_000, noNaN: true }),
        fc.integer({ min: 1, max: 60_000 }),
        fc.boolean(),
        (a, b, timeLimitMs, isCorrect) => {
          const [faster, slower] = a <= b ? [a, b] : [b, a];
          expect(quizPoints({ isCorrect, answeredInMs: faster, timeLimitMs })).toBeGreaterThanOrEqual(
            quizPoints({ isCorrect, answeredInMs: slower, timeLimitMs }),
          );
        },
      ),
      runs,
    );
  });
});

describe('challenge points (issue 17)', () => {
  it('pays 25 at each quarter of the goal, once each', () => {
    expect(challengeMilestonesReached(0, 600)).toBe(0);
    expect(challengeMilestonesReached(149, 600)).toBe(0);
    expect(challengeMilestonesReached(150, 600)).toBe(1);
    expect(challengeMilestonesReached(599, 600)).toBe(3);
    expect(challengeMilestonesReached(600, 600)).toBe(4);
    expect(challengeMilestonesReached(5000, 600)).toBe(4);
    expect(challengePoints({ progress: 320, goal: 600, milestonesAwarded: [] })).toEqual({
      milestones: [1, 2],
      points: 50,
    });
    expect(challengePoints({ progress: 600, goal: 600, milestonesAwarded: [1, 2] })).toEqual({
      milestones: [3, 4],
      points: 50,
    });
    // An edit that lowers the progress takes nothing back, and reaching a quarter again pays nothing.
    expect(challengePoints({ progress: 100, goal: 600, milestonesAwarded: [1, 2] })).toEqual({
      milestones: [],
      points: 0,
    });
    expect(() => challengeMilestonesReached(10, 0)).toThrow(RangeError);
  });

  it('pays each milestone once over any path of progress, at most the whole challenge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.array(fc.integer({ min: 0, max: 4000 }), { maxLength: 30 }),
        (goal, path) => {
          const awarded: number[] = [];
          let total = 0;
          for (const progress of path) {
            const { milestones, points } = challengePoints({ progress, goal, milestonesAwarded: awarded });
            expect(points).toBe(milestones.length * 25);
            awarded.push(...milestones);
            total += points;
          }
          expect(new Set(awarded).size).toBe(awarded.length);
          const best = Math.max(0, ...path);
          expect(awarded.length).toBe(challengeMilestonesReached(best, goal));
          expect(total).toBeLessThanOrEqual(dailyCaps.challenge);
        },
      ),
      runs,
    );
  });
});

describe('streak points (issue 17)', () => {
  it('pays 2 a day and 10 more at each 7-day mark', () => {
    expect([0, 1, 2, 6, 7, 8, 13, 14, 21, 70].map(streakPoints)).toEqual([0, 2, 2, 2, 12, 2, 2, 12, 12, 12]);
    expect(streakPoints(-3)).toBe(0);
    expect(streakPoints(2.5)).toBe(0);
  });

  it('adds up to 2 a day plus 10 a whole week over any streak', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (length) => {
        let sum = 0;
        for (let day = 1; day <= length; day += 1) sum += streakPoints(day);
        expect(sum).toBe(2 * length + 10 * Math.floor(length / 7));
      }),
      runs,
    );
  });
});

describe('daily caps (issue 17)', () => {
  it('lets the best honest day of each source through whole, and no more', () => {
    const bestQuizDay =
      quizQuestionsPerWeek * quizPoints({ isCorrect: true, answeredInMs: 0, timeLimitMs: 1 });
    const bestChallengeDay = challengePoints({ progress: 1, goal: 1, milestonesAwarded: [] }).points;
    const bestStreakDay = Math.max(...Array.from({ length: 28 }, (_, day) => streakPoints(day + 1)));
    const best: Record<PointSource, number> = {
      quiz: bestQuizDay,
      challenge: bestChallengeDay,
      streak: bestStreakDay,
      first_comment: firstCommentPoints,
    };
    expect(best).toEqual(dailyCaps);
    expect(dailyCaps).toEqual({ quiz: 150, challenge: 100, streak: 12, first_comment: 5 });
  });

  it('awards what the cap leaves, never negative, never a fraction', () => {
    expect(cappedAward('quiz', 15, 0)).toBe(15);
    expect(cappedAward('quiz', 15, 140)).toBe(10);
    expect(cappedAward('quiz', 15, 150)).toBe(0);
    expect(cappedAward('quiz', 15, 400)).toBe(0);
    expect(cappedAward('first_comment', firstCommentPoints, 0)).toBe(5);
    expect(cappedAward('first_comment', firstCommentPoints, 5)).toBe(0);
    expect(cappedAward('streak', -4, 0)).toBe(0);
    expect(cappedAward('streak', 2.9, 0)).toBe(2);
    // A negative correction row does not open more room than the cap.
    expect(cappedAward('streak', 30, -20)).toBe(12);
    expect(cappedAward('quiz', Number.NaN, 0)).toBe(0);
    expect(cappedAward('quiz', 10, Number.NaN)).toBe(0);
  });

  it('never exceeds a cap, whatever the order of awards, and grants the same in every order', () => {
    const day = '2026-03-14';
    const at = new Date(`${day}T12:00:00Z`);
    const award = fc.record({
      memberId: fc.constantFrom('m1', 'm2'),
      source: source(),
      wanted: fc.integer({ min: -10, max: 200 }),
    });
    fc.assert(
      fc.property(
        fc
          .array(award, { maxLength: 60 })
          .chain((awards) =>
            fc.tuple(fc.constant(awards), fc.shuffledSubarray(awards, { minLength: awards.length })),
          ),
        ([awards, reordered]) => {
          const grant = (sequence: typeof awards) => {
            const rows: LedgerRow[] = [];
            for (const { memberId, source: from, wanted } of sequence) {
              // The ledger is the only memory of what was awarded today.
              const already = awardedOn(rows, { memberId, source: from, day });
              const points = cappedAward(from, wanted, already);
              expect(points).toBeGreaterThanOrEqual(0);
              if (points > 0) rows.push({ memberId, source: from, points, awardedAt: at });
            }
            return rows;
          };
          const rows = grant(awards);
          const again = grant(reordered);
          for (const memberId of ['m1', 'm2']) {
            for (const from of pointSources) {
              const given = awardedOn(rows, { memberId, source: from, day });
              expect(given).toBeLessThanOrEqual(dailyCaps[from]);
              expect(awardedOn(again, { memberId, source: from, day })).toBe(given);
              const wanted = awards
                .filter((a) => a.memberId === memberId && a.source === from)
                .reduce((sum, a) => sum + Math.max(0, a.wanted), 0);
              expect(given).toBe(Math.min(wanted, dailyCaps[from]));
            }
          }
        },
      ),
      runs,
    );
  });

  it('counts a day in UTC', () => {
    const rows: LedgerRow[] = [
      { memberId: 'm1', source: 'quiz', points: 15, awardedAt: new Date('2026-03-14T23:59:59.999Z') },
      { memberId: 'm1', source: 'quiz', points: 12, awardedAt: new Date('2026-03-15T00:00:00Z') },
      { memberId: 'm1', source: 'streak', points: 2, awardedAt: new Date('2026-03-14T08:00:00Z') },
      { memberId: 'm2', source: 'quiz', points: 15, awardedAt: new Date('2026-03-14T08:00:00Z') },
    ];
    expect(ledgerDayOf(new Date('2026-03-14T23:59:59.999Z'))).toBe('2026-03-14');
    expect(awardedOn(rows, { memberId: 'm1', source: 'quiz', day: '2026-03-14' })).toBe(15);
    expect(awardedOn(rows, { memberId: 'm1', source: 'quiz', day: '2026-03-15' })).toBe(12);
  });
});

describe('ledger totals (issue 17)', () => {
  it('sums a worked example per member, month and source', () => {
    const totals = ledgerTotals([
      { memberId: 'a', source: 'quiz', points: 15, awardedAt: new Date('2026-01-31T23:00:00Z') },
      { memberId: 'a', source: 'streak', points: 12, awardedAt: new Date('2026-02-01T00:30:00Z') },
      { memberId: 'a', source: 'quiz', points: -5, awardedAt: new Date('2026-02-02T10:00:00Z') },
      { memberId: 'b', source: 'first_comment', points: 5, awardedAt: new Date('2026-02-02T10:00:00Z') },
    ]);
    expect(totals.allTime).toBe(27);
    const a = totals.byMember.get('a')!;
    expect(a.allTime).toBe(22);
    expect([...a.byMonth]).toEqual([
      ['2026-01', 15],
      ['2026-02', 7],
    ]);
    expect(a.bySource).toEqual({ quiz: 10, challenge: 0, streak: 12, first_comment: 0 });
    expect(totals.byMember.get('b')!.allTime).toBe(5);
    expect(ledgerTotals([])).toEqual({ allTime: 0, byMember: new Map() });
  });

  it('equals the sum of the rows, every way it is cut, in any order', () => {
    fc.assert(
      fc.property(
        fc
          .array(ledgerRow(), { maxLength: 80 })
          .chain((rows) =>
            fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length })),
          ),
        ([rows, reordered]) => {
          const totals = ledgerTotals(rows);
          const sum = (selected: LedgerRow[]) => selected.reduce((total, row) => total + row.points, 0);
          expect(totals.allTime).toBe(sum(rows));
          let overMembers = 0;
          for (const [memberId, member] of totals.byMember) {
            const own = rows.filter((row) => row.memberId === memberId);
            expect(member.allTime).toBe(sum(own));
            expect([...member.byMonth.values()].reduce((a, b) => a + b, 0)).toBe(member.allTime);
            expect(Object.values(member.bySource).reduce((a, b) => a + b, 0)).toBe(member.allTime);
            for (const [month, points] of member.byMonth) {
              expect(points).toBe(sum(own.filter((row) => row.awardedAt.toISOString().startsWith(month))));
            }
            overMembers += member.allTime;
          }
          expect(overMembers).toBe(totals.allTime);
          expect(new Set(rows.map((row) => row.memberId))).toEqual(new Set(totals.byMember.keys()));
          expect(ledgerTotals(reordered)).toEqual(totals);
        },
      ),
      runs,
    );
  });
});
