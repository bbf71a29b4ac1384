import type { TrainingDay, TrainingExercise } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { sessionMinutesOf } from './session-minutes';
import { trainingWeekOf } from './training-plan';

const exercise = (overrides: Partial<TrainingExercise>): TrainingExercise => ({
  exerciseId: 'squat',
  name: 'Squat',
  cue: '',
  steps: [],
  sets: 3,
  reps: { min: 8, max: 10 },
  seconds: null,
  isPerSide: false,
  restSeconds: 60,
  pattern: 'squat',
  primaryMuscles: [],
  ...overrides,
});
const day = (exercises: TrainingExercise[]): TrainingDay => ({
  dayIndex: 0,
  kind: 'session',
  focus: 'full_body',
  exercises,
});

describe('how long a session takes (issue 38)', () => {
  it('adds a warm-up to each set’s work and rest, both sides of a one-sided move, rounded up', () => {
    // 5 min + 3 × (10 × 3 s + 60 s) = 300 + 270 s = 9.5 min.
    expect(sessionMinutesOf(day([exercise({})]))).toBe(10);
    // Per side: 3 × (2 × 30 s + 60 s) = 360 s more than the warm-up.
    expect(sessionMinutesOf(day([exercise({ isPerSide: true })]))).toBe(11);
    // A timed plank: 2 × (45 s + 45 s).
    expect(sessionMinutesOf(day([exercise({ sets: 2, reps: null, seconds: 45, restSeconds: 45 })]))).toBe(8);
  });

  it('gives every planned session of every level a plausible length the challenge accepts', () => {
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      const week = trainingWeekOf({
        sessionsPerWeek: 6,
        equipment: ['dumbbells', 'barbell'],
        level,
        weekNumber: 3,
        progression: 6,
        seed: 'minutes',
        language: 'en',
      });
      for (const session of week.days.filter((each) => each.kind === 'session')) {
        expect(sessionMinutesOf(session)).toBeGreaterThanOrEqual(20);
        expect(sessionMinutesOf(session)).toBeLessThanOrEqual(120);
      }
    }
  });
});
