import {
  adultAge,
  type ActivityLevel,
  type CoachGoal,
  type EnergyTargets,
  type Gender,
} from '@vitalia/contracts';

/** What the engine needs to know about a member, within `coachBodyRanges` (checked before it gets here). */
export interface EnergyInput {
  ageYears: number;
  gender: Gender;
  heightCm: number;
  weightKg: number;
  activity: ActivityLevel;
  goal: CoachGoal;
  sessionsPerWeek: number;
}

/** The usual multipliers of resting energy for daily life outside planned sessions (FAO/WHO/UNU 2001 bands). */
const activityFactors: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};

/** A planned session of about an hour burns ~5 kcal per kg above rest (a moderate 6-MET effort). */
const sessionKcalPerKg = 5;

/** Mifflin–St Jeor's sex term; for "other" and "undisclosed" the midpoint of the two, so nobody is guessed. */
const sexTerms: Readonly<Record<Gender, number>> = { male: 5, female: -161, other: -78, undisclosed: -78 };

/** No day's energy goes below this (nor, for an adult, below resting energy; for a minor, below maintenance). */
const adultFloors: Readonly<Record<Gender, number>> = {
  male: 1500,
  female: 1200,
  other: 1350,
  undisclosed: 1350,
};

/** Each goal's change to maintenance: a share of it, held between bounds so no plan is extreme. */
const goalAdjustments: Readonly<Record<CoachGoal, { share: number; min: number; max: number }>> = {
  lose: { share: -0.2, min: -500, max: -250 },
  keep: { share: 0, min: 0, max: 0 },
  gain: { share: 0.1, min: 150, max: 400 },
  performance: { share: 0.05, min: 100, max: 300 },
};

/** Protein per kg of reference weight, by goal: more while losing (to keep muscle) and while building it. */
const proteinPerKg: Readonly<Record<CoachGoal, number>> = { lose: 2, keep: 1.6, gain: 1.8, performance: 1.8 };
const minorProteinPerKg = 1.2;
/** Fat's share of the day's energy; carbohydrates take what protein and fat leave. */
const fatShare = 0.3;
/** Protein is counted on the weight a BMI of 27 gives at most, so a heavy body is not handed an excessive amount. */
const referenceBmi = 27;
/** Nor more than this share of the day's energy: the top of the acceptable range (IOM), which food can still reach. */
const maxProteinShare = 0.35;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Whole years between a birth date (YYYY-MM-DD) and a day. */
export function ageOn(birthDate: string, day: Date): number {
  const [year, month, date] = birthDate.split('-').map(Number) as [number, number, number];
  const hadBirthday =
    day.getUTCMonth() + 1 > month || (day.getUTCMonth() + 1 === month && day.getUTCDate() >= date);
  return day.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/**
 * A day's energy and macros: Mifflin–St Jeor resting energy × activity, plus the week's sessions, changed by the
 * goal within bounds and never under the floor. Members under 18 get no deficit at all (D9).
 */
export function energyTargetsOf(input: EnergyInput): EnergyTargets {
  const isMinor = input.ageYears < adultAge;
  const appliedGoal: CoachGoal = isMinor && input.goal === 'lose' ? 'keep' : input.goal;
  const resting = 10 * input.weightKg + 6.25 * input.heightCm - 5 * input.ageYears + sexTerms[input.gender];
  const maintenance =
    resting * activityFactors[input.activity] +
    (input.sessionsPerWeek * sessionKcalPerKg * input.weightKg) / 7;
  const bounds = goalAdjustments[appliedGoal];
  const wanted = maintenance + clamp(maintenance * bounds.share, bounds.min, bounds.max);
  const floor = Math.max(isMinor ? maintenance : resting, adultFloors[input.gender]);
  const energyKcal = Math.round(Math.max(wanted, floor));

  const referenceWeight = Math.min(input.weightKg, referenceBmi * (input.heightCm / 100) ** 2);
  const proteinG = Math.round(
    Math.min(
      referenceWeight * (isMinor ? minorProteinPerKg : proteinPerKg[appliedGoal]),
      (energyKcal * maxProteinShare) / 4,
    ),
  );
  const fatG = Math.round((energyKcal * fatShare) / 9);
  const carbsG = Math.max(0, Math.round((energyKcal - proteinG * 4 - fatG * 9) / 4));
  const maintenanceKcal = Math.round(maintenance);

  return {
    restingKcal: Math.round(resting),
    maintenanceKcal,
    energyKcal,
    floorKcal: Math.round(floor),
    proteinG,
    fatG,
    carbsG,
    reason: {
      goal: input.goal,
      appliedGoal,
      adjustmentKcal: energyKcal - maintenanceKcal,
      sessionsPerWeek: input.sessionsPerWeek,
      isAtFloor: wanted < floor,
      isMinor,
    },
  };
}
