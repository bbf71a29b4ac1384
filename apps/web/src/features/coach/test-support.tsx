import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CoachState, EnergyTargets, Profile, Subscription } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useAuthStore } from '../../lib/auth-store';
import coachCopy from '../../locales/en/coach.json';
import { initTestI18n } from '../../test/i18n';

export async function initCoachCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'coach', coachCopy);
}

export function signInAs({ tier = 'premium' }: { tier?: Subscription['tier'] } = {}) {
  useAuthStore.setState({
    user: { uid: 'u1', email: 'm@example.com', displayName: null },
    profile: {
      id: 'member-1',
      role: 'user',
      language: 'en',
      subscription: { id: 's1', planId: 'p', tier, status: 'active', isActive: true },
    } as Profile,
  });
}

/** A screen with a fresh query cache and a router. */
export function renderScreen(screen: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/coach']}>{screen}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A 30-year-old man of 180 cm and 80 kg who wants to gain weight, training four times a week. */
export const targetsFixture = (
  overrides: Partial<EnergyTargets> = {},
  reason: Partial<EnergyTargets['reason']> = {},
): EnergyTargets => ({
  restingKcal: 1780,
  maintenanceKcal: 2450,
  energyKcal: 2750,
  floorKcal: 1780,
  proteinG: 144,
  fatG: 92,
  carbsG: 337,
  ...overrides,
  reason: {
    goal: 'gain',
    appliedGoal: 'gain',
    adjustmentKcal: 300,
    sessionsPerWeek: 4,
    isAtFloor: false,
    isMinor: false,
    ...reason,
  },
});

export const stateFixture = (overrides: Partial<CoachState> = {}): CoachState => ({
  settings: { goal: 'gain', activity: 'moderate', sessionsPerWeek: 4 },
  needs: [],
  targets: targetsFixture(),
  ...overrides,
});
