import {
  activityLevels,
  allergens,
  coachBodyRanges,
  coachGoals,
  dietaryPreferences,
  genders,
} from '@vitalia/contracts';
import fc from 'fast-check';

const { heightCm, weightKg, bmi } = coachBodyRanges;

/** Any member the coach plans for: every gender, activity and goal, bodies within the coach's ranges (tests only). */
export const coachMember = (ages = { min: 13, max: 90 }) =>
  fc
    .record({
      ageYears: fc.integer(ages),
      gender: fc.constantFrom(...genders),
      heightCm: fc.integer(heightCm),
      weightKg: fc.integer({ min: weightKg.min * 10, max: weightKg.max * 10 }).map((tenths) => tenths / 10),
      activity: fc.constantFrom(...activityLevels),
      goal: fc.constantFrom(...coachGoals),
      sessionsPerWeek: fc.integer({ min: 0, max: 7 }),
    })
    .filter(({ heightCm: height, weightKg: weight }) => {
      const index = weight / (height / 100) ** 2;
      return index >= bmi.min && index <= bmi.max;
    });

/** Any set of diets (omnivore aside, which restricts nothing) and allergies, mostly small as members' are. */
export const restrictions = () =>
  fc.record({
    diets: fc.subarray(
      dietaryPreferences.filter((diet) => diet !== 'omnivore'),
      { maxLength: 3 },
    ),
    allergies: fc.oneof(
      { weight: 3, arbitrary: fc.subarray([...allergens], { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.subarray([...allergens], { minLength: 4, maxLength: 8 }) },
    ),
  });
