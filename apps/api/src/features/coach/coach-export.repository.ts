import type { Language } from '@vitalia/contracts';
import { asc, eq } from 'drizzle-orm';
import { foodsById } from '../../data/foods';
import type { Database } from '../../db/client';
import { coachMealWeeks, coachSessionLogs, coachTrainingWeeks } from '../../db/schema';
import type { CoachRepository } from './coach.repository';

/**
 * The coach's part of a member's data export (decision 046): the repository's answers and weights, then the weeks
 * it planned for them and the sessions they logged. Meals are stored as food ids and grams; the file names each food
 * in the member's language.
 */
const dayMs = 24 * 60 * 60 * 1000;

export function coachExport(db: Database, repository: Pick<CoachRepository, 'exportFor'>) {
  return async (userId: string, language: Language) => {
    const [base, mealWeeks, trainingWeeks, sessions] = await Promise.all([
      repository.exportFor(userId),
      db
        .select({
          weekStart: coachMealWeeks.weekStart,
          swaps: coachMealWeeks.swaps,
          days: coachMealWeeks.days,
        })
        .from(coachMealWeeks)
        .where(eq(coachMealWeeks.userId, userId))
        .orderBy(asc(coachMealWeeks.weekStart)),
      db
        .select({
          weekStart: coachTrainingWeeks.weekStart,
          progression: coachTrainingWeeks.progression,
          change: coachTrainingWeeks.change,
          because: coachTrainingWeeks.because,
        })
        .from(coachTrainingWeeks)
        .where(eq(coachTrainingWeeks.userId, userId))
        .orderBy(asc(coachTrainingWeeks.weekStart)),
      db
        .select({
          weekStart: coachSessionLogs.weekStart,
          dayIndex: coachSessionLogs.dayIndex,
          rating: coachSessionLogs.rating,
          loggedAt: coachSessionLogs.loggedAt,
        })
        .from(coachSessionLogs)
        .where(eq(coachSessionLogs.userId, userId))
        .orderBy(asc(coachSessionLogs.weekStart), asc(coachSessionLogs.dayIndex)),
    ]);
    return {
      ...base,
      mealPlans: mealWeeks.map(({ weekStart, swaps, days }) => ({
        weekStart,
        swaps,
        days: days.map((day, index) => ({
          date: new Date(Date.parse(`${weekStart}T00:00:00Z`) + index * dayMs).toISOString().slice(0, 10),
          meals: day.meals.map((meal) => ({
            meal: meal.slot,
            foods: meal.items.map((item) => ({
              food: foodsById.get(item.foodId)?.names[language] ?? item.foodId,
              grams: item.grams,
            })),
          })),
        })),
      })),
      trainingWeeks,
      sessions,
    };
  };
}
