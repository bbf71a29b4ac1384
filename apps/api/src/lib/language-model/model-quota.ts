import type { Role } from '@vitalia/contracts';
import { noLanguageModel, type LanguageModel } from './language-model';

/** Model calls a day for staff, who try what members get, whatever plan they are on. */
export const staffDailyModelCalls = 200;

/**
 * Model calls a day per person, across the coach and Karim's AI. Past it the answers come from the engine and the
 * library alone.
 */
export interface ModelQuota {
  model: LanguageModel;
  /** Model calls made for a member today (UTC). */
  callsToday(userId: string): Promise<number>;
  /** The person's calls a day: `staffDailyModelCalls` for staff, their plan's `ai_daily_calls` for a member. */
  dailyCallsOf(person: { id: string; role: Role }): Promise<number>;
}

/**
 * A person's calls a day: staff (any role but `user`) keep `staffDailyModelCalls`; a member gets what the plan of
 * their current subscription says (issue 16: each plan holds its own number, 0 keeps the model off for it).
 */
export function dailyModelCalls(
  planCallsOf: (userId: string) => Promise<number>,
): ModelQuota['dailyCallsOf'] {
  return async (person) => (person.role === 'user' ? planCallsOf(person.id) : staffDailyModelCalls);
}

/** The model while the person's calls today are under their quota, else none. */
export async function modelWithinQuota(
  { model, callsToday, dailyCallsOf }: ModelQuota,
  person: { id: string; role: Role },
): Promise<LanguageModel> {
  if (!model.isAvailable) return model;
  const quota = await dailyCallsOf(person);
  if (quota <= 0) return noLanguageModel;
  return (await callsToday(person.id)) < quota ? model : noLanguageModel;
}
