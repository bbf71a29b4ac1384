import { z } from 'zod';

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
export type TargetsReason = z.infer<typeof targetsReason>;

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

/** The coach's own questions (spec 6023 for an answer it cannot take). */
export const coachSettings = z.object({
  goal: z.enum(coachGoals, '6023'),
  activity: z.enum(activityLevels, '6023'),
  sessionsPerWeek: z
    .number('6023')
    .int('6023')
    .min(sessionsPerWeekRange.min, '6023')
    .max(sessionsPerWeekRange.max, '6023'),
});
export type CoachSettings = z.infer<typeof coachSettings>;

/**
 * What the coach still needs before it can plan: health data given with consent (D6), a height and weight within
 * its ranges, a birth date, and its own questions answered. It stores nothing of the member's body itself.
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
