import { expect } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { call, subscribePremium } from '../../test/billing';
import type { SeededPlans, TestApp } from '../../test/test-app';

export const keepFit = {
  goal: 'keep',
  activity: 'moderate',
  sessionsPerWeek: 3,
  equipment: [],
  level: 'beginner',
} as const;

/** The answers training rests on, all a member without health consent gives (goal and activity are health data). */
export const trainingAnswers = { sessionsPerWeek: 3, equipment: [], level: 'beginner' } as const;

let counter = 0;

/** Calls to the coach's API and Premium members with a completed profile (tests only). */
export function coachTestClient(subject: () => TestApp, plans: () => SeededPlans) {
  const api = (
    account: TestAccount | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    body?: object,
  ) => call(subject().app, account, method, `/api${url}`, body);

  /** A Premium member born on `birthDate`, with a profile in `language`. */
  async function premiumMember(birthDate: string, gender = 'female', language = 'en') {
    const account = await registerMember(subject().app);
    counter += 1;
    const profile = await api(account, 'PUT', '/users/me/profile', {
      firstname: 'Salma',
      lastname: 'Idrissi',
      username: `coach${Date.now() % 1e8}${counter}`,
      gender,
      birthDate,
      language,
    });
    expect(profile.statusCode).toBe(200);
    await subscribePremium(subject().app, account, plans().monthly.id);
    return account;
  }

  return { api, premiumMember };
}
