import { errorMessages, paths, type Role, type StaffChallenge, type StaffQuestion } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import gamesAdminCopy from '../../../locales/en/games-admin.json';
import { initTestI18n } from '../../../test/i18n';
import { signInAs as signInAsAnyone } from '../../../test/sign-in-as';
import { renderScreenAt } from '../../../test/render-screen';

/** The games' error codes (7900–7918) in the spec's English, kept by the errors copy's own test. */
const gameErrors = Object.fromEntries(
  Object.entries(errorMessages).filter(([code]) => code.startsWith('79')),
);

export async function initGamesAdminCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'games-admin', gamesAdminCopy);
  // Added beside the errors copy without overwriting it, whether or not it holds these codes yet.
  i18next.addResourceBundle('en', 'errors', gameErrors, true, false);
}

/** Staff run the games without a plan of their own. */
export const signInAs = (role: Role = 'admin') => signInAsAnyone({ role, tier: 'free' });

export const renderScreen = (screen: ReactNode, path: string = paths.gamesManage()) =>
  renderScreenAt(screen, path);

export const questionFixture = (overrides: Partial<StaffQuestion> = {}): StaffQuestion => ({
  id: '0b7d6c1e-0000-4000-8000-000000000001',
  week: '2026-03-09',
  prompt: {
    writtenIn: 'en',
    texts: { en: 'How long should a warm-up last?', fr: 'Combien dure un échauffement ?' },
  },
  choices: [
    { writtenIn: 'en', texts: { en: '1 minute' } },
    { writtenIn: 'en', texts: { en: '5 to 10 minutes' } },
    { writtenIn: 'en', texts: { en: 'An hour' } },
  ],
  correctIndex: 1,
  explanation: { writtenIn: 'en', texts: { en: 'Long enough to raise your heart rate gently.' } },
  createdAt: '2026-03-01T08:00:00.000Z',
  isLocked: false,
  ...overrides,
});

export const challengeFixture = (overrides: Partial<StaffChallenge> = {}): StaffChallenge => ({
  id: '5a1f7e2c-0000-4000-8000-000000000001',
  month: '2026-03',
  title: { writtenIn: 'en', texts: { en: 'March moves', ar: 'تحدّي مارس' } },
  metric: 'workouts',
  goal: 12,
  participantCount: 40,
  completedCount: 10,
  ...overrides,
});
