import {
  coachBodyRanges,
  type CoachNeed,
  type CoachSettings,
  type CoachState,
  type Gender,
  type HealthProfile,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { CoachRepository } from './coach.repository';
import { ageOn, energyTargetsOf } from './energy-targets';

/** What the coach reads about a member from the features that own it (wired in services.ts). */
interface CoachPorts {
  repository: CoachRepository;
  /** The member's id, birth date and gender, from their profile. */
  memberOf(caller: Caller): Promise<{ id: string; birthDate: string | null; gender: Gender | null }>;
  /** Their health data, null without consent (D6). */
  healthOf(caller: Caller): Promise<HealthProfile | null>;
}

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
export function coachService({ repository, memberOf, healthOf }: CoachPorts) {
  async function stateOf(caller: Caller, today = new Date()): Promise<CoachState> {
    const [member, health] = await Promise.all([memberOf(caller), healthOf(caller)]);
    const settings = await repository.settingsOf(member.id);
    const needs = [
      ...bodyNeeds(health, member.birthDate, today),
      ...(settings ? [] : (['settings'] as const)),
    ];
    if (needs.length > 0 || !health || !settings) return { settings, needs, targets: null };
    return {
      settings,
      needs,
      targets: energyTargetsOf({
        ageYears: ageOn(member.birthDate!, today),
        gender: member.gender ?? 'undisclosed',
        heightCm: health.heightCm!,
        weightKg: health.weightKg!,
        ...settings,
      }),
    };
  }

  return {
    state: stateOf,

    async saveSettings(caller: Caller, settings: CoachSettings): Promise<CoachState> {
      const member = await memberOf(caller);
      await repository.saveSettings(member.id, settings);
      return stateOf(caller);
    },
  };
}

export type CoachService = ReturnType<typeof coachService>;
