import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan, SubscriptionDetails } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import { authActions } from '../../../../lib/auth-store';
import plans from '../../../../locales/en/plans.json';
import { initTestI18n } from '../../../../test/i18n';
import { PlanSelector } from './plan-selector';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'plans', plans);
});

const base = { currency: 'EUR', isActive: true, aiDailyCalls: 40 } as const;
const catalogue: Plan[] = [
  { ...base, id: 'free', name: 'Free', tier: 'free', type: 'monthly', priceCents: 0, position: 0 },
  { ...base, id: 'pm', name: 'Premium', tier: 'premium', type: 'monthly', priceCents: 999, position: 1 },
  { ...base, id: 'py', name: 'Premium', tier: 'premium', type: 'yearly', priceCents: 9588, position: 2 },
];
const onFree: SubscriptionDetails = {
  id: 's1',
  planId: 'free',
  tier: 'free',
  status: 'active',
  isActive: true,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  plan: catalogue[0]!,
  provider: null,
  scheduledPlan: null,
  graceEndsAt: null,
  card: null,
  canManageCard: false,
};

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.spyOn(authActions, 'reloadProfile').mockResolvedValue();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderSelector() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/subscription']}>
        <Routes>
          <Route path="/app/subscription" element={<PlanSelector />} />
          <Route path="/app/dashboard" element={<p>dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('pricing selector', () => {
  it('badges the yearly plan with the saving its real prices give', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: catalogue });
    renderSelector();
    expect(await screen.findByText('Save 20%')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('starts Free at once and goes to the dashboard', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: catalogue });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: onFree });
    renderSelector();
    await userEvent.click(await screen.findByRole('radio', { name: /^Free/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/subscription/free', undefined);
    expect(authActions.reloadProfile).toHaveBeenCalled();
  });

  it('opens the checkout for Premium', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: catalogue });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { url: '/checkout/sandbox/cs_1' } });
    renderSelector();
    await userEvent.click(await screen.findByRole('radio', { name: 'Premium Billed yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/cs_1'));
    expect(post).toHaveBeenCalledWith('/subscription/checkout', { planId: 'py', from: 'subscription' });
  });

  it('says what a Premium plan commits to beside Start, and nothing of the kind for Free (issue 40)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:00:00Z') });
    try {
      vi.spyOn(api, 'get').mockResolvedValue({ data: catalogue });
      renderSelector();
      await userEvent.click(await screen.findByRole('radio', { name: 'Premium Billed yearly' }));
      const terms = screen.getByTestId('renewal-terms');
      expect(terms.textContent).toContain('€95.88 a year, taxes included.');
      expect(terms.textContent).toContain(
        'Renews automatically on 29 November 2027, then every year, until you cancel.',
      );
      expect(terms.textContent).toContain(
        'By continuing, you agree to our Terms of service and Privacy policy.',
      );
      await userEvent.click(screen.getByRole('radio', { name: /^Free/ }));
      expect(screen.queryByTestId('renewal-terms')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for a choice before starting', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: catalogue });
    const post = vi.spyOn(api, 'post');
    renderSelector();
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a plan to start.');
    expect(post).not.toHaveBeenCalled();
  });

  it('translates a failed start by its code', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: catalogue });
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7405', 502));
    renderSelector();
    await userEvent.click(await screen.findByRole('radio', { name: 'Premium Billed monthly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment provider could not be reached. Please try again.',
    );
  });

  it("says 'Error loading plans' and retries", async () => {
    const get = vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError('5000', 500));
    get.mockResolvedValueOnce({ data: catalogue });
    renderSelector();
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading plans');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Save 20%')).toBeTruthy();
  });

  it("says 'No plan available' when there is none", async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    renderSelector();
    expect(await screen.findByText('No plan available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });
});
