import { render, screen, waitFor } from '@testing-library/react';
import type { Profile, Subscription } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authActions, useAuthStore } from '../../lib/auth-store';
import app from '../../locales/en/app.json';
import { initTestI18n } from '../../test/i18n';
import { Dashboard } from './components/dashboard';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'app', app);
});

const premium: Subscription = {
  id: 's1',
  planId: 'py',
  tier: 'premium',
  status: 'active',
  isActive: true,
  currentPeriodEnd: '2027-03-12T10:00:00.000Z',
  cancelAtPeriodEnd: false,
};

function signInWith(subscription: Subscription | null) {
  useAuthStore.setState({
    profile: { firstname: 'Lina', username: 'lina', subscription } as Profile,
    subscription,
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Dashboard plan={null} />
      <Location />
    </MemoryRouter>,
  );
}

beforeEach(() => vi.spyOn(authActions, 'reloadProfile').mockResolvedValue());
afterEach(() => vi.restoreAllMocks());

describe('dashboard', () => {
  it('welcomes a Premium member by name, with the renewal date', () => {
    signInWith(premium);
    renderAt('/app/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Lina' })).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active');
    expect(screen.getByText('Renews on 12 March 2027')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/app/billing',
    );
    expect(authActions.reloadProfile).not.toHaveBeenCalled();
  });

  it('says when a cancelled plan ends', () => {
    signInWith({ ...premium, cancelAtPeriodEnd: true });
    renderAt('/app/dashboard');
    expect(screen.getByText('Ends on 12 March 2027')).toBeTruthy();
  });

  it('says until when complimentary Premium runs, never that it renews', () => {
    signInWith({ ...premium, cancelAtPeriodEnd: true, complimentaryUntil: '2027-03-12T10:00:00.000Z' });
    renderAt('/app/dashboard');
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active');
    expect(screen.getByText('Offered by the team until 12 March 2027')).toBeTruthy();
    expect(screen.getByTestId('subscription-plan').textContent).toBe('Premium');
    expect(screen.queryByText(/Renews on/)).toBeNull();
  });

  it('invites a Free member to Premium', () => {
    signInWith({ ...premium, tier: 'free', currentPeriodEnd: null });
    renderAt('/app/dashboard');
    expect(screen.getByTestId('subscription-plan').textContent).toBe('Free');
    expect(screen.getByRole('link', { name: /See Premium plans/ }).getAttribute('href')).toBe('/app/billing');
  });

  it('names a Free plan without a billing interval, and a Premium one with it', () => {
    signInWith({ ...premium, tier: 'free', currentPeriodEnd: null });
    const plan = { id: 'pf', name: 'Free', tier: 'free', type: 'monthly', priceCents: 0 } as const;
    const { unmount } = render(
      <MemoryRouter>
        <Dashboard plan={{ ...plan, currency: 'EUR', isActive: true, position: 0, aiDailyCalls: 40 }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('subscription-plan').textContent).toBe('Free');
    unmount();

    signInWith(premium);
    render(
      <MemoryRouter>
        <Dashboard
          plan={{
            ...plan,
            id: 'py',
            name: 'Premium',
            tier: 'premium',
            type: 'yearly',
            priceCents: 9588,
            currency: 'EUR',
            isActive: true,
            position: 2,
            aiDailyCalls: 40,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('subscription-plan').textContent).toBe('Premium · Yearly');
  });

  it('lays out the day’s blocks it is handed, each on its own, once the plan is active', async () => {
    signInWith(premium);
    const Meals = () => <p>Lentil soup</p>;
    const Draw = () => <p>Calm Premium</p>;
    render(
      <MemoryRouter>
        <Dashboard tiles={[Meals, Draw]} />
      </MemoryRouter>,
    );
    const day = screen.getByRole('region', { name: 'Your day' });
    // A block's code is asked for once the home has painted (issue 41; lib/first-paint.test.ts).
    await waitFor(() => expect(day.textContent).toBe('Lentil soupCalm Premium'));
  });

  it('shows no blocks before a plan is active', () => {
    signInWith({ ...premium, isActive: false, status: 'expired' });
    const Meals = () => <p>Lentil soup</p>;
    render(
      <MemoryRouter>
        <Dashboard tiles={[Meals]} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Lentil soup')).toBeNull();
  });

  it('celebrates a checkout once: reloads the profile and clears the query', async () => {
    signInWith(premium);
    renderAt('/app/dashboard?checkout=success');
    expect(screen.getByText('Welcome to Premium')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/dashboard'));
    expect(authActions.reloadProfile).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Welcome to Premium')).toBeTruthy();
  });
});
