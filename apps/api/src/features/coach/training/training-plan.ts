import {
  trainingLevels,
  trainingProgressionRange,
  type Language,
  type MovementPattern,
  type ProgressionAdaptation,
  type RepRange,
  type TrainingDay,
  type TrainingEquipment,
  type TrainingExercise,
  type TrainingFocus,
  type TrainingLevel,
  type TrainingSplit,
  type TrainingWeek,
} from '@vitalia/contracts';
import { exerciseTable } from '../../../data/exercises';
import type { Exercise } from '../../../data/exercises/exercise-types';
import { seededRandom } from '../../../lib/seeded-random';
import { lowestWeekBase } from './training-adaptation';

export interface TrainingInput {
  /** 0–7, as the member answered. */
  sessionsPerWeek: number;
  /** What they train with besides their body weight. */
  equipment: readonly TrainingEquipment[];
  level: TrainingLevel;
  /** 1 is the member's first week; blocks of 4 follow from it. */
  weekNumber: number;
  /** The member's step on the ladder of sets and reps (`nextProgression` moves it once a block). */
  progression: number;
  /** Stable per member: the same seed and week always give the same plan. */
  seed: string;
  language: Language;
  /** What the last block changed, echoed in the reason. */
  adaptation?: ProgressionAdaptation | null;
}

/** Every week keeps a rest day: a member asking for 7 sessions gets 6. */
export const maxSessionsPerWeek = 6;
/** Three weeks building up, then a deload: the usual 3:1 block. */
export const blockLength = 4;
/** The deload keeps about 60 % of the sets (reps unchanged) so fatigue clears before the next block. */
export const deloadShare = 0.6;
/** About 20 hard sets a week is the top of the range usually advised per muscle group; past it fatigue outgrows gains. */
export const maxWeeklySetsPerPattern = 20;
/** A timed set lasts about as long as its reps would: ~3 s a rep. */
export const secondsPerRep = 3;

/** Where a slot goes when the member's equipment has nothing for it (body weight has no overhead press or pull-up). */
export const patternFallbacks: Readonly<Partial<Record<MovementPattern, MovementPattern>>> = {
  vertical_push: 'horizontal_push',
  vertical_pull: 'horizontal_pull',
};

interface SessionTemplate {
  focus: TrainingFocus;
  slots: readonly MovementPattern[];
}

// Every session has as many push as pull slots, so the two stay even whatever the equipment.
const fullBodyA: SessionTemplate = {
  focus: 'full_body',
  slots: ['squat', 'horizontal_push', 'horizontal_pull', 'hinge', 'core'],
};
const fullBodyB: SessionTemplate = {
  focus: 'full_body',
  slots: ['lunge', 'vertical_push', 'vertical_pull', 'hinge', 'conditioning'],
};
const fullBodyC: SessionTemplate = {
  focus: 'full_body',
  slots: ['squat', 'vertical_push', 'horizontal_pull', 'hinge', 'core'],
};
const upper: SessionTemplate = {
  focus: 'upper',
  slots: ['horizontal_push', 'horizontal_pull', 'vertical_push', 'vertical_pull', 'conditioning'],
};
const lower: SessionTemplate = { focus: 'lower', slots: ['squat', 'hinge', 'lunge', 'core'] };
const push: SessionTemplate = {
  focus: 'push',
  slots: ['horizontal_push', 'vertical_push', 'horizontal_push', 'core'],
};
const pull: SessionTemplate = {
  focus: 'pull',
  slots: ['vertical_pull', 'horizontal_pull', 'horizontal_pull', 'conditioning'],
};
const legs: SessionTemplate = { focus: 'legs', slots: ['squat', 'hinge', 'lunge'] };

/**
 * The week by number of sessions (day 0 first). Rest days fall between sessions where the count allows, and the
 * templates are laid out so no pattern (core and conditioning included) lands on two days in a row.
 */
const weekShapes: readonly { split: TrainingSplit; days: readonly (SessionTemplate | null)[] }[] = [
  { split: 'none', days: [null, null, null, null, null, null, null] },
  { split: 'full_body', days: [fullBodyA, null, null, null, null, null, null] },
  { split: 'full_body', days: [fullBodyA, null, null, fullBodyB, null, null, null] },
  { split: 'full_body', days: [fullBodyA, null, fullBodyB, null, fullBodyC, null, null] },
  { split: 'upper_lower', days: [upper, lower, null, upper, lower, null, null] },
  { split: 'upper_lower_push_pull_legs', days: [upper, lower, null, push, pull, legs, null] },
  { split: 'push_pull_legs', days: [push, pull, legs, push, pull, legs, null] },
];

type DoseKind = 'strength' | 'core' | 'conditioning';
interface Dose {
  sets: number;
  maxSets: number;
  reps: RepRange;
}

/**
 * Where each level starts, within ACSM's 2009 progression models (novices 1–3 sets of 8–12; more sets and heavier,
 * lower-rep work as members advance): beginners 2 × 10–12, intermediates 3 × 8–10, advanced 3 × 6–8 with room for
 * more sets. Core and conditioning are counted in reps (or their time, `secondsPerRep` each).
 */
const baseDoses: Readonly<Record<DoseKind, Record<TrainingLevel, Dose>>> = {
  strength: {
    beginner: { sets: 2, maxSets: 3, reps: { min: 10, max: 12 } },
    intermediate: { sets: 3, maxSets: 4, reps: { min: 8, max: 10 } },
    advanced: { sets: 3, maxSets: 5, reps: { min: 6, max: 8 } },
  },
  core: {
    beginner: { sets: 2, maxSets: 3, reps: { min: 10, max: 12 } },
    intermediate: { sets: 2, maxSets: 3, reps: { min: 12, max: 15 } },
    advanced: { sets: 3, maxSets: 4, reps: { min: 15, max: 20 } },
  },
  conditioning: {
    beginner: { sets: 2, maxSets: 3, reps: { min: 10, max: 12 } },
    intermediate: { sets: 3, maxSets: 4, reps: { min: 12, max: 15 } },
    advanced: { sets: 3, maxSets: 4, reps: { min: 15, max: 20 } },
  },
};

/** The ladder adds at most this many reps; past it a member adds load (or a harder variation) instead. */
const maxAddedReps = 4;
/** Body weight is a light load for the legs, so unloaded squats, hinges and lunges take more reps for the same effort. */
const unloadedLegExtraReps = 4;
const legPatterns: readonly MovementPattern[] = ['squat', 'hinge', 'lunge'];

/**
 * Rest between sets by pattern and level: heavy lower-body lifts need the longest to recover (2–3 min for advanced
 * members' compound lifts), upper-body compounds a little less, core and conditioning keep rests short.
 */
const restSeconds: Readonly<Record<MovementPattern, Record<TrainingLevel, number>>> = {
  squat: { beginner: 90, intermediate: 120, advanced: 150 },
  hinge: { beginner: 90, intermediate: 120, advanced: 150 },
  lunge: { beginner: 60, intermediate: 90, advanced: 90 },
  horizontal_push: { beginner: 75, intermediate: 90, advanced: 120 },
  vertical_push: { beginner: 75, intermediate: 90, advanced: 120 },
  horizontal_pull: { beginner: 75, intermediate: 90, advanced: 120 },
  vertical_pull: { beginner: 75, intermediate: 90, advanced: 120 },
  core: { beginner: 45, intermediate: 45, advanced: 60 },
  conditioning: { beginner: 45, intermediate: 45, advanced: 60 },
};

/** Patterns whose weekly sets are capped alike: push and pull share a cap so they stay even. */
const setCapGroups: readonly (readonly MovementPattern[])[] = [
  legPatterns,
  ['horizontal_push', 'vertical_push', 'horizontal_pull', 'vertical_pull'],
  ['core'],
  ['conditioning'],
];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const levelRank = (level: TrainingLevel) => trainingLevels.indexOf(level);

const doseKindOf = (pattern: MovementPattern): DoseKind =>
  pattern === 'core' || pattern === 'conditioning' ? pattern : 'strength';

/** A step on the ladder: each step adds a rep, then a set, in turn, until the level's caps. */
function doseAt(base: Dose, step: number): { sets: number; reps: RepRange } {
  const addedReps = Math.min(Math.ceil(step / 2), maxAddedReps);
  return {
    sets: Math.min(base.sets + Math.floor(step / 2), base.maxSets),
    reps: { min: base.reps.min + addedReps, max: base.reps.max + addedReps },
  };
}

interface Member {
  level: TrainingLevel;
  hasEquipment: boolean;
  seed: string;
  block: number;
}

/**
 * Lower is better. A loaded move comes first when the member has equipment (that is why they named it). A move whose
 * load is the body (floor or bar) is set by its difficulty, so it should be within one level of the member's; a
 * loaded move fits any level, its weight doing the scaling.
 */
function preferenceOf(exercise: Exercise, member: Member): number {
  const isBodyLoaded = exercise.equipment === 'bodyweight' || exercise.equipment === 'pull_up_bar';
  const isUnloadedWhileEquipped = member.hasEquipment && exercise.equipment === 'bodyweight';
  const isTooEasy = isBodyLoaded && levelRank(member.level) - levelRank(exercise.level) >= 2;
  return 2 * Number(isUnloadedWhileEquipped) + Number(isTooEasy);
}

/**
 * One exercise per slot, seeded by block and session: the same all block long (overload needs the same move week to
 * week), a new draw each block. No exercise twice in a session while the pattern has others.
 */
function pickExercises(
  slots: readonly MovementPattern[],
  sessionIndex: number,
  candidatesOf: (pattern: MovementPattern) => readonly Exercise[],
  member: Member,
): Exercise[] {
  const used = new Set<string>();
  return slots.map((slot, slotIndex) => {
    const candidates = candidatesOf(slot);
    const fresh = candidates.filter((exercise) => !used.has(exercise.id));
    const pool = fresh.length > 0 ? fresh : candidates;
    const best = Math.min(...pool.map((exercise) => preferenceOf(exercise, member)));
    const choices = pool.filter((exercise) => preferenceOf(exercise, member) === best);
    const random = seededRandom(`${member.seed}|${member.block}|${sessionIndex}|${slotIndex}`);
    const chosen = choices[Math.floor(random() * choices.length)]!;
    used.add(chosen.id);
    return chosen;
  });
}

/** The exercises the member's equipment and level allow, by pattern. */
function exercisesByPattern(
  table: readonly Exercise[],
  equipment: ReadonlySet<TrainingEquipment>,
  level: TrainingLevel,
): Map<MovementPattern, Exercise[]> {
  const byPattern = new Map<MovementPattern, Exercise[]>();
  for (const exercise of table) {
    const hasKit = exercise.equipment === 'bodyweight' || equipment.has(exercise.equipment);
    if (!hasKit || levelRank(exercise.level) > levelRank(level)) continue;
    byPattern.set(exercise.pattern, [...(byPattern.get(exercise.pattern) ?? []), exercise]);
  }
  return byPattern;
}

/** The pattern a slot is filled from: its own, or its fallback's when the member has nothing for it. */
function resolvedPattern(
  pattern: MovementPattern,
  byPattern: ReadonlyMap<MovementPattern, unknown>,
): MovementPattern {
  if (byPattern.has(pattern)) return pattern;
  const fallback = patternFallbacks[pattern];
  if (!fallback)
    throw new Error(`The exercise table has nothing for ${pattern} with this equipment and level`);
  return resolvedPattern(fallback, byPattern);
}

/** Sets per exercise for each pattern, so the busiest pattern of its group stays within the weekly maximum. */
function setCapsOf(sessions: readonly (readonly MovementPattern[])[]): (pattern: MovementPattern) => number {
  const slotsPerPattern = new Map<MovementPattern, number>();
  for (const pattern of sessions.flat())
    slotsPerPattern.set(pattern, (slotsPerPattern.get(pattern) ?? 0) + 1);
  return (pattern) => {
    const group = setCapGroups.find((patterns) => patterns.includes(pattern))!;
    const busiest = Math.max(...group.map((grouped) => slotsPerPattern.get(grouped) ?? 0));
    return Math.floor(maxWeeklySetsPerPattern / busiest);
  };
}

interface Prescription {
  level: TrainingLevel;
  step: number;
  isDeload: boolean;
  setCapOf: (pattern: MovementPattern) => number;
  language: Language;
}

/** An exercise as the member does it this week: the step's sets and reps (or seconds), capped, deloaded. */
function prescribed(exercise: Exercise, week: Prescription): TrainingExercise {
  const dose = doseAt(baseDoses[doseKindOf(exercise.pattern)][week.level], week.step);
  const cappedSets = Math.min(dose.sets, week.setCapOf(exercise.pattern));
  const isUnloadedLegs = exercise.equipment === 'bodyweight' && legPatterns.includes(exercise.pattern);
  const extraReps = isUnloadedLegs ? unloadedLegExtraReps : 0;
  const reps = { min: dose.reps.min + extraReps, max: dose.reps.max + extraReps };
  return {
    exerciseId: exercise.id,
    name: exercise.names[week.language],
    cue: exercise.cue[week.language],
    steps: [...exercise.steps[week.language]],
    sets: week.isDeload ? Math.max(1, Math.round(cappedSets * deloadShare)) : cappedSets,
    reps: exercise.isTimed ? null : reps,
    seconds: exercise.isTimed ? reps.max * secondsPerRep : null,
    isPerSide: exercise.isPerSide,
    restSeconds: restSeconds[exercise.pattern][week.level],
    pattern: exercise.pattern,
    primaryMuscles: [...exercise.primaryMuscles],
  };
}

/**
 * The member's week: sessions split by how many they train, exercises their equipment and level allow, sets and
 * reps from their progression and the week of the block, a deload every 4th week. Pure and deterministic; the texts
 * are in `input.language`.
 */
export function trainingWeekOf(
  input: TrainingInput,
  table: readonly Exercise[] = exerciseTable,
): TrainingWeek {
  const weekNumber = Math.max(1, Math.floor(input.weekNumber));
  const blockWeek = ((weekNumber - 1) % blockLength) + 1;
  const isDeload = blockWeek === blockLength;
  const { min, max } = trainingProgressionRange;
  const progression = clamp(Math.round(input.progression), lowestWeekBase, max);
  const sessionsPerWeek = clamp(Math.floor(input.sessionsPerWeek), 0, 7);
  const plannedSessions = Math.min(sessionsPerWeek, maxSessionsPerWeek);
  const shape = weekShapes[plannedSessions]!;
  const equipment = new Set(input.equipment);

  const byPattern = exercisesByPattern(table, equipment, input.level);
  const sessions = shape.days.map((template) =>
    template?.slots.map((slot) => resolvedPattern(slot, byPattern)),
  );
  const week: Prescription = {
    level: input.level,
    // Weeks 1–3 climb one step each from the member's progression; the deload keeps week 3's reps.
    step: Math.max(min, progression + Math.min(blockWeek, blockLength - 1) - 1),
    isDeload,
    setCapOf: setCapsOf(sessions.filter((slots) => slots !== undefined)),
    language: input.language,
  };
  const member: Member = {
    level: input.level,
    hasEquipment: equipment.size > 0,
    seed: input.seed,
    block: Math.floor((weekNumber - 1) / blockLength),
  };
  const candidatesOf = (pattern: MovementPattern) => byPattern.get(pattern) ?? [];

  const days: TrainingDay[] = shape.days.map((template, dayIndex) => {
    const slots = sessions[dayIndex];
    if (!template || !slots) return { dayIndex, kind: 'rest', focus: null, exercises: [] };
    const exercises = pickExercises(slots, dayIndex, candidatesOf, member);
    return {
      dayIndex,
      kind: 'session',
      focus: template.focus,
      exercises: exercises.map((exercise) => prescribed(exercise, week)),
    };
  });

  return {
    weekNumber,
    blockWeek,
    isDeload,
    days,
    reason: {
      sessionsPerWeek,
      plannedSessions,
      isCapped: sessionsPerWeek > maxSessionsPerWeek,
      split: shape.split,
      level: input.level,
      equipmentCount: equipment.size,
      isDeload,
      progression,
      adaptation: input.adaptation ?? null,
    },
  };
}
