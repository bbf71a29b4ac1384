/**
 * The games' points (issue 17). Pure rules: the server alone decides what an action is worth, and every award is a
 * ledger row (who, why, how many, when) that totals are recomputed from, never a counter kept beside it.
 */
import { quizQuestionsPerWeek, type PointSource } from '@vitalia/contracts';

export { pointSources, type PointSource } from '@vitalia/contracts';

/** A right answer in time earns this before any speed bonus, so a slow right answer still beats a fast wrong one. */
const quizCorrectPoints = 10;
/** At most this for speed, half a right answer: speed rewards, knowing decides. */
const quizMaxSpeedBonus = 5;

/** A challenge pays at each quarter of its goal, so the progress bar's marks are the moments points come. */
const challengeMilestoneCount = 4;
/** 25 a quarter: a finished challenge (100) is worth exactly one draw entry (`pointsPerEntry` in draw-entries.ts). */
export const challengeMilestonePoints = 25;

/** Each day of a streak is worth a little, so one tap a day stays worth making. */
const streakDailyPoints = 2;
/** The extra at every whole week of a streak, where keeping at it is what counts. */
const streakWeekBonus = 10;
/** Streak days between bonuses. */
const streakBonusEvery = 7;

/** The first comment of a day; later comments that day earn nothing (the cap below is exactly this). */
export const firstCommentPoints = 5;

/**
 * The most each source may award a member in one UTC day. Each cap is the best honest day of its source, so an honest
 * member never loses a point to it, and anything over it (a replayed request, a double-submitted form, a bug) is
 * dropped instead of reaching the draw.
 */
export const dailyCaps: Readonly<Record<PointSource, number>> = {
  /** The whole weekly quiz answered right at full speed on one day: 10 × (10 + 5) = 150. */
  quiz: quizQuestionsPerWeek * (quizCorrectPoints + quizMaxSpeedBonus),
  /** Every quarter of a challenge reached by one big day of logging: 4 × 25 = 100. */
  challenge: challengeMilestoneCount * challengeMilestonePoints,
  /** One check-in a day, landing on a 7-day mark: 2 + 10 = 12. */
  streak: streakDailyPoints + streakWeekBonus,
  /** One first comment: a second comment the same day finds the cap full. */
  first_comment: firstCommentPoints,
};

export interface QuizAnswerTiming {
  isCorrect: boolean;
  /** From the server showing the question to the server receiving the answer: the client's clock is never asked. */
  answeredInMs: number;
  timeLimitMs: number;
}

/**
 * A quiz answer's points: 0 when wrong or after the timer (issue 17: refused and scores nothing), else 10 plus a speed
 * bonus that falls linearly from 5 (answered at once) to 0 (at the limit), rounded to whole points. An answer exactly
 * at the limit is in time. A timing that cannot happen (negative, not a number, no limit) scores 0: it is either a
 * forged request or a broken clock, and a paid-for draw must not gain from either.
 */
export function quizPoints({ isCorrect, answeredInMs, timeLimitMs }: QuizAnswerTiming): number {
  if (!isCorrect) return 0;
  if (!Number.isFinite(answeredInMs) || !Number.isFinite(timeLimitMs) || timeLimitMs <= 0) return 0;
  if (answeredInMs < 0 || answeredInMs > timeLimitMs) return 0;
  // Every step (a subtraction, a division, a product, a rounding) keeps order, so slower never earns more.
  const remainingShare = (timeLimitMs - answeredInMs) / timeLimitMs;
  return quizCorrectPoints + Math.round(quizMaxSpeedBonus * remainingShare);
}

/** Quarters of the goal reached (0–4). Compared as 4 × progress ≥ k × goal: no fractions to round the wrong way. */
export function challengeMilestonesReached(progress: number, goal: number): number {
  if (!Number.isFinite(goal) || goal <= 0)
    throw new RangeError(`A challenge's goal must be positive, not ${goal}`);
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  let reached = 0;
  while (reached < challengeMilestoneCount && challengeMilestoneCount * progress >= (reached + 1) * goal) {
    reached += 1;
  }
  return reached;
}

export interface ChallengeProgress {
  /** In the goal's unit (minutes, sessions…): the member's logged activities for the challenge so far. */
  progress: number;
  goal: number;
  /** Milestones (1–4) already in the ledger for this member and challenge. */
  milestonesAwarded: readonly number[];
}

/**
 * The milestones newly reached and what they are worth: 25 for each quarter of the goal, once each. A milestone stays
 * awarded when an edit later lowers the progress (no points are taken back), and reaching it again pays nothing.
 * Milestone 4 is the completion that earns the badge.
 */
export function challengePoints({ progress, goal, milestonesAwarded }: ChallengeProgress): {
  milestones: number[];
  points: number;
} {
  const reached = challengeMilestonesReached(progress, goal);
  const awarded = new Set(milestonesAwarded);
  const milestones: number[] = [];
  for (let milestone = 1; milestone <= reached; milestone += 1) {
    if (!awarded.has(milestone)) milestones.push(milestone);
  }
  return { milestones, points: milestones.length * challengeMilestonePoints };
}

/** A check-in's points, given the streak's length with it: 2, and 10 more on each 7th day (7, 14, 21…). */
export function streakPoints(streakLength: number): number {
  if (!Number.isInteger(streakLength) || streakLength <= 0) return 0;
  return streakDailyPoints + (streakLength % streakBonusEvery === 0 ? streakWeekBonus : 0);
}

/**
 * What may still be awarded today: the wanted points, trimmed to what the source's cap leaves, never negative, in
 * whole points. Trimmed points are lost, not carried over: carrying them would only be a larger cap.
 * `alreadyToday` comes from the ledger (`awardedOn`), never from a counter. Anything not a number awards nothing.
 */
export function cappedAward(source: PointSource, wanted: number, alreadyToday: number): number {
  if (!Number.isFinite(wanted) || !Number.isFinite(alreadyToday)) return 0;
  // A correction row (negative) must not open room beyond the cap itself.
  const room = dailyCaps[source] - Math.max(0, alreadyToday);
  return Math.max(0, Math.min(Math.floor(wanted), room));
}

/** One award: who, why (the source), how many, when. Rows are only ever added; a correction is a negative row. */
export interface LedgerRow {
  memberId: string;
  source: PointSource;
  points: number;
  awardedAt: Date;
}

/** The day a row counts for: UTC, as the rewards feature's days are, so a cap's day is the same for every member. */
export const ledgerDayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The month a row counts for (`YYYY-MM`, UTC): the draws' months start at UTC midnight on the 1st. */
export const ledgerMonthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The points a source has already given a member on a day (`YYYY-MM-DD`): `cappedAward`'s `alreadyToday`. */
export function awardedOn(
  rows: Iterable<LedgerRow>,
  { memberId, source, day }: { memberId: string; source: PointSource; day: string },
): number {
  let sum = 0;
  for (const row of rows) {
    if (row.memberId === memberId && row.source === source && ledgerDayOf(row.awardedAt) === day)
      sum += row.points;
  }
  return sum;
}

export interface MemberTotals {
  allTime: number;
  /** By `YYYY-MM` (UTC); a month's total is what `drawEntriesFor` turns into entries. */
  byMonth: Map<string, number>;
  bySource: Record<PointSource, number>;
}

export interface LedgerTotals {
  allTime: number;
  byMember: Map<string, MemberTotals>;
}

/** The shown totals, recomputed from the rows alone: the same rows give the same totals, in any order. */
export function ledgerTotals(rows: Iterable<LedgerRow>): LedgerTotals {
  const byMember = new Map<string, MemberTotals>();
  let allTime = 0;
  for (const row of rows) {
    let member = byMember.get(row.memberId);
    if (!member) {
      member = {
        allTime: 0,
        byMonth: new Map(),
        bySource: { quiz: 0, challenge: 0, streak: 0, first_comment: 0 },
      };
      byMember.set(row.memberId, member);
    }
    const month = ledgerMonthOf(row.awardedAt);
    member.allTime += row.points;
    member.byMonth.set(month, (member.byMonth.get(month) ?? 0) + row.points);
    member.bySource[row.source] += row.points;
    allTime += row.points;
  }
  return { allTime, byMember };
}
