import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan, SubscriptionStatistics } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../components/ui/alert/alert-modal';
import { api, ApiError } from '../../../lib/api-client';
import billing from '../../../locales/en/billing.json';
import errors from '../../../locales/en/errors.json';
import { initTestI18n } from '../../../test/i18n';
import { centsOf } from './components/plan-text';
import { PlansAdmin } from './components/plans-admin';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'billing', billing);
  i18next.addResourceBundle('en', 'errors', errors, true, true);
});
afterEach(() => vi.restoreAllMocks());

const base = { currency: 'EUR', isActive: true, aiDailyCalls: 40 } as const;
const free: Plan = {
  ...base,
  id: 'p-free',
  name: 'Free',
  tier: 'free',
  type: 'monthly',
  priceCents: 0,
  position: 0,
};
const monthly: Plan = {
  ...base,
  id: 'p-month',
  name: 'Premium',
  tier: 'premium',
  type: 'monthly',
  priceCents: 999,
  position: 1,
};
const yearly: Plan = {
  ...base,
  id: 'p-year',
  name: 'Premium',
  tier: 'premium',
  type: 'yearly',
  priceCents: 9588,
  position: 2,
};

const statistics: SubscriptionStatistics = {
  currency: 'EUR',
  activeByPlan: [
    { planId: 'p-free', planName: 'Free', tier: 'free', type: 'monthly', active: 12 },
    { planId: 'p-month', planName: 'Premium', tier: 'premium', type: 'monthly', active: 3 },
  ],
  months: [
    {
      month: '2026-02',
      started: 4,
      cancelled: 1,
      failedRenewals: 0,
      churned: 1,
      premiumMembers: 3,
      mrrCents: 2997,
      churnRate: 0.25,
    },
    {
      month: '2026-03',
      started: 6,
      cancelled: 0,
      failedRenewals: 0,
      churned: 0,
      premiumMembers: 3,
      mrrCents: 2997,
      churnRate: 0,
    },
  ],
  monthlyRecurringRevenueCents: 2997,
  payingSubscriptions: 3,
  cancellationsByReason: [
    { reason: 'too_expensive', count: 3 },
    { reason: 'none', count: 1 },
  ],
};

/** What the server holds: a change the mocked call makes shows in the list the screen reads again, as it would. */
let listed: Plan[];

function renderAdmin(plans: Plan[] = [free, monthly, yearly]) {
  listed = plans;
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/plans') return { data: listed };
    if (path === '/admin/statistics/subscriptions') return { data: statistics };
    throw new ApiError('4004', 404);
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlansAdmin />
        <AlertModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('plans admin', () => {
  it('reads prices as typed, in either decimal style', () => {
    expect(centsOf('9.99')).toBe(999);
    expect(centsOf('9,9')).toBe(990);
    expect(centsOf(' 10 ')).toBe(1000);
    expect(centsOf('0')).toBe(0);
    expect(Number.isNaN(centsOf('9.999'))).toBe(true);
    expect(Number.isNaN(centsOf('-1'))).toBe(true);
    expect(Number.isNaN(centsOf(''))).toBe(true);
  });

  it('lists the plans in order with their price, and the figures', async () => {
    renderAdmin();
    const table = await screen.findByRole('table', { name: 'Plans, in the order members see them' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('rowheader').textContent);
    // A Free plan has no billing period: its name alone, and no interval in its row.
    expect(names).toEqual(['FreeFree', 'PremiumPremium · Monthly', 'PremiumPremium · Yearly']);
    const freeRow = within(table).getAllByRole('row')[1]!;
    expect(within(freeRow).queryByText('Monthly')).toBeNull();
    expect(within(freeRow).getByText('No billing period')).toBeTruthy();
    expect(screen.getByText('€95.88')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Free up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Premium · Yearly available to new members' })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    expect(await screen.findByText('€29.97')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'March 2026' })).toBeTruthy();
    const byPlan = screen.getByRole('heading', { name: 'Active subscriptions by plan' }).parentElement!;
    expect(Array.from(byPlan.querySelectorAll('dt')).map((term) => term.textContent)).toEqual([
      'Free',
      'Premium · Monthly',
      'Total',
    ]);
    // Why members cancel (issue 40): each reason in words, with its count, most given first.
    const reasons = screen.getByTestId('cancellation-reasons');
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['It’s too expensive3', 'No reason given1']);
  });

  it('refuses a Free plan with a price, on the field, without calling the server', async () => {
    const post = vi.spyOn(api, 'post');
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New plan' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Starter');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Free' }));
    // Free members never reach the model: a Free plan is not asked for AI answers.
    expect(within(dialog).queryByLabelText('AI answers per day')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Price'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await within(dialog).findByText('A Free plan must cost 0.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('creates a Premium plan in minor units and says so', async () => {
    const created: Plan = { ...monthly, id: 'p-new', name: 'Premium Plus', priceCents: 1499, position: 3 };
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      listed = [...listed, created];
      return { data: created };
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New plan' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Premium Plus');
    await userEvent.type(within(dialog).getByLabelText('Price'), '14,99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/plans', {
        name: 'Premium Plus',
        tier: 'premium',
        type: 'monthly',
        priceCents: 1499,
        currency: 'EUR',
        isActive: true,
        aiDailyCalls: 40,
      }),
    );
    expect(await screen.findByText('Premium Plus · Monthly is created.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Premium Plus/ })).toBeTruthy();
  });

  it('edits a price, saying who it applies to', async () => {
    const repriced = { ...monthly, priceCents: 1299 };
    const patch = vi.spyOn(api, 'patch').mockImplementation(async () => {
      listed = [free, repriced, yearly];
      return { data: repriced };
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Premium · Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Premium · Monthly' });
    expect(dialog.textContent).toContain('A new price applies to new subscribers.');
    const price = within(dialog).getByLabelText('Price');
    expect(price).toHaveProperty('value', '9.99');
    await userEvent.clear(price);
    await userEvent.type(price, '12.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/admin/plans/p-month', { priceCents: 1299 }));
    expect(await screen.findByText('€12.99')).toBeTruthy();
  });

  it('sends the AI answers per day of a new plan and of an edited one (issue 16)', async () => {
    const created: Plan = { ...monthly, id: 'p-ai', name: 'Premium AI', aiDailyCalls: 5, position: 3 };
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      listed = [...listed, created];
      return { data: created };
    });
    const patch = vi.spyOn(api, 'patch').mockImplementation(async () => {
      listed = [free, { ...monthly, aiDailyCalls: 0 }, yearly, created];
      return { data: { ...monthly, aiDailyCalls: 0 } };
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New plan' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Premium AI');
    await userEvent.type(within(dialog).getByLabelText('Price'), '19.99');
    const calls = within(dialog).getByLabelText('AI answers per day');
    expect(calls).toHaveProperty('value', '40');
    expect(calls.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('0 turns the model off for this plan.');
    await userEvent.clear(calls);
    await userEvent.type(calls, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/plans', expect.objectContaining({ aiDailyCalls: 5 })),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Premium · Monthly' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Premium · Monthly' });
    const editCalls = within(edit).getByLabelText('AI answers per day');
    expect(editCalls).toHaveProperty('value', '40');
    await userEvent.clear(editCalls);
    await userEvent.type(editCalls, '0');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/admin/plans/p-month', { aiDailyCalls: 0 }));
  });

  it('refuses AI answers per day past 1,000, on the field, without calling the server', async () => {
    const patch = vi.spyOn(api, 'patch');
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Premium · Yearly' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Premium · Yearly' });
    const calls = within(dialog).getByLabelText('AI answers per day');
    await userEvent.clear(calls);
    await userEvent.type(calls, '1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 1,000.')).toBeTruthy();
    expect(calls.getAttribute('aria-invalid')).toBe('true');
    expect(patch).not.toHaveBeenCalled();
  });

  it('does not ask a Free plan for AI answers per day', async () => {
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Free' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Free' });
    expect(within(dialog).queryByLabelText('AI answers per day')).toBeNull();
  });

  it('moves a plan down by sending the whole new order', async () => {
    const put = vi.spyOn(api, 'put').mockImplementation(async () => {
      listed = [monthly, free, yearly];
      return { data: listed };
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Free down' }));
    expect(put).toHaveBeenCalledWith('/admin/plans/order', { planIds: ['p-month', 'p-free', 'p-year'] });
    expect(await screen.findByText('Free moved to position 2 of 3.')).toBeTruthy();
  });

  it('asks before a plan stops being offered', async () => {
    const withdrawn = { ...yearly, isActive: false };
    const patch = vi.spyOn(api, 'patch').mockImplementation(async () => {
      listed = [free, monthly, withdrawn];
      return { data: withdrawn };
    });
    renderAdmin();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Premium · Yearly available to new members' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Stop offering Premium · Yearly?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop offering' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/admin/plans/p-year', { isActive: false }));
    expect(await screen.findByText('Premium · Yearly is no longer offered to new members.')).toBeTruthy();
  });
});
