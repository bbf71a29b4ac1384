import {
  coachBodyRanges,
  type CoachNeed,
  type CoachNotSetUp,
  type CoachSettings,
  type CoachState,
  ErrorCode,
  type Gender,
  type HealthProfile,
  type Language,
  type MealSwap,
  type MealWeekRead,
  type ShoppingListRead,
  type DayNoteRequest,
  type Role,
  type SessionLogInput,
  type SessionUnlogQuery,
  type TrainingPlanQuery,
  type WeightLogInput,
  weightLogDays,
} from '@vitalia/contracts';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/auth';
import type { CoachRepository } from './coach.repository';
import { gatedAnswer } from '../../lib/language-model/gated-answer';
import { modelWithinQuota, type ModelQuota } from '../../lib/language-model/model-quota';
import { addDays, dayIndexIn } from './coach-weeks';
import { dayNoteCheck, dayNotePrompt, engineDayNote } from './meals/day-note';
import { ageOn, energyTargetsOf } from './energy-targets';
import { mealWeeks, type MealPlanFor } from './meals/meal-weeks';
import { trainingWeeks, type TrainingPlanFor } from './training/training-weeks';
import type { TrainingRepository } from './training/training.repository';

/** What the coach reads about a member from the features that own it (wired in services.ts). */
export interface CoachPorts {
  repository: CoachRepository;
  /** The training weeks and logged sessions, whose first logs are announced to the games. */
  trainingRepository: TrainingRepository;
  /** The member's id, birth date, gender and language, from their profile. */
  memberOf(
    caller: Caller,
  ): Promise<{ id: string; role: Role; birthDate: string | null; gender: Gender | null; language: Language }>;
  /** The optional model that words the coach's notes, and its daily quota (decision 029). */
  quota: ModelQuota;
  /** The member has the note by then, from the model or from the engine. */
  deadlineMs: number;
  /** Their health data, null without consent (D6). */
  healthOf(caller: Caller): Promise<HealthProfile | null>;
  /** Sets the health profile's weight (the latest one logged). */
  updateWeight(caller: Caller, weightKg: number): Promise<void>;
}

/** A note is a few sentences: enough room, and no more, for a model to word the day. */
const noteMaxTokens = 220;

const within = (value: number, range: { min: number; max: number }) =>
  value >= range.min && value <= range.max;

/** The body facts the engine can plan from, or what is missing. */
function bodyNeeds(health: HealthProfile | null, birthDate: string | null, today: Date): CoachNeed[] {
  if (!health) return ['healthConsent', ...(birthDate ? [] : (['birthDate'] as const))];
  const needs: CoachNeed[] = [];
  const { heightCm, weightKg } = health;
  if (heightCm === null || !within(heightCm, coachBodyRanges.heightCm)) needs.push('height');
  if (
    weightKg === null ||
    !within(weightKg, coachBodyRanges.weightKg) ||
    (heightCm !== null && !within(weightKg / (heightCm / 100) ** 2, coachBodyRanges.bmi))
  )
    needs.push('weight');
  if (!birthDate || !within(ageOn(birthDate, today), coachBodyRanges.ageYears)) needs.push('birthDate');
  return needs;
}

/** The AI coach's numbers (D9): from our engine and the member's own data, never from a language model. */
export function coachService({
  repository,
  trainingRepository,
  memberOf,
  healthOf,
  updateWeight,
  quota,
  deadlineMs,
}: CoachPorts) {
  const meals = mealWeeks(repository);
  const training = trainingWeeks(trainingRepository);

  async function contextOf(caller: Caller, today: Date, weightKg?: number) {
    const [member, found] = await Promise.all([memberOf(caller), healthOf(caller)]);
    const health = found && weightKg !== undefined ? { ...found, weightKg } : found;
    const settings = await repository.settingsOf(member.id);
    // Goal and activity are asked once consent is given (they are kept only under it); training needs the rest.
    const { goal, activity } = settings ?? {};
    const needs = [
      ...bodyNeeds(health, member.birthDate, today),
      ...(!settings || (health && !(goal && activity)) ? (['settings'] as const) : []),
    ];
    const targets =
      needs.length > 0 || !health || !settings || !goal || !activity
        ? null
        : energyTargetsOf({
            ageYears: ageOn(member.birthDate!, today),
            gender: member.gender ?? 'undisclosed',
            heightCm: health.heightCm!,
            weightKg: health.weightKg!,
            sessionsPerWeek: settings.sessionsPerWeek,
            goal,
            activity,
          });
    return { member, health, settings, needs, targets };
  }

  async function stateOf(caller: Caller, today = new Date()): Promise<CoachState> {
    const { settings, needs, targets } = await contextOf(caller, today);
    return { settings, needs, targets };
  }

  /** What the member's meals are planned for, or what the coach still needs first. */
  async function mealPlanOrNeeds(caller: Caller, today: Date): Promise<MealPlanFor | CoachNotSetUp> {
    const { member, health, targets, needs } = await contextOf(caller, today);
    if (!targets || !health) return { state: 'not-set-up', needs };
    return {
      userId: member.id,
      language: member.language,
      targets,
      diets: health.dietaryPreferences,
      allergies: health.allergies,
    };
  }

  /** What the member's meals are planned for; 7800 while the coach still needs something. */
  async function mealPlanFor(caller: Caller, today: Date): Promise<MealPlanFor> {
    const plan = await mealPlanOrNeeds(caller, today);
    if ('state' in plan) throw new AppError(ErrorCode.coachNeedsAnswers);
    return plan;
  }

  /** What the member's training is planned for: their answers, whatever their body data (it needs none). */
  async function trainingPlanFor(caller: Caller): Promise<TrainingPlanFor> {
    const member = await memberOf(caller);
    const settings = await repository.settingsOf(member.id);
    if (!settings) throw new AppError(ErrorCode.coachNeedsAnswers);
    return { userId: member.id, language: member.language, settings };
  }

  return {
    state: stateOf,

    /**
     * The answers. Goal and activity are health data (D6): without the health consent none is kept (the state
     * answered says so), with it both are required (6021). Training rests on the others alone.
     */
    async saveSettings(caller: Caller, settings: CoachSettings): Promise<CoachState> {
      const [member, health] = await Promise.all([memberOf(caller), healthOf(caller)]);
      const { goal, activity, ...training } = settings;
      const unanswered = health ? Object.entries({ goal, activity }).filter(([, answer]) => !answer) : [];
      if (unanswered.length > 0) {
        throw new AppError(
          ErrorCode.invalidRequest,
          unanswered.map(([field]) => ({ field, code: ErrorCode.coachAnswerRequired })),
        );
      }
      // Consent withdrawn between the read and the write: the foreign key keeps nothing, and the member is told.
      if (!(await repository.saveSettings(member.id, health ? settings : training)))
        throw new AppError(ErrorCode.healthConsentRequired);
      return stateOf(caller);
    },

    async mealWeek(caller: Caller, weekStart: string, today = new Date()): Promise<MealWeekRead> {
      const plan = await mealPlanOrNeeds(caller, today);
      return 'state' in plan ? plan : meals.week(plan, weekStart, today);
    },

    async swapMeal(caller: Caller, swap: MealSwap, today = new Date()) {
      return meals.swap(await mealPlanFor(caller, today), swap, today);
    },

    async shoppingList(caller: Caller, weekStart: string, today = new Date()): Promise<ShoppingListRead> {
      const plan = await mealPlanOrNeeds(caller, today);
      return 'state' in plan ? plan : meals.shoppingList(plan, weekStart, today);
    },

    async weights(caller: Caller, today = new Date()) {
      const member = await memberOf(caller);
      return repository.weightsSince(member.id, addDays(today.toISOString().slice(0, 10), -weightLogDays));
    },

    /**
     * A day's weight, kept with the energy target it gives; the latest logged becomes the profile's weight, so the
     * targets and the plans follow it. Health data: only with consent (7800 asks for it first).
     */
    async logWeight(caller: Caller, { date, weightKg }: WeightLogInput, today = new Date()) {
      const todayIso = today.toISOString().slice(0, 10);
      if (
        date > addDays(todayIso, 1) ||
        date < addDays(todayIso, -weightLogDays) ||
        Number.isNaN(Date.parse(date))
      )
        throw new AppError(ErrorCode.weightDateOutOfRange);
      const { member, health, targets } = await contextOf(caller, today, weightKg);
      if (!health) throw new AppError(ErrorCode.coachNeedsAnswers);
      const latest = await repository.latestWeightDate(member.id);
      await repository.saveWeight(member.id, { date, weightKg, energyKcal: targets?.energyKcal ?? null });
      if (!latest || date >= latest) await updateWeight(caller, weightKg);
      return repository.weightsSince(member.id, addDays(todayIso, -weightLogDays));
    },

    /**
     * The coach's note on a day of the week's meals: the engine's note, worded by the model when there is one and
     * every sentence keeps to the day's foods and numbers and none of the member's allergens.
     */
    async *dayNote(caller: Caller, { week, date }: DayNoteRequest, signal?: AbortSignal, today = new Date()) {
      const plan = await mealPlanFor(caller, today);
      const dayIndex = dayIndexIn(week, date);
      const mealWeek = await meals.week(plan, week, today);
      const day = mealWeek.days[dayIndex]!;
      const engineNote = engineDayNote(day, mealWeek.targets, plan.language);
      const member = await memberOf(caller);
      yield* gatedAnswer({
        model: await modelWithinQuota(quota, member),
        request: {
          system: dayNotePrompt(engineNote, plan.language),
          messages: [{ role: 'user', content: engineNote }],
          maxTokens: noteMaxTokens,
          signal,
          labels: { userId: member.id, feature: 'coach' },
        },
        fallbackText: engineNote,
        checkSentence: dayNoteCheck(day, mealWeek.targets, plan.allergies, plan.language),
        deadlineMs,
      });
    },

    async trainingPlan(caller: Caller, query: TrainingPlanQuery, now = new Date()) {
      return training.plan(await trainingPlanFor(caller), query, now);
    },

    async logSession(caller: Caller, input: SessionLogInput, now = new Date()) {
      return training.logSession(await trainingPlanFor(caller), input, now);
    },

    async unlogSession(caller: Caller, query: SessionUnlogQuery, now = new Date()) {
      return training.unlogSession(await trainingPlanFor(caller), query, now);
    },
  };
}

export type CoachService = ReturnType<typeof coachService>;
