import type { ChallengeInput } from '@vitalia/contracts';
import type { Caller } from '../lib/auth';
import type { Services } from '../services';

const demoChallenge: ChallengeInput = {
  writtenIn: 'fr',
  title: {
    fr: '12 séances ce mois-ci',
    en: '12 workouts this month',
    ar: '12 حصة تدريبية هذا الشهر',
  },
  metric: 'workouts',
  goal: 12,
};

/** This month's challenge, set by karim, so the games screen has one to log toward; the quiz is generated. */
export async function seedDemoGames(services: Services, karim: Caller, now = new Date()) {
  const month = now.toISOString().slice(0, 7);
  const existing = await services.games.staffChallenges();
  if (existing.some((challenge) => challenge.month === month)) return;
  await services.games.setChallenge(karim, month, demoChallenge);
}
