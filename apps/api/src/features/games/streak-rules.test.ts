import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streakOf, type Streak } from './streak-rules';

const runs = { numRuns: 3000 };

/**
 * The reference: the rules read literally, one calendar day after another with Date objects, as a person would tick
 * a calendar. Slow and plain on purpose, and written apart from `streakOf`'s gap arithmetic.
 */
function referenceStreak(checkInDays: readonly string[], today: string): Streak {
  const checkedIn = new Set(checkInDays);
  const first = [...checkedIn].filter((day) => day <= today).sort()[0];
  let isRunning = false;
  let length = 0;
  let longest = 0;
  let missedYesterday = false;
  let missedWeeks = new Set<string>();
  const mondayOf = (date: Date) => {
    const monday = new Date(date);
    monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return monday.toISOString().slice(0, 10);
  };
  if (first !== undefined) {
    for (const date = new Date(`${first}T00:00:00Z`); ; date.setUTCDate(date.getUTCDate() + 1)) {
      const day = date.toISOString().slice(0, 10);
      if (day > today) break;
      if (checkedIn.has(day)) {
        if (!isRunning) {
          isRunning = true;
          length = 0;
          missedWeeks = new Set();
        }
        length += 1;
        longest = Math.max(longest, length);
        missedYesterday = false;
      } else if (day < today && isRunning) {
        if (missedYesterday || missedWeeks.has(mondayOf(date))) {
          isRunning = false;
          length = 0;
        } else {
          missedWeeks.add(mondayOf(date));
          missedYesterday = true;
        }
      }
    }
  }
  const checkedInToday = checkedIn.has(today);
  const graceUsedThisWeek = isRunning && missedWeeks.has(mondayOf(new Date(`${today}T00:00:00Z`)));
  return {
    current: isRunning ? length : 0,
    longest,
    checkedInToday,
    graceUsedThisWeek,
    mustCheckInToday: isRunning && !checkedInToday && (missedYesterday || graceUsedThisWeek),
  };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Days from `start` on; `pattern` says which are checked in (x) or missed (.). */
const daysOf = (start: string, pattern: string) =>
  [...pattern].flatMap((mark, index) => (mark === 'x' ? [addDays(start, index)] : []));

// 2026-03-02 is a Monday.
const monday = '2026-03-02';

describe('the check-in streak (issue 17)', () => {
  it('starts at zero, and at one on the first day', () => {
    expect(streakOf([], monday)).toEqual({
      current: 0,
      longest: 0,
      checkedInToday: false,
      graceUsedThisWeek: false,
      mustCheckInToday: false,
    });
    expect(streakOf([monday], monday)).toMatchObject({ current: 1, longest: 1, checkedInToday: true });
    // Checked in yesterday, not yet today: still running.
    expect(streakOf([monday], addDays(monday, 1))).toMatchObject({ current: 1, checkedInToday: false });
  });

  it('counts a day once, in any order, and ignores days after today', () => {
    const days = daysOf(monday, 'xxxx');
    const shuffled = [days[2]!, days[0]!, days[3]!, days[0]!, days[1]!, days[3]!, addDays(monday, 9)];
    expect(streakOf(shuffled, addDays(monday, 3))).toMatchObject({
      current: 4,
      longest: 4,
      checkedInToday: true,
    });
  });

  it('forgives one missed day a week and breaks at the second', () => {
    // Mon Tue (Wed missed) Thu Fri: forgiven; length counts check-ins, not the forgiven day.
    expect(streakOf(daysOf(monday, 'xx.xx'), addDays(monday, 4))).toMatchObject({
      current: 4,
      graceUsedThisWeek: true,
    });
    // A second miss the same week (Sat) breaks it: Sun starts again.
    expect(streakOf(daysOf(monday, 'xx.xx.x'), addDays(monday, 6))).toMatchObject({ current: 1, longest: 4 });
    // Two missed days in a row break it.
    expect(streakOf(daysOf(monday, 'xx..x'), addDays(monday, 4))).toMatchObject({ current: 1, longest: 2 });
  });

  it('gives each week its own grace, across a week boundary', () => {
    // Week 1: Sunday missed. Week 2: Wednesday missed. Both forgiven.
    expect(streakOf(daysOf(monday, 'xxxxxx.xx.xxxx'), addDays(monday, 13))).toMatchObject({
      current: 12,
      longest: 12,
    });
    // Sunday and the Monday after are two in a row, though in two weeks.
    expect(streakOf(daysOf(monday, 'xxxxxx..xx'), addDays(monday, 9))).toMatchObject({
      current: 2,
      longest: 6,
    });
    // The grace goes by the week of the missed day: a miss on Sunday does not spend the next week's.
    expect(streakOf(daysOf(monday, 'xxxxxx.x.x'), addDays(monday, 9))).toMatchObject({ current: 8 });
  });

  it('leaves today to be made up, and says when missing it would break the streak', () => {
    // Missed yesterday (Thursday), today not yet checked in: still running, but today is a must.
    expect(streakOf(daysOf(monday, 'xxx'), addDays(monday, 4))).toMatchObject({
      current: 3,
      graceUsedThisWeek: true,
      mustCheckInToday: true,
    });
    // Checked in yesterday with this week's grace unused: today may be missed.
    expect(streakOf(daysOf(monday, 'xxxx'), addDays(monday, 4))).toMatchObject({
      current: 4,
      graceUsedThisWeek: false,
      mustCheckInToday: false,
    });
    // The grace used on Tuesday makes Friday a must, even though yesterday was checked in.
    expect(streakOf(daysOf(monday, 'x.xx'), addDays(monday, 4))).toMatchObject({ mustCheckInToday: true });
    // A Monday after a missed Sunday: last week's grace, but two in a row if today is missed too.
    expect(streakOf(daysOf(monday, 'xxxxxx'), addDays(monday, 7))).toMatchObject({
      current: 6,
      graceUsedThisWeek: false,
      mustCheckInToday: true,
    });
    // Two days missed before today: gone.
    expect(streakOf(daysOf(monday, 'xxx'), addDays(monday, 5))).toMatchObject({ current: 0, longest: 3 });
  });

  it('keeps a long run, with its weekly graces, over a year and across the new year', () => {
    const start = '2025-06-02';
    // Six days of seven checked in for 60 weeks: every week's one miss is forgiven.
    const pattern = 'xxx.xxx'.repeat(60);
    const today = addDays(start, pattern.length - 1);
    expect(streakOf(daysOf(start, pattern), today)).toMatchObject({ current: 360, longest: 360 });
  });

  it('refuses what is not a calendar day', () => {
    expect(() => streakOf(['2026-02-30'], monday)).toThrow(RangeError);
    expect(() => streakOf([monday], '2026-3-2')).toThrow(RangeError);
  });

  it('agrees with the day-by-day reference over generated histories', () => {
    const history = fc.record({
      // Any start, so weeks and years fall everywhere.
      start: fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2023-01-01', offset)),
      // Mostly checked in, as streaks are; misses in runs of one and two are what the rules are about.
      marks: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 90 }),
      todayAfter: fc.integer({ min: 0, max: 4 }),
      duplicates: fc.array(fc.nat(), { maxLength: 5 }),
      late: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(history, ({ start, marks, todayAfter, duplicates, late }) => {
        const days = marks.flatMap((mark, index) => (mark < 7 ? [addDays(start, index)] : []));
        const today = addDays(start, marks.length - 1 + todayAfter);
        const given = [
          ...days.reverse(),
          ...duplicates.flatMap((index) => (days.length > 0 ? [days[index % days.length]!] : [])),
          ...late.map((after) => addDays(today, after)),
        ];
        const streak = streakOf(given, today);
        expect(streak).toEqual(referenceStreak(given, today));
        expect(streak.longest).toBeGreaterThanOrEqual(streak.current);
        // "Must check in today" is exactly: tomorrow, with today missed, the streak would be gone.
        if (streak.current > 0 && !streak.checkedInToday) {
          expect(
            streakOf(
              given.filter((day) => day <= today),
              addDays(today, 1),
            ).current === 0,
          ).toBe(streak.mustCheckInToday);
        }
      }),
      runs,
    );
  });
});
