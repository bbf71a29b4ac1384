import {
  activityLevels,
  allergens,
  coachBodyRanges,
  coachGoals,
  dietaryPreferences,
  genders,
  type Allergen,
  type DietaryPreference,
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

/**
 * Restrictions many members declare: at most one way of eating, maybe one free-from or low-carb diet, and one of the
 * usual allergy sets. The coach owes every such member a week (issue 38).
 */
export const commonRestrictions = () =>
  fc.record({
    diets: fc
      .tuple(
        fc.constantFrom<DietaryPreference[]>([], ['vegetarian'], ['vegan'], ['pescatarian'], ['halal']),
        fc.constantFrom<DietaryPreference[]>([], ['gluten_free'], ['lactose_free'], ['low_carb']),
      )
      .map(([wayOfEating, other]) => [...wayOfEating, ...other]),
    allergies: fc.constantFrom<Allergen[]>(
      [],
      ['nuts'],
      ['peanuts'],
      ['nuts', 'peanuts'],
      ['nuts', 'peanuts', 'sesame'],
      ['milk'],
      ['eggs'],
      ['milk', 'eggs'],
      ['gluten'],
      ['soy'],
      ['sesame'],
      ['fish', 'crustaceans', 'molluscs'],
      ['crustaceans', 'molluscs'],
      ['celery'],
      ['mustard'],
      ['sulphites'],
      ['lupin'],
    ),
  });
