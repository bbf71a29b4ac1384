import { paths } from '@vitalia/contracts';
import type {
  CoachState,
  DayNoteEvent,
  EnergyTargets,
  Meal,
  MealDish,
  MealItem,
  MealWeek,
  ShoppingList,
  TrainingDay,
  TrainingExercise,
  TrainingPlan,
  TrainingWeek,
  WeightEntry,
} from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { identityClient } from '../../lib/identity-client';
import coachCopy from '../../locales/en/coach.json';
import healthCopy from '../../locales/en/health.json';
import { initTestI18n } from '../../test/i18n';
import { daysOfWeek } from './week';
import { eventStream } from '../../test/event-stream';
import { renderScreenAt } from '../../test/render-screen';

export async function initCoachCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'coach', coachCopy);
  // The meal plan names diets and allergens with the health step's words.
  i18next.addResourceBundle('en', 'health', healthCopy);
}

export { signInAs } from '../../test/sign-in-as';

/** A screen as the app renders it, at `path`. */
export const renderScreen = (screen: ReactNode, { path = paths.coach() }: { path?: string } = {}) =>
  renderScreenAt(screen, path);

/** Wednesday 11 March 2026, mid-morning where the test runs: this week starts on Monday 9 March. */
export const thisMonday = '2026-03-09';
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 11, 10, 0));
}

/** A 30-year-old man of 180 cm and 80 kg who wants to gain weight, training four times a week. */
export const targetsFixture = (
  overrides: Partial<EnergyTargets> = {},
  reason: Partial<EnergyTargets['reason']> = {},
): EnergyTargets => ({
  restingKcal: 1780,
  maintenanceKcal: 2450,
  energyKcal: 2750,
  floorKcal: 1780,
  proteinG: 144,
  fatG: 92,
  carbsG: 337,
  ...overrides,
  reason: {
    goal: 'gain',
    appliedGoal: 'gain',
    adjustmentKcal: 300,
    sessionsPerWeek: 4,
    isAtFloor: false,
    isMinor: false,
    ...reason,
  },
});

export const stateFixture = (overrides: Partial<CoachState> = {}): CoachState => ({
  settings: {
    goal: 'gain',
    activity: 'moderate',
    sessionsPerWeek: 4,
    equipment: ['dumbbells'],
    level: 'intermediate',
  },
  needs: [],
  targets: targetsFixture(),
  ...overrides,
});

const item = (foodId: string, name: string, grams: number, kcal: number): MealItem => ({
  foodId,
  name,
  grams,
  kcal,
  proteinG: Math.round(kcal / 20),
  fatG: Math.round(kcal / 40),
  carbsG: Math.round(kcal / 8),
});

const mealOf = (slot: Meal['slot'], items: MealItem[], dish: MealDish | null = null): Meal => ({
  slot,
  dish,
  items,
  totals: items.reduce(
    (sum, each) => ({
      kcal: sum.kcal + each.kcal,
      proteinG: sum.proteinG + each.proteinG,
      fatG: sum.fatG + each.fatG,
      carbsG: sum.carbsG + each.carbsG,
    }),
    { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0 },
  ),
});

/** Two meals a day, the same every day but Wednesday's lunch: enough to tell days and swaps apart. */
export const porridge = mealOf('breakfast', [
  item('oats', 'Oat flakes', 80, 300),
  item('milk', 'Semi-skimmed milk', 250, 115),
]);
export const lentilBowl = mealOf('lunch', [item('lentils', 'Green lentils, cooked', 350, 406)]);
export const wednesdayLunch = mealOf('lunch', [item('chickpeas', 'Chickpeas, cooked', 300, 492)]);
/** A lunch that is a named dish: last night's lentil soup again. */
export const lentilSoup = mealOf(
  'lunch',
  [item('lentils-green-cooked', 'Green lentils, cooked', 260, 302), item('carrot-raw', 'Carrot', 120, 49)],
  {
    recipeId: 'lentil-soup',
    name: 'Lentil and carrot soup',
    prepMinutes: 10,
    cookMinutes: 30,
    portion: 1.5,
    isLeftover: true,
    tomorrowPortion: null,
    ingredients: [
      { foodId: 'lentils-green-cooked', name: 'Green lentils', grams: 105 },
      { foodId: 'carrot-raw', name: 'Carrot', grams: 120 },
    ],
    steps: ['Rinse the lentils.', 'Simmer them with the carrot for 30 minutes.', 'Blend half and serve.'],
  },
);
export const tofuLunch = mealOf('lunch', [
  item('tofu', 'Firm tofu', 200, 288),
  item('rice', 'Brown rice, cooked', 150, 185),
]);

export function mealWeekFixture(
  overrides: Partial<MealWeek> = {},
  lunchOn: (date: string) => Meal = (date) => (date === '2026-03-11' ? wednesdayLunch : lentilBowl),
): MealWeek {
  return {
    state: 'planned',
    weekStart: thisMonday,
    days: daysOfWeek(overrides.weekStart ?? thisMonday).map((date) => {
      const meals = [porridge, lunchOn(date)];
      return {
        date,
        meals,
        totals: mealOf(
          'snack',
          meals.flatMap((meal) => meal.items),
        ).totals,
      };
    }),
    targets: { kcal: 2000, proteinG: 120, fatG: 70, carbsG: 230, floorKcal: 1500, isLowCarb: false },
    diets: ['vegetarian'],
    allergies: ['nuts'],
    wasRebuilt: false,
    rebuiltBecause: null,
    bends: [],
    ...overrides,
  };
}

/** The aisles out of shop order, one of them empty, as a server might send them. */
export const shoppingFixture = (overrides: Partial<ShoppingList> = {}): ShoppingList => ({
  state: 'planned',
  weekStart: thisMonday,
  aisles: [
    { aisle: 'pantry', items: [{ foodId: 'oats', name: 'Oat flakes', grams: 600 }] },
    { aisle: 'frozen', items: [] },
    {
      aisle: 'produce',
      items: [
        { foodId: 'apples', name: 'Apples', grams: 1200 },
        { foodId: 'spinach', name: 'Spinach', grams: 350 },
      ],
    },
    { aisle: 'dairy-eggs', items: [{ foodId: 'milk', name: 'Semi-skimmed milk', grams: 1750 }] },
  ],
  ...overrides,
});

export const squat: TrainingExercise = {
  exerciseId: 'bodyweight-squat',
  name: 'Bodyweight squat',
  cue: 'Sit back with your hips and keep your chest up.',
  steps: [
    'Stand with your feet shoulder-width apart.',
    'Bend your knees and hips to sit back and down.',
    'Drive through your feet to stand back up.',
  ],
  sets: 3,
  reps: { min: 8, max: 10 },
  seconds: null,
  isPerSide: false,
  restSeconds: 90,
  pattern: 'squat',
  primaryMuscles: ['quadriceps'],
};

export const sidePlank: TrainingExercise = {
  exerciseId: 'side-plank',
  name: 'Side plank',
  cue: 'Keep a straight line from head to heels.',
  steps: ['Lie on your side on one forearm.', 'Lift your hips and hold.'],
  sets: 3,
  reps: null,
  seconds: 30,
  isPerSide: true,
  restSeconds: 60,
  pattern: 'core',
  primaryMuscles: ['abdominals'],
};

const sessionOf = (dayIndex: number, focus: TrainingDay['focus']): TrainingDay => ({
  dayIndex,
  kind: 'session',
  focus,
  exercises: [squat, sidePlank],
});
const restOf = (dayIndex: number): TrainingDay => ({ dayIndex, kind: 'rest', focus: null, exercises: [] });

/** Three sessions a week, body weight only: Monday, Wednesday (today in the tests) and Friday; rest between. */
export function trainingWeekFixture(
  overrides: Partial<TrainingWeek> = {},
  reason: Partial<TrainingWeek['reason']> = {},
): TrainingWeek {
  return {
    weekNumber: 2,
    blockWeek: 2,
    isDeload: false,
    days: [
      sessionOf(0, 'full_body'),
      restOf(1),
      sessionOf(2, 'upper'),
      restOf(3),
      sessionOf(4, 'lower'),
      restOf(5),
      restOf(6),
    ],
    ...overrides,
    reason: {
      sessionsPerWeek: 3,
      plannedSessions: 3,
      isCapped: false,
      split: 'full_body',
      level: 'beginner',
      equipmentCount: 0,
      isDeload: false,
      progression: 1,
      adaptation: { change: 'advance', because: 'on_track' },
      ...reason,
    },
  };
}

export const trainingPlanFixture = (overrides: Partial<TrainingPlan> = {}): TrainingPlan => ({
  weekStart: thisMonday,
  // The member began a week before: this is their second week.
  startedOn: '2026-03-02',
  week: trainingWeekFixture(),
  logs: [],
  ...overrides,
});

/** A few weights over two weeks, the targets following them; one logged before the coach had targets. */
export const weightsFixture = (): WeightEntry[] => [
  { date: '2026-02-25', weightKg: 81.2, energyKcal: null },
  { date: '2026-03-02', weightKg: 80.6, energyKcal: 2780 },
  { date: '2026-03-09', weightKg: 80, energyKcal: 2750 },
];

export const noteStream = () => eventStream<DayNoteEvent>();

/** A refusal before any word of a stream, as the API answers it. */
export const refusalResponse = (status: number, code: number) =>
  new Response(JSON.stringify({ error: { code, message: 'server words, never shown' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The note's server: a token, then each response in turn to the fetches the stream makes. */
export function serveNotes(...responses: Response[]) {
  vi.spyOn(identityClient, 'getToken').mockResolvedValue('token-1');
  const fetch = vi.spyOn(globalThis, 'fetch');
  for (const response of responses) fetch.mockResolvedValueOnce(response);
  return fetch;
}
