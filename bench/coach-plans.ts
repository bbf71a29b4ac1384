/**
 * Coach plan generation (issue 16): a week of meals and a week of training for 600 generated members (ages 13–90,
 * every diet and allergy set, equipment and level, seeded so runs compare), timed per member through the engines the
 * API calls. Baseline in the same run: the least any plan must do — the member's targets and one pass over the food
 * table for what they may eat. Prints p50/p95/p99 in ms and the ratio of p95 to the baseline's.
 * Target: p95 ≤ 50 ms per member (both plans) on 2 cores.
 */
import {
  allergens,
  dietaryPreferences,
  genders,
  trainingEquipment,
  trainingLevels,
  type Allergen,
  type DietaryPreference,
  type TrainingEquipment,
  type TrainingLevel,
} from '@vitalia/contracts';
import { energyTargetsOf, type EnergyInput } from '../apps/api/src/features/coach/energy-targets';
import { foodTable } from '../apps/api/src/data/foods';
import { planWeekBending } from '../apps/api/src/features/coach/meals/meal-bends';
import { MealPlanInfeasible } from '../apps/api/src/features/coach/meals/meal-planner';
import { isFoodAllowed, mealTargetsOf } from '../apps/api/src/features/coach/meals/meal-rules';
import { seededRandom } from '../apps/api/src/lib/seeded-random';
import { trainingWeekOf } from '../apps/api/src/features/coach/training/training-plan';

const members = 600;
const random = seededRandom('coach-plans-bench');
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const some = <T>(items: readonly T[], chance: number) => items.filter(() => random() < chance);

interface GeneratedMember {
  input: EnergyInput;
  diets: DietaryPreference[];
  allergies: Allergen[];
  equipment: TrainingEquipment[];
  level: TrainingLevel;
}

function generatedMember(): GeneratedMember {
  const heightCm = 150 + Math.floor(random() * 50);
  return {
    input: {
      ageYears: 13 + Math.floor(random() * 78),
      gender: pick(genders),
      heightCm,
      weightKg: Math.round((18.5 + random() * 14) * (heightCm / 100) ** 2),
      activity: pick(['sedentary', 'light', 'moderate', 'active', 'very_active'] as const),
      goal: pick(['lose', 'keep', 'gain', 'performance'] as const),
      sessionsPerWeek: Math.floor(random() * 7),
    },
    diets: some(
      dietaryPreferences.filter((diet) => diet !== 'omnivore'),
      0.12,
    ),
    allergies: some(allergens, 0.08),
    equipment: some(trainingEquipment, 0.3),
    level: pick(trainingLevels),
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

function timed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const sample = Array.from({ length: members }, generatedMember);
const planTimes: number[] = [];
const baselineTimes: number[] = [];
let refused = 0;
let bent = 0;

// One untimed pass first, so the JIT has seen the code both ways.
for (const [index, member] of sample.entries()) {
  for (const isMeasured of [false, true]) {
    const baseline = timed(() => {
      mealTargetsOf(energyTargetsOf(member.input), member.diets);
      foodTable.filter((food) => isFoodAllowed(food, member));
    });
    const plan = timed(() => {
      const targets = mealTargetsOf(energyTargetsOf(member.input), member.diets);
      try {
        const { bends } = planWeekBending({
          rules: { diets: member.diets, allergies: member.allergies, targets },
          seed: `m${index}`,
          foods: foodTable,
        });
        if (isMeasured && bends.length > 0) bent += 1;
      } catch (error) {
        if (!(error instanceof MealPlanInfeasible)) throw error;
        if (isMeasured) refused += 1;
      }
      trainingWeekOf({
        sessionsPerWeek: member.input.sessionsPerWeek,
        equipment: member.equipment,
        level: member.level,
        weekNumber: 1 + (index % 8),
        progression: index % 4,
        seed: `m${index}`,
        language: 'en',
      });
    });
    if (isMeasured) {
      planTimes.push(plan);
      baselineTimes.push(baseline);
    }
  }
}

planTimes.sort((a, b) => a - b);
baselineTimes.sort((a, b) => a - b);
const p95 = percentile(planTimes, 0.95);
const baselineP95 = percentile(baselineTimes, 0.95);
console.log(
  `coach plans: ${members} members, a week of meals and of training each — p50 ${percentile(planTimes, 0.5).toFixed(2)} ms, ` +
    `p95 ${p95.toFixed(2)} ms, p99 ${percentile(planTimes, 0.99).toFixed(2)} ms (${refused} refused with 7801, ${bent} with their protein target bent)`,
);
console.log(
  `baseline (targets + one pass over the food table): p95 ${baselineP95.toFixed(3)} ms — plan p95 is ${(p95 / baselineP95).toFixed(0)}× the baseline`,
);
console.log(`target p95 ≤ 50 ms: ${p95 <= 50 ? 'met' : 'MISSED'}`);
