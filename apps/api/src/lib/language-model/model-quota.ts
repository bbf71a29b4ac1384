import type { Role } from '@vitalia/contracts';
import { noLanguageModel, type LanguageModel } from './language-model';

/**
 * Model calls a day per person, across the coach and Karim's AI: members on Premium (monthly or yearly alike), and
 * staff, who try what members get. Past it the answers come from the engine and the library alone.
 */
export const dailyModelCalls: Readonly<Record<'member' | 'staff', number>> = { member: 40, staff: 200 };

export interface ModelQuota {
  model: LanguageModel;
  /** Model calls made for a member today (UTC). */
  callsToday(userId: string): Promise<number>;
}

/** The model while the person's calls today are under their quota, else none. */
export async function modelWithinQuota(
  { model, callsToday }: ModelQuota,
  person: { id: string; role: Role },
): Promise<LanguageModel> {
  if (!model.isAvailable) return model;
  const quota = dailyModelCalls[person.role === 'user' ? 'member' : 'staff'];
  return (await callsToday(person.id)) < quota ? model : noLanguageModel;
}
