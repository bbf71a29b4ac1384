import {
  ErrorCode,
  allergens,
  dietaryPreferences,
  workoutPreferences,
  type HealthProfile,
  type HealthProfileInput,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { HealthFields, HealthProfileRepository, HealthProfileRow } from './health-profile.repository';

/** The chosen options in the list's own order, each once: what is stored does not depend on click order. */
const picked = <T extends string>(options: readonly T[], chosen: readonly string[] = []): T[] =>
  options.filter((option) => chosen.includes(option));

function fieldsOf(input: HealthProfileInput): HealthFields {
  return {
    heightCm: input.heightCm ?? null,
    weightKg: input.weightKg ?? null,
    workoutPreferences: picked(workoutPreferences, input.workoutPreferences),
    dietaryPreferences: picked(dietaryPreferences, input.dietaryPreferences),
    allergies: picked(allergens, input.allergies),
  };
}

function toHealthProfile(row: HealthProfileRow): HealthProfile {
  return {
    heightCm: row.heightCm,
    // `real` is single precision: 72.3 reads back as 72.30000305…; the contract keeps one decimal.
    weightKg: row.weightKg == null ? null : Math.round(row.weightKg * 10) / 10,
    workoutPreferences: picked(workoutPreferences, row.workoutPreferences),
    dietaryPreferences: picked(dietaryPreferences, row.dietaryPreferences),
    allergies: picked(allergens, row.allergies),
    consentedAt: row.consentedAt.toISOString(),
  };
}

export interface HealthProfilePorts {
  repository: HealthProfileRepository;
  /** The caller's member id, from the users feature; null for an identity that never registered. */
  memberIdOf(caller: Caller): Promise<string | null>;
}

/** D6: optional health data, kept only while its own consent stands; withdrawing deletes it. */
export function healthProfileService({ repository, memberIdOf }: HealthProfilePorts) {
  return {
    async read(caller: Caller): Promise<HealthProfile | null> {
      const userId = await memberIdOf(caller);
      const row = userId ? await repository.findByUserId(userId) : undefined;
      return row ? toHealthProfile(row) : null;
    },

    async save(caller: Caller, input: HealthProfileInput): Promise<HealthProfile> {
      // The route's schema already refuses it; the rule is the reason the table exists, so the service holds it too.
      if (input.consent !== true)
        throw new AppError(ErrorCode.invalidRequest, [
          { field: 'consent', code: ErrorCode.healthConsentRequired },
        ]);
      const userId = await memberIdOf(caller);
      if (!userId) throw new AppError(ErrorCode.notFound);
      return toHealthProfile(await repository.upsert(userId, fieldsOf(input)));
    },

    /** The coach's weight log keeps the profile's weight at the latest one logged. */
    async updateWeight(caller: Caller, weightKg: number): Promise<void> {
      const userId = await memberIdOf(caller);
      if (userId) await repository.updateWeight(userId, weightKg);
    },

    async withdraw(caller: Caller): Promise<void> {
      const userId = await memberIdOf(caller);
      if (userId) await repository.deleteByUserId(userId);
    },

    /** The users feature's data export reads it through a port wired in services.ts. */
    async exportFor(userId: string): Promise<HealthProfile | null> {
      const row = await repository.findByUserId(userId);
      return row ? toHealthProfile(row) : null;
    },
  };
}

export type HealthProfileService = ReturnType<typeof healthProfileService>;
