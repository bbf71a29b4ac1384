import { z } from 'zod';
import { weightRangeKg } from './health-profile';

/**
 * The AI coach (issue 16): its numbers come from our code (D9). These are the coach's own questions and the daily
 * targets its engine works out; docs/decisions/028-coach-energy-targets.md explains the formulas and bounds.
 */
export const coachGoals = ['lose', 'keep', 'gain', 'performance'] as const;
export type CoachGoal = (typeof coachGoals)[number];

/** How active a member is outside their planned sessions, each with its standard multiplier of resting energy. */
export const activityLevels = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const;
export type ActivityLevel = (typeof activityLevels)[number];

export const sessionsPerWeekRange = { min: 0, max: 7 } as const;

/** What a member can train with besides their body weight (which every plan may use). */
export const trainingEquipment = [
  'dumbbells',
  'kettlebells',
  'bands',
  'barbell',
  'pull_up_bar',
  'gym_machines',
] as const;
export type TrainingEquipment = (typeof trainingEquipment)[number];

export const trainingLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type TrainingLevel = (typeof trainingLevels)[number];

/**
 * The bodies the engine's formulas were made for. The health step accepts wider values (a typo stays fixable); the
 * coach asks again (6023) rather than plan from a height, weight or BMI outside these.
 */
export const coachBodyRanges = {
  heightCm: { min: 120, max: 230 },
  weightKg: { min: 30, max: 300 },
  bmi: { min: 12, max: 70 },
  ageYears: { min: 13, max: 110 },
} as const;

/** Members under this age get no deficit at all: "eat well and train" (D9). */
export const adultAge = 18;

/** Why the targets are what they are, in facts the web words in the member's language. */
export const targetsReason = z.object({
  goal: z.enum(coachGoals),
  /** The goal as applied: a minor asking to lose weight is given `keep`. */
  appliedGoal: z.enum(coachGoals),
  adjustmentKcal: z.number().int(),
  sessionsPerWeek: z.number().int(),
  /** The energy was raised to the floor. */
  isAtFloor: z.boolean(),
  isMinor: z.boolean(),
});

/** A day's targets: energy and the three macronutrients, with what they rest on. */
export const energyTargets = z.object({
  restingKcal: z.number().int(),
  maintenanceKcal: z.number().int(),
  energyKcal: z.number().int(),
  floorKcal: z.number().int(),
  proteinG: z.number().int(),
  fatG: z.number().int(),
  carbsG: z.number().int(),
  reason: targetsReason,
});
export type EnergyTargets = z.infer<typeof energyTargets>;

/**
 * Spec §5 on the coach's own questions: 6021 for an answer not given (absent, or a form's empty choice), 6022 for one
 * it cannot take.
 */
const coachAnswer = (issue: { input?: unknown }) => (issue.input == null ? '6021' : '6022');

/**
 * The coach's own questions (spec 6021 when one is not answered, 6022 for an answer it cannot take). Members who
 * answered before equipment and level were asked hold none and `beginner` until they answer again: the safest start.
 * Goal and activity set the energy targets from the body: health data (D6), kept only under the health consent
 * (without it they are not stored; with it they are required, 6021) and deleted when it is withdrawn. Training needs
 * only the rest.
 */
export const coachSettings = z.object({
  goal: z.enum(coachGoals, { error: coachAnswer }).optional(),
  activity: z.enum(activityLevels, { error: coachAnswer }).optional(),
  sessionsPerWeek: z
    .number({ error: coachAnswer })
    .int('6022')
    .min(sessionsPerWeekRange.min, '6022')
    .max(sessionsPerWeekRange.max, '6022'),
  equipment: z
    .array(z.enum(trainingEquipment, '6022'), { error: coachAnswer })
    .refine((items) => new Set(items).size === items.length, '6022'),
  level: z.enum(trainingLevels, { error: coachAnswer }),
});
export type CoachSettings = z.infer<typeof coachSettings>;

/**
 * What the coach still needs before it can plan: health data given with consent (D6), a height and weight within
 * its ranges, a birth date, and its own questions answered (goal and activity once consent is given). It stores
 * nothing of the member's body itself.
 */
export const coachNeeds = ['healthConsent', 'height', 'weight', 'birthDate', 'settings'] as const;
export type CoachNeed = (typeof coachNeeds)[number];

/** The coach's state for a member: their answers, what is missing, and the targets once nothing is. */
export const coachState = z.object({
  settings: coachSettings.nullable(),
  needs: z.array(z.enum(coachNeeds)),
  targets: energyTargets.nullable(),
});
export type CoachState = z.infer<typeof coachState>;

/** A weight the member logged for a day, with the day's energy target it gave (for the chart of both over time). */
export const weightEntry = z.object({
  date: z.string(),
  weightKg: z.number(),
  energyKcal: z.number().int().nullable(),
});
export type WeightEntry = z.infer<typeof weightEntry>;

/** How far back a weight may be logged, and how far back the chart reads. */
export const weightLogDays = 365;

export const weightLogInput = z.object({
  date: z.string('4000').regex(/^\d{4}-\d{2}-\d{2}$/, '4000'),
  weightKg: z
    .number('6023')
    .min(weightRangeKg.min, '6023')
    .max(weightRangeKg.max, '6023')
    .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, '6023'),
});
export type WeightLogInput = z.infer<typeof weightLogInput>;
