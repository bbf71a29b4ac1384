import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RewardStatistics as Statistics, SubscriptionStatistics } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import errors from '../../../locales/en/errors.json';
import statistics from '../../../locales/en/statistics.json';
import { initTestI18n } from '../../../test/i18n';
import { RewardStatistics } from './components/reward-statistics';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'statistics', statistics);
  i18next.addResourceBundle('en', 'errors', errors, true, true);
});
afterEach(() => vi.restoreAllMocks());

const months = (counts: number[]) =>
  counts.map((count, index) => ({ month: `2026-${String(index + 1).padStart(2, '0')}`, count }));

const rewardStats: Statistics = {
  stock: [
    {
      rewardId: 'r-nike',
      rewardName: 'Nike −20%',
      category: 'sport',
      available: 1200,
      used: 300,
      reported: 4,
      lowStockThreshold: 50,
      isLowStock: false,
    },
    {
      rewardId: 'r-zara',
      rewardName: 'Zara gift card',
      category: 'fashion',
      available: 8,
      used: 92,
      reported: 0,
      lowStockThreshold: 10,
      isLowStock: true,
    },
    {
      rewardId: 'r-netflix',
      rewardName: 'Netflix 1 month',
      category: 'streaming',
      available: 0,
      used: 40,
      reported: 1,
      lowStockThreshold: 5,
      isLowStock: true,
    },
  ],
  byCategory: [
    { category: 'fashion', available: 8, used: 92 },
    { category: 'sport', available: 1200, used: 300 },
    { category: 'streaming', available: 0, used: 40 },
  ],
  claimsByMonth: months([5, 9, 14, 0, 22, 31, 18, 40, 27, 12, 33, 1250]),
  winnersByMonth: months([0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]),
};

const subscriptionStats: SubscriptionStatistics = {
  currency: 'EUR',
  activeByPlan: [
    { planId: 'p-free', planName: 'Free', tier: 'free', type: 'monthly', active: 7 },
    { planId: 'p-month', planName: 'Premium', tier: 'premium', type: 'monthly', active: 3 },
    { planId: 'p-year', planName: 'Premium', tier: 'premium', type: 'yearly', active: 2 },
  ],
  months: [
    {
      month: '2026-10',
      started: 4,
      cancelled: 1,
      failedRenewals: 2,
      churned: 1,
      premiumMembers: 4,
      mrrCents: 3996,
      churnRate: 0.25,
    },
    {
      month: '2026-11',
      started: 6,
      cancelled: 0,
      failedRenewals: 1,
      churned: 0,
      premiumMembers: 5,
      mrrCents: 4995,
      churnRate: 0,
    },
  ],
  monthlyRecurringRevenueCents: 2997,
  payingSubscriptions: 5,
  cancellationsByReason: [],
};

type Answer = () => Promise<unknown>;

function renderStatistics({
  rewards = async () => ({ data: rewardStats }),
  subscriptions = async () => ({ data: subscriptionStats }),
}: { rewards?: Answer; subscriptions?: Answer } = {}) {
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/statistics/rewards') return rewards();
    if (path === '/admin/statistics/subscriptions') return subscriptions();
    throw new ApiError('4004', 404);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RewardStatistics />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const panel = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;

describe('reward statistics', () => {
  it('sums the headline figures', async () => {
    renderStatistics();
    const available = await screen.findByText('Codes available');
    expect(available.nextElementSibling?.textContent).toBe('1,208');
    expect(screen.getByText('Codes used').nextElementSibling?.textContent).toBe('432');
    expect(screen.getByText('Claims, last 12 months').nextElementSibling?.textContent).toBe('1,461');
    expect(screen.getByText('Winners, last 12 months').nextElementSibling?.textContent).toBe('30');
  });

  it('draws the stock per reward on one scale and gives the same numbers as a table', async () => {
    renderStatistics();
    const stock = await panel('Stock per reward');
    const bars = within(stock).getByRole('list', { name: 'Stock per reward' });
    const nike = within(bars).getByText('Nike −20%').closest('li') as HTMLElement;
    expect(nike.textContent).toContain('Available1,200');
    expect(nike.textContent).toContain('Used300');
    // Nike's 1,500 codes are the longest bar: every other bar is measured against it.
    const widths = (row: HTMLElement) =>
      [...row.querySelectorAll<HTMLElement>('[data-series]')].map((segment) => segment.style.width);
    expect(widths(nike)).toEqual(['80%', '20%']);
    const netflix = within(bars).getByText('Netflix 1 month').closest('li') as HTMLElement;
    expect(widths(netflix)[0]).toBe('0%');

    await userEvent.click(within(stock).getByRole('button', { name: 'Table' }));
    expect(within(stock).getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    const table = within(stock).getByRole('table', { name: 'Stock per reward' });
    const zara = within(table)
      .getByRole('rowheader', { name: /Zara gift card/ })
      .closest('tr') as HTMLElement;
    expect(
      within(zara)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Fashion', '8', '92', '0', '10']);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(total.textContent).toContain('1,208');
    expect(total.textContent).toContain('432');
  });

  it('adds the stock up by category', async () => {
    renderStatistics();
    const category = await panel('Stock per category');
    const sport = within(category).getByText('Sport').closest('li') as HTMLElement;
    expect(sport.textContent).toContain('Available1,200');
    await userEvent.click(within(category).getByRole('button', { name: 'Table' }));
    const row = within(category).getByRole('rowheader', { name: 'Fashion' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '92', '100']);
  });

  it('charts claims month by month, oldest first, and tabulates them', async () => {
    renderStatistics();
    const claims = await panel('Claims per month');
    const columns = within(within(claims).getByRole('list', { name: 'Claims per month' })).getAllByRole(
      'listitem',
    );
    expect(columns).toHaveLength(12);
    expect(columns[0]!.getAttribute('title')).toBe('January 2026');
    expect(columns[11]!.textContent).toContain('December 2026: 1,250');
    // What is shown beside or under each bar names the month and its year.
    expect(columns[0]!.textContent).toContain('Jan 2026');
    expect(columns[11]!.textContent).toContain('Dec 2026');
    // Compact beside or above the bar (en-GB writes 1.3k), so it fits on a phone.
    expect(columns[11]!.textContent).toContain('1.3k');
    const share = (column: HTMLElement) =>
      column.querySelector<HTMLElement>('[data-testid="column-bar"]')?.style.getPropertyValue('--share');
    expect(share(columns[11]!)).toBe('100%');
    expect(share(columns[3]!)).toBe('0%');

    await userEvent.click(within(claims).getByRole('button', { name: 'Table' }));
    const table = within(claims).getByRole('table', { name: 'Claims per month' });
    const august = within(table).getByRole('rowheader', { name: 'August 2026' }).closest('tr') as HTMLElement;
    expect(within(august).getByRole('cell').textContent).toBe('40');
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')?.textContent).toContain(
      '1,461',
    );
  });

  it('charts winners month by month', async () => {
    renderStatistics();
    const winners = await panel('Winners per month');
    const list = within(winners).getByRole('list', { name: 'Winners per month' });
    expect(within(list).getAllByRole('listitem')[2]!.textContent).toContain('March 2026: 3');
  });

  it('lists the rewards below their threshold, emptiest first', async () => {
    renderStatistics();
    const low = await panel('Below threshold');
    const items = within(low).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Netflix 1 month'),
      expect.stringContaining('Zara gift card'),
    ]);
    expect(items[1]!.textContent).toContain('Available: 8');
    expect(items[1]!.textContent).toContain('threshold: 10');
    expect(within(low).getByRole('link', { name: 'Import codes' }).getAttribute('href')).toBe(
      '/app/rewards/promo-code',
    );
  });

  it('says when every reward is above its threshold', async () => {
    renderStatistics({
      rewards: async () => ({
        data: { ...rewardStats, stock: rewardStats.stock.map((row) => ({ ...row, isLowStock: false })) },
      }),
    });
    expect(await screen.findByText('Every reward is above its low-stock threshold.')).toBeTruthy();
  });

  it('shows the subscription figures', async () => {
    renderStatistics();
    const subscriptions = await panel('Subscriptions');
    expect(await within(subscriptions).findByText('€29.97')).toBeTruthy();
    // Beside the revenue, the subscriptions that pay it: not the 7 Free ones (issue 39).
    expect(within(subscriptions).getByText('Paying subscriptions').nextElementSibling?.textContent).toBe('5');
    expect(within(subscriptions).getByText('Started, last 12 months').nextElementSibling?.textContent).toBe(
      '10',
    );
    expect(within(subscriptions).getByText('Premium · Yearly').nextElementSibling?.textContent).toBe('2');
    // A Free plan is never billed: no interval after its name.
    expect(within(subscriptions).getByText('Free').nextElementSibling?.textContent).toBe('7');
    // The churn of the last month that ended (October), not of the month running.
    expect(within(subscriptions).getByText('Churn rate, last month').nextElementSibling?.textContent).toBe(
      '25%',
    );
    expect(
      within(subscriptions).getByText('Failed renewals, last 12 months').nextElementSibling?.textContent,
    ).toBe('3');
  });

  it('charts revenue and members at each month’s end without adding months up, and who left with a total', async () => {
    renderStatistics();
    const revenue = await panel('Monthly recurring revenue (EUR)');
    const columns = within(
      within(revenue).getByRole('list', { name: 'Monthly recurring revenue (EUR)' }),
    ).getAllByRole('listitem');
    expect(columns.map((column) => column.getAttribute('title'))).toEqual(['October 2026', 'November 2026']);
    expect(columns[1]!.textContent).toContain('November 2026: 50');
    await userEvent.click(within(revenue).getByRole('button', { name: 'Table' }));
    const revenueTable = within(revenue).getByRole('table');
    expect(
      within(revenueTable).getByRole('rowheader', { name: 'October 2026' }).closest('tr')?.textContent,
    ).toContain('40');
    expect(within(revenueTable).queryByRole('rowheader', { name: 'Total' })).toBeNull();

    const ended = await panel('Premium that ended');
    await userEvent.click(within(ended).getByRole('button', { name: 'Table' }));
    expect(
      within(within(ended).getByRole('table')).getByRole('rowheader', { name: 'Total' }).closest('tr')
        ?.textContent,
    ).toContain('1');
  });

  it('says when the stock cannot be loaded, in words, and tries again', async () => {
    let calls = 0;
    renderStatistics({
      rewards: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('5000', 500);
        return { data: rewardStats };
      },
    });
    expect(await screen.findByText('Error loading stock')).toBeTruthy();
    expect(screen.queryByText('5000')).toBeNull();
    // The subscription figures do not depend on the stock.
    expect(await screen.findByText('€29.97')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Stock per reward' })).toBeTruthy();
  });

  it('says when the subscription figures cannot be loaded, without hiding the stock', async () => {
    renderStatistics({ subscriptions: async () => Promise.reject(new ApiError('5000', 500)) });
    expect(await screen.findByText('Error loading subscription figures')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stock per reward' })).toBeTruthy();
  });

  it('points to the promo-code tab when there is no reward yet', async () => {
    renderStatistics({
      rewards: async () => ({
        data: { stock: [], byCategory: [], claimsByMonth: months(Array(12).fill(0)), winnersByMonth: [] },
      }),
    });
    expect(await screen.findByText('No rewards yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to promo codes' }).getAttribute('href')).toBe(
      '/app/rewards/promo-code',
    );
    expect(screen.queryByRole('heading', { name: 'Stock per reward' })).toBeNull();
  });
});
