import { readFileSync } from 'node:fs';
import type { Exercise } from './exercises/exercise-types';

/**
 * The committed exercise table (exercises/exercises.json, made by exercises/build-exercises.ts), shared by the
 * features that read it (the coach's training, the games' quiz). Read once as data.
 */
export const exerciseTable: readonly Exercise[] = JSON.parse(
  readFileSync(new URL('./exercises/exercises.json', import.meta.url), 'utf8'),
) as Exercise[];
