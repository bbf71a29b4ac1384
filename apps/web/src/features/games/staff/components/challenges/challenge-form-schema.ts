import {
  ErrorCode,
  challengeGoalRange,
  challengeInput,
  languages,
  type ChallengeInput,
  type ChallengeMetric,
  type Language,
  type LocalizedText,
  type StaffChallenge,
} from '@vitalia/contracts';
import { z } from 'zod';

/** A time goal may be typed in hours (easier to think in) or minutes; the API always gets minutes. */
export const goalUnits = ['hours', 'minutes'] as const;
export type GoalUnit = (typeof goalUnits)[number];

const minutesPer = { hours: 60, minutes: 1 } as const satisfies Record<GoalUnit, number>;

/** Digits as typed on an Arabic keyboard and a French decimal comma are read too: "١٫٥" and "1,5" are 1.5. */
function amountOf(text: string): number | null {
  const western = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066b]/, '.');
  return /^\d+(\.\d+)?$/.test(western) ? Number(western) : null;
}

/** The goal the API takes (workouts, or minutes), or null when it is not a whole number within the metric's range. */
export function goalOf(value: { metric: ChallengeMetric; goal: string; unit: GoalUnit }): number | null {
  const amount = amountOf(value.goal);
  if (amount === null) return null;
  const goal =
    value.metric === 'minutes' ? Math.round(amount * minutesPer[value.unit] * 1000) / 1000 : amount;
  const range = challengeGoalRange[value.metric];
  return Number.isInteger(goal) && goal >= range.min && goal <= range.max ? goal : null;
}

/** The allowed range in the unit the goal is typed in: 30 to 6,000 minutes is 0.5 to 100 hours. */
export function rangeIn(metric: ChallengeMetric, unit: GoalUnit) {
  const range = challengeGoalRange[metric];
  const per = metric === 'minutes' ? minutesPer[unit] : 1;
  return { min: range.min / per, max: range.max / per };
}

/**
 * The contract's input, with the goal as typed (and its unit), and the service's rules checked before sending: a title
 * in the written language (7918), a goal within the metric's range (7915).
 */
export const challengeForm = challengeInput
  .omit({ goal: true })
  .extend({ goal: z.string(), unit: z.enum(goalUnits) })
  .superRefine((value, context) => {
    if (!value.title[value.writtenIn]) {
      context.addIssue({
        code: 'custom',
        path: ['title', value.writtenIn],
        message: `${ErrorCode.challengeTitleRequired}`,
      });
    }
    if (goalOf(value) === null)
      context.addIssue({ code: 'custom', path: ['goal'], message: `${ErrorCode.challengeGoalInvalid}` });
  });
export type ChallengeFormValues = z.input<typeof challengeForm>;
export type ChallengeFormOutput = z.output<typeof challengeForm>;

const everyLanguage = (texts: LocalizedText = {}) =>
  Object.fromEntries(languages.map((language) => [language, texts[language] ?? ''])) as LocalizedText;

export function formValuesOf(challenge: StaffChallenge | null, language: Language): ChallengeFormValues {
  if (!challenge) {
    return { writtenIn: language, title: everyLanguage(), metric: 'workouts', goal: '', unit: 'hours' };
  }
  const unit: GoalUnit = challenge.metric === 'minutes' && challenge.goal % 60 !== 0 ? 'minutes' : 'hours';
  const goal = challenge.metric === 'minutes' ? challenge.goal / minutesPer[unit] : challenge.goal;
  return {
    writtenIn: challenge.title.writtenIn,
    title: everyLanguage(challenge.title.texts),
    metric: challenge.metric,
    goal: String(goal),
    unit,
  };
}

/** Blank boxes are no text: the language is left out, so a cleared translation is removed. */
const filled = (texts: LocalizedText) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => Boolean(text))) as LocalizedText;

export function toChallengeInput(values: ChallengeFormOutput): ChallengeInput {
  return {
    writtenIn: values.writtenIn,
    title: filled(values.title),
    metric: values.metric,
    goal: goalOf(values) ?? 0,
  };
}

/** Where a code of the answer's `details` goes: a title named without its language is the written one. */
export function formFieldOf(field: string, writtenIn: Language): string | null {
  if (field === 'title') return `title.${writtenIn}`;
  if (/^title\.(en|fr|ar)$/.test(field) || ['goal', 'metric', 'writtenIn'].includes(field)) return field;
  return null;
}
