import { z } from 'zod';
import { trainingLevels } from './coach';

/**
 * The coach's training week (issue 16): built by our engine from a curated exercise table (free-exercise-db, public
 * domain), in 4-week blocks, and moved block by block by how the member rated their sessions. Like the targets
 * (decision 028), every number comes from our code; `reason` carries facts the web words.
 *
 * A member's training weeks run seven days from the day they started (issue 38), not Monday to Sunday: a member who
 * starts on a Sunday trains Sunday to Saturday. The web sends the member's own calendar day (`today`), which the API
 * trusts within a day of UTC's, as every time zone is.
 */

/** A calendar day, `YYYY-MM-DD`. */
const calendarDay = z.iso.date('4000');

/** The weeks a member can open: the one before (to look back), this one and the next (previewed, never decided). */
export const trainingWeekChoices = ['last', 'this', 'next'] as const;
export type TrainingWeekChoice = (typeof trainingWeekChoices)[number];

export const trainingPlanQuery = z.object({
  /** The member's calendar day where they are. */
  today: calendarDay,
  week: z.enum(trainingWeekChoices, '4000').default('this'),
});
export type TrainingPlanQuery = z.infer<typeof trainingPlanQuery>;

/** What an exercise trains, as the plan balances it. */
export const movementPatterns = [
  'squat',
  'hinge',
  'lunge',
  'horizontal_push',
  'vertical_push',
  'horizontal_pull',
  'vertical_pull',
  'core',
  'conditioning',
] as const;
export type MovementPattern = (typeof movementPatterns)[number];

/** The muscles free-exercise-db names, snake_cased so the web can key its translations on them. */
export const muscleGroups = [
  'abdominals',
  'abductors',
  'adductors',
  'biceps',
  'calves',
  'chest',
  'forearms',
  'glutes',
  'hamstrings',
  'lats',
  'lower_back',
  'middle_back',
  'neck',
  'quadriceps',
  'shoulders',
  'traps',
  'triceps',
] as const;
export type MuscleGroup = (typeof muscleGroups)[number];

/** How the week's sessions are divided, by how many the member trains. */
export const trainingSplits = [
  'none',
  'full_body',
  'upper_lower',
  'upper_lower_push_pull_legs',
  'push_pull_legs',
] as const;
export type TrainingSplit = (typeof trainingSplits)[number];

export const trainingFocuses = ['full_body', 'upper', 'lower', 'push', 'pull', 'legs'] as const;
export type TrainingFocus = (typeof trainingFocuses)[number];

/** How a member found a session: what the next block is adapted from. */
export const sessionRatings = ['too_easy', 'right', 'too_hard'] as const;
export type SessionRating = (typeof sessionRatings)[number];

/**
 * Where a member stands on the engine's ladder of sets and reps: 0 is where every level starts; each step adds a
 * rep or a set. Stored per member and moved once a block by `nextProgression`.
 */
export const trainingProgressionRange = { min: 0, max: 6 } as const;

export const progressionChanges = ['advance', 'hold', 'step_back'] as const;
export type ProgressionChange = (typeof progressionChanges)[number];

export const progressionCauses = [
  'no_sessions_planned',
  'missed_sessions',
  'too_hard',
  'too_easy',
  'on_track',
] as const;
export type ProgressionCause = (typeof progressionCauses)[number];

/** The change made to the member's progression after their last block, and why. */
export const progressionAdaptation = z.object({
  change: z.enum(progressionChanges),
  because: z.enum(progressionCauses),
});
export type ProgressionAdaptation = z.infer<typeof progressionAdaptation>;

export const repRange = z.object({ min: z.number().int().min(1), max: z.number().int().min(1) });
export type RepRange = z.infer<typeof repRange>;

/** One exercise of a session, its texts in the member's language. Exactly one of `reps` and `seconds` is set. */
export const trainingExercise = z
  .object({
    exerciseId: z.string(),
    name: z.string(),
    cue: z.string(),
    steps: z.array(z.string()),
    sets: z.number().int().min(1),
    reps: repRange.nullable(),
    /** Seconds a set lasts, for a timed exercise (a plank, an interval on a bike). */
    seconds: z.number().int().min(1).nullable(),
    /** The reps or seconds are for each side (a lunge, a one-arm row). */
    isPerSide: z.boolean(),
    restSeconds: z.number().int().min(0),
    pattern: z.enum(movementPatterns),
    primaryMuscles: z.array(z.enum(muscleGroups)),
  })
  .refine((exercise) => (exercise.reps === null) !== (exercise.seconds === null));
export type TrainingExercise = z.infer<typeof trainingExercise>;

export const trainingDay = z.object({
  /** 0 is the first day of the member's week. */
  dayIndex: z.number().int().min(0).max(6),
  kind: z.enum(['session', 'rest']),
  /** Null on a rest day. */
  focus: z.enum(trainingFocuses).nullable(),
  exercises: z.array(trainingExercise),
});
export type TrainingDay = z.infer<typeof trainingDay>;

/** Why the week is what it is, in facts the web words in the member's language. */
export const trainingWeekReason = z.object({
  /** What the member asked for. */
  sessionsPerWeek: z.number().int(),
  /** What the week holds: at most 6, so every week keeps a rest day. */
  plannedSessions: z.number().int(),
  isCapped: z.boolean(),
  split: z.enum(trainingSplits),
  level: z.enum(trainingLevels),
  /** How many kinds of equipment the member has besides their body weight. */
  equipmentCount: z.number().int(),
  isDeload: z.boolean(),
  /** The member's progression as applied (clamped to `trainingProgressionRange`). */
  progression: z.number().int(),
  /** What the last block changed, when the plan was adapted. */
  adaptation: progressionAdaptation.nullable(),
});

export const trainingWeek = z.object({
  weekNumber: z.number().int().min(1),
  /** 1–3 build up, 4 is the deload. */
  blockWeek: z.number().int().min(1).max(4),
  isDeload: z.boolean(),
  days: z.array(trainingDay).length(7),
  reason: trainingWeekReason,
});
export type TrainingWeek = z.infer<typeof trainingWeek>;

/** A planned session the member logged, with how it felt. */
export const sessionLog = z.object({
  dayIndex: z.number().int().min(0).max(6),
  rating: z.enum(sessionRatings),
  loggedAt: z.iso.datetime(),
});
export type SessionLog = z.infer<typeof sessionLog>;

/** A planned session of one of the member's weeks (its first day, `weekStart` of the plan), on their `today`. */
const plannedSession = {
  week: calendarDay,
  today: calendarDay,
  dayIndex: z.number('4000').int('4000').min(0, '4000').max(6, '4000'),
};

export const sessionLogInput = z.object({ ...plannedSession, rating: z.enum(sessionRatings, '4000') });
export type SessionLogInput = z.infer<typeof sessionLogInput>;

/** The session to unlog, in the query of a DELETE. */
export const sessionUnlogQuery = z.object({
  ...plannedSession,
  dayIndex: z.coerce.number('4000').int('4000').min(0, '4000').max(6, '4000'),
});
export type SessionUnlogQuery = z.infer<typeof sessionUnlogQuery>;

/** A member's week of training and the sessions they logged in it. */
export const trainingPlan = z.object({
  /** The week's first day; the days follow it (day 0 is this day). */
  weekStart: z.string(),
  /** The day the member's plan began: there is no week before the one starting then. */
  startedOn: z.string(),
  week: trainingWeek,
  logs: z.array(sessionLog),
});
export type TrainingPlan = z.infer<typeof trainingPlan>;
