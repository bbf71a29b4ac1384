import { z } from 'zod';
import { languages } from './languages';
import { personCard } from './people';
import { localizedText, resolvedText, textPerLanguage } from './localized-text';
import { weekStart } from './coach-meals';

/**
 * The community's games (issue 17): a weekly quiz, a monthly challenge, a daily check-in streak, points kept as a
 * ledger, leaderboards and draw entries. The server alone scores; every day, week and month is UTC, so a quiz week or
 * a cap's day is the same for every member. docs/decisions/034-games.md explains the rules.
 */

/** A question's timer: the server times it from showing the question to receiving the answer. */
export const quizTimeLimitSeconds = 30;
export const quizQuestionsPerWeek = 10;
export const quizChoiceCount = { min: 2, max: 4 } as const;
export const quizPromptMaxLength = 200;
export const quizChoiceMaxLength = 80;
export const quizExplanationMaxLength = 240;

export const pointSources = ['quiz', 'challenge', 'streak', 'first_comment'] as const;
export type PointSource = (typeof pointSources)[number];

/** A question being played: no answer in it. `expiresAt` is the server's deadline for it. */
export const quizQuestion = z.object({
  position: z.number().int().nonnegative(),
  prompt: resolvedText,
  choices: z.array(resolvedText),
  shownAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

/** A question once answered (or timed out): what was right, and why. */
export const quizResult = z.object({
  position: z.number().int().nonnegative(),
  prompt: resolvedText,
  choices: z.array(resolvedText),
  chosenIndex: z.number().int().nullable(),
  correctIndex: z.number().int(),
  isCorrect: z.boolean(),
  /** Null: the timer ran out before an answer came. */
  answeredInMs: z.number().int().nullable(),
  points: z.number().int(),
  explanation: resolvedText,
});
export type QuizResult = z.infer<typeof quizResult>;

export const quizState = z.object({
  weekStart: z.string(),
  /** When this week's quiz closes (next Monday, 00:00 UTC). */
  closesAt: z.iso.datetime(),
  questionCount: z.number().int(),
  timeLimitSeconds: z.number().int(),
  /** The question on screen now, when one was shown and its timer still runs. */
  current: quizQuestion.nullable(),
  results: z.array(quizResult),
  score: z.number().int(),
  isComplete: z.boolean(),
});
export type QuizState = z.infer<typeof quizState>;

export const quizAnswerInput = z.object({
  week: weekStart,
  position: z
    .number('4000')
    .int('4000')
    .min(0, '4000')
    .max(quizQuestionsPerWeek - 1, '4000'),
  choiceIndex: z
    .number('4000')
    .int('4000')
    .min(0, '4000')
    .max(quizChoiceCount.max - 1, '4000'),
});
export type QuizAnswerInput = z.input<typeof quizAnswerInput>;

/** A question staff write for a week to come (D9: in the language written, with optional translations). */
export const staffQuestionInput = z.object({
  week: weekStart,
  writtenIn: z.enum(languages, '4000'),
  prompt: localizedText(quizPromptMaxLength),
  choices: z
    .array(localizedText(quizChoiceMaxLength), '4000')
    .min(quizChoiceCount.min, '7906')
    .max(quizChoiceCount.max, '7906'),
  correctIndex: z
    .number('4000')
    .int('4000')
    .min(0, '4000')
    .max(quizChoiceCount.max - 1, '4000'),
  explanation: localizedText(quizExplanationMaxLength),
});
export type StaffQuestionInput = z.input<typeof staffQuestionInput>;

export const staffQuestion = z.object({
  id: z.string(),
  week: z.string(),
  prompt: textPerLanguage,
  choices: z.array(textPerLanguage),
  correctIndex: z.number().int(),
  explanation: textPerLanguage,
  createdAt: z.iso.datetime(),
  /** The week has begun: the question is being played and can no longer change. */
  isLocked: z.boolean(),
});
export type StaffQuestion = z.infer<typeof staffQuestion>;

export const staffQuestionsQuery = z.object({ week: weekStart });

// ——— The monthly challenge ———

export const challengeMetrics = ['workouts', 'minutes'] as const;
export type ChallengeMetric = (typeof challengeMetrics)[number];
export const challengeGoalRange = {
  workouts: { min: 1, max: 60 },
  minutes: { min: 30, max: 6000 },
} as const;
export const challengeTitleMaxLength = 80;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const gameMonth = z.string('4000').regex(monthPattern, '4000');

export const challengeInput = z.object({
  writtenIn: z.enum(languages, '4000'),
  title: localizedText(challengeTitleMaxLength),
  metric: z.enum(challengeMetrics, '4000'),
  goal: z.number('7915').int('7915').positive('7915'),
});
export type ChallengeInput = z.input<typeof challengeInput>;

export const staffChallenge = z.object({
  id: z.string(),
  month: z.string(),
  title: textPerLanguage,
  metric: z.enum(challengeMetrics),
  goal: z.number().int(),
  /** Members who logged at least one activity, and those who reached the goal. */
  participantCount: z.number().int(),
  completedCount: z.number().int(),
});
export type StaffChallenge = z.infer<typeof staffChallenge>;

export const activityTypes = [
  'run',
  'walk',
  'cycle',
  'swim',
  'strength',
  'yoga',
  'hiit',
  'sport',
  'other',
] as const;
export type ActivityType = (typeof activityTypes)[number];
/** Issue 17: no more than 4 h a day, edits within 48 h; a day may be logged up to a week late, in the month. */
export const activityLimits = { maxMinutesPerDay: 240, editWindowHours: 48, maxDaysLate: 7 } as const;

export const activityInput = z.object({
  type: z.enum(activityTypes, '4000'),
  durationMinutes: z.number('7911').int('7911').min(1, '7911').max(activityLimits.maxMinutesPerDay, '7911'),
  day: z.iso.date('4000'),
});
export type ActivityInput = z.input<typeof activityInput>;

/**
 * Where an activity was logged: by the member here, or as a session of the coach's training plan (issue 38), which
 * counts here once, unless the member logged that day's strength workout here too, and is changed in the coach.
 */
export const activitySources = ['member', 'coach'] as const;
export type ActivitySource = (typeof activitySources)[number];

export const activity = z.object({
  id: z.string(),
  source: z.enum(activitySources),
  type: z.enum(activityTypes),
  durationMinutes: z.number().int(),
  day: z.string(),
  createdAt: z.iso.datetime(),
  /** Until then it can still be changed or removed here (never, for a session logged in the coach). */
  editableUntil: z.iso.datetime(),
});
export type Activity = z.infer<typeof activity>;

export const challengeState = z.object({
  month: z.string(),
  challenge: z
    .object({
      id: z.string(),
      title: resolvedText,
      metric: z.enum(challengeMetrics),
      goal: z.number().int(),
      progress: z.number().int(),
      /** Quarters of the goal reached, 0–4; 4 is the badge. */
      milestones: z.number().int(),
      isComplete: z.boolean(),
    })
    .nullable(),
  activities: z.array(activity),
  /** Months whose challenge the member completed, newest first: their badges. */
  badges: z.array(z.object({ month: z.string(), title: resolvedText })),
});
export type ChallengeState = z.infer<typeof challengeState>;

// ——— Streak, points, leaderboard ———

export const streakState = z.object({
  today: z.string(),
  current: z.number().int(),
  longest: z.number().int(),
  checkedInToday: z.boolean(),
  graceUsedThisWeek: z.boolean(),
  mustCheckInToday: z.boolean(),
  /** Points the check-in just gave; 0 when it was already made today. */
  pointsAwarded: z.number().int(),
});
export type StreakState = z.infer<typeof streakState>;

/**
 * How a month's points become entries in its draw (docs/decisions/017): everyone who enters holds the free entry (no
 * purchase or play necessary), and every `pointsPerEntry` points earn one more, `maxEarned` at most. Here so that the
 * API's arithmetic and the member screen's explanation cannot disagree.
 */
export const drawEntryRules = { free: 1, pointsPerEntry: 100, maxEarned: 10 } as const;

export const drawEntryCount = z.object({
  free: z.number().int(),
  earned: z.number().int(),
  total: z.number().int(),
  /** Points that make one more entry, and the most entries points can earn. */
  pointsPerEntry: z.number().int(),
  maxEarned: z.number().int(),
});
export type DrawEntryCount = z.infer<typeof drawEntryCount>;

export const pointsAward = z.object({
  source: z.enum(pointSources),
  points: z.number().int(),
  awardedAt: z.iso.datetime(),
});

export const pointsSummary = z.object({
  month: z.string(),
  monthTotal: z.number().int(),
  allTimeTotal: z.number().int(),
  bySource: z.record(z.enum(pointSources), z.number().int()),
  /** Each day of the month so far, the running total at its end: the month's chart. */
  byDay: z.array(z.object({ day: z.string(), points: z.number().int(), total: z.number().int() })),
  entries: drawEntryCount,
  /** The latest awards, newest first. */
  history: z.array(pointsAward),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

export const leaderboardPeriods = ['month', 'all'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
export const leaderboardQuery = z.object({ period: z.enum(leaderboardPeriods, '4000').default('month') });
export const leaderboardSize = 50;

export const leaderboardRow = z.object({
  rank: z.number().int(),
  /** As every screen shows them (issue 39): a member under 18 appears by username alone, without a picture. */
  person: personCard,
  points: z.number().int(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const leaderboard = z.object({
  period: z.enum(leaderboardPeriods),
  month: z.string(),
  rows: z.array(leaderboardRow),
  /** The caller's own place, also when outside the top; null without points (or for staff, who never rank). */
  me: leaderboardRow.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboard>;
