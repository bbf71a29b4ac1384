import { access, answer, endpoint } from '../endpoint';
import { z } from 'zod';
import { coachSettings, coachState, weightEntry, weightLogInput } from '../coach';
import {
  dayNoteRequest,
  mealSwap,
  mealWeek,
  mealWeekQuery,
  mealWeekRead,
  shoppingListRead,
} from '../coach-meals';
import { sessionLogInput, sessionUnlogQuery, trainingPlan, trainingPlanQuery } from '../coach-training';

/** The AI coach is Premium (D4): a Free member is answered 4003 before anything is read. */
export const coachStateOf = endpoint({
  method: 'GET',
  path: '/coach',
  access: access.premium,
  resource: 'coach',
  summary: "The coach's answers, what it still needs, and the day's energy and macro targets once it has all",
  response: answer(coachState),
});

export const saveCoachSettings = endpoint({
  method: 'PUT',
  path: '/coach/settings',
  access: access.premium,
  resource: 'coach',
  changes: ['coach'],
  summary:
    "Answers the coach's questions: goal, activity outside sessions, sessions a week, equipment, level",
  body: coachSettings,
  response: answer(coachState),
});

export const mealWeekOf = endpoint({
  method: 'GET',
  path: '/coach/meals',
  access: access.premium,
  resource: 'coach',
  summary:
    "The week of meals starting on `week` (a Monday), checked against the member's targets, diets and allergies; or, before the coach can plan, what it still needs",
  query: mealWeekQuery,
  response: answer(mealWeekRead),
});

export const swapMeal = endpoint({
  method: 'POST',
  path: '/coach/meals/swap',
  access: access.premium,
  resource: 'coach',
  changes: ['coach'],
  summary:
    'Another dish of the same meal for one meal of a day (other foods on a day no dish fitted); the day is fitted again so it keeps every rule',
  body: mealSwap,
  response: answer(mealWeek),
});

export const shoppingListOf = endpoint({
  method: 'GET',
  path: '/coach/shopping-list',
  access: access.premium,
  resource: 'coach',
  summary:
    "The week's shopping: each food once, weighed as bought, by aisle; or, before the coach can plan, what it still needs",
  query: mealWeekQuery,
  response: answer(shoppingListRead),
});

export const trainingPlanOf = endpoint({
  method: 'GET',
  path: '/coach/training',
  access: access.premium,
  resource: 'coach',
  summary:
    "Last, this or next week of the member's training (weeks run from the day they started), adapted to the week before, with the sessions logged in it; next week is a preview",
  query: trainingPlanQuery,
  response: answer(trainingPlan),
});

export const logSession = endpoint({
  method: 'PUT',
  path: '/coach/training/sessions',
  access: access.premium,
  resource: 'coach',
  changes: ['coach', 'games'],
  summary:
    "Logs a planned session with how it felt (again replaces it); the next week adapts to it, and it counts once for the month's challenge and the streak",
  body: sessionLogInput,
  response: answer(trainingPlan),
});

export const unlogSession = endpoint({
  method: 'DELETE',
  path: '/coach/training/sessions',
  access: access.premium,
  resource: 'coach',
  changes: ['coach', 'games'],
  summary:
    "Takes a logged session back: it no longer counts for the next week, the month's challenge or the streak",
  query: sessionUnlogQuery,
  response: answer(trainingPlan),
});

export const weightsOf = endpoint({
  method: 'GET',
  path: '/coach/weights',
  access: access.premium,
  resource: 'coach',
  summary:
    'The weights the member logged over the last year, oldest first, each with the energy target it gave',
  response: answer(z.array(weightEntry)),
});

export const logWeight = endpoint({
  method: 'PUT',
  path: '/coach/weights',
  access: access.premium,
  resource: 'coach',
  changes: ['coach', 'health-profile'],
  summary:
    "Logs a day's weight (again replaces it); the latest becomes the health profile's weight and the targets follow",
  body: weightLogInput,
  response: answer(z.array(weightEntry)),
});

/**
 * The coach's note on a day of meals, streamed back as Server-Sent Events (`dayNoteEvent`): a model's words around
 * the engine's numbers when one is configured and every sentence passes its checks, else the engine's own note.
 */
export const dayNoteOf = endpoint({
  method: 'POST',
  path: '/coach/meals/note',
  access: access.premium,
  resource: 'coach',
  summary:
    "The coach's note on a day of meals, streamed: a model's words checked against the plan, or the engine's",
  body: dayNoteRequest,
});
