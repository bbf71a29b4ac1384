import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessages, isolate, type AdminDraw, type AdminReward } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../components/ui/alert/alert-modal';
import { api, ApiError } from '../../lib/api-client';
import draws from '../../locales/en/draws.json';
import errors from '../../locales/en/errors.json';
import { initTestI18n } from '../../test/i18n';
import { DrawsAdmin } from './components/draws-admin';
import { isFutureMonth } from './components/draw-text';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'draws', draws);
  i18next.addResourceBundle('en', 'errors', errors, true, true);
  // The spec's English for every code, where the errors file does not have it yet; the file's own words win.
  i18next.addResourceBundle('en', 'errors', errorMessages, true, false);
});
afterEach(() => vi.restoreAllMocks());

const commitment = 'a3f1c9e2b7d4058a6e1f2c3b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70';
const seed = '5be0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8';
const entrantListHash = '9d8c7b6a5f4e3d2c1b0a99887766554433221100ffeeddccbbaa998877665544';

const openDraw: AdminDraw = {
  id: 'd-open',
  month: '2026-04',
  prizeRewardId: 'r-nike',
  prizeRewardName: { writtenIn: 'en', texts: { en: 'Nike −20%' } },
  winnerCount: 2,
  status: 'open',
  freeEntryCount: 7,
  createdAt: '2026-04-01T08:00:00.000Z',
  drawnAt: null,
  commitment,
  seed: null,
  entrantListHash: null,
  entrantCount: null,
  winners: [],
};

const drawnDraw: AdminDraw = {
  id: 'd-drawn',
  month: '2026-03',
  prizeRewardId: 'r-netflix',
  prizeRewardName: { writtenIn: 'en', texts: { en: 'Netflix 1 month' } },
  winnerCount: 2,
  status: 'drawn',
  freeEntryCount: 3,
  createdAt: '2026-03-01T08:00:00.000Z',
  drawnAt: '2026-03-31T18:00:00.000Z',
  commitment: 'c0ffee'.padEnd(64, '0'),
  seed,
  entrantListHash,
  entrantCount: 1234,
  winners: [
    { rank: 1, ticket: 't-1', name: 'Amina Haddad', email: 'amina@example.com', code: 'NFX-ABCD-1234' },
    { rank: 2, ticket: 't-2', name: 'Jules Martin', email: null, code: 'NFX-EFGH-5678' },
  ],
};

const stock = (available: number) => ({
  rewardId: 'r',
  rewardName: 'r',
  category: 'sport' as const,
  available,
  used: 0,
  reported: 0,
  lowStockThreshold: 10,
  isLowStock: false,
});
const rewards: AdminReward[] = [
  {
    id: 'r-nike',
    name: 'Nike −20%',
    category: 'sport',
    partner: 'Nike',
    description: '',
    isActive: true,
    lowStockThreshold: 10,
    writtenIn: 'en',
    translations: { name: {}, description: {} },
    stock: { ...stock(340), rewardId: 'r-nike' },
  },
  {
    id: 'r-old',
    name: 'Old offer',
    category: 'fashion',
    partner: '',
    description: '',
    isActive: false,
    lowStockThreshold: 10,
    writtenIn: 'en',
    translations: { name: {}, description: {} },
    stock: { ...stock(5), rewardId: 'r-old' },
  },
];

function renderDraws(list: AdminDraw[] | (() => Promise<{ data: AdminDraw[] }>) = [openDraw, drawnDraw]) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/draws') return typeof list === 'function' ? list() : { data: list };
    if (path === '/admin/rewards') return { data: rewards };
    throw new ApiError('4004', 404);
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DrawsAdmin />
        <AlertModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { get };
}

const card = async (month: string) =>
  (await screen.findByRole('heading', { name: month })).closest('article') as HTMLElement;

describe('draws admin', () => {
  it('lists each month with its prize, status, entries and published commitment', async () => {
    renderDraws();
    const headings = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(headings).toEqual(['April 2026', 'March 2026']);

    const april = await card('April 2026');
    expect(within(april).getByText('Open')).toBeTruthy();
    expect(within(april).getByText('Nike −20%')).toBeTruthy();
    expect(within(april).getByText('7')).toBeTruthy();
    const hash = within(april).getByText(commitment);
    expect(hash.getAttribute('dir')).toBe('ltr');
    expect(hash.className).toContain('font-mono');
    expect(within(april).queryByText('Revealed seed')).toBeNull();
    expect(within(april).getByRole('button', { name: 'Run the draw' })).toBeTruthy();
  });

  it('shows a drawn draw’s revealed proof and its winners', async () => {
    renderDraws();
    const march = await card('March 2026');
    expect(within(march).getByText('Drawn')).toBeTruthy();
    expect(within(march).getByText(seed).getAttribute('dir')).toBe('ltr');
    expect(within(march).getByText(entrantListHash)).toBeTruthy();
    expect(within(march).getByText('1,234')).toBeTruthy();
    expect(within(march).queryByRole('button', { name: 'Run the draw' })).toBeNull();

    const table = within(march).getByRole('table', { name: 'Winners of the March 2026 draw' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('Amina Haddad');
    expect(within(rows[0]!).getAllByText('amina@example.com').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByText('NFX-ABCD-1234').getAttribute('dir')).toBe('ltr');
    expect(within(rows[1]!).getByText('2')).toBeTruthy();
    expect(within(rows[1]!).getAllByText('Account deleted').length).toBeGreaterThan(0);
  });

  it('copies a hash exactly', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderDraws();
    const april = await card('April 2026');
    await user.click(within(april).getByRole('button', { name: 'Copy the commitment' }));
    expect(writeText).toHaveBeenCalledWith(commitment);
    expect(await within(april).findByText('Copied to the clipboard.')).toBeTruthy();
  });

  it('invites to open this month’s draw when there is none', async () => {
    renderDraws([]);
    expect(await screen.findByText('No draw yet — open this month’s draw')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open this month’s draw' }));
    expect(screen.getByRole('dialog', { name: 'New draw' })).toBeTruthy();
  });

  it('says when the draws cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderDraws(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('5000', 500);
      return { data: [openDraw] };
    });
    expect(await screen.findByText('Error loading draws')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeTruthy();
  });

  it('checks the new draw form before sending, then posts the contract’s body', async () => {
    const created: AdminDraw = { ...openDraw, id: 'd-may', month: '2026-05', winnerCount: 3 };
    // As the server does: once created, the draw is in the list the screen reads again.
    let listed = [openDraw, drawnDraw];
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      listed = [created, ...listed];
      return { data: created };
    });
    renderDraws(async () => ({ data: listed }));
    await userEvent.click(await screen.findByRole('button', { name: 'New draw' }));
    const dialog = screen.getByRole('dialog', { name: 'New draw' });

    const month = within(dialog).getByLabelText('Month');
    expect(month.getAttribute('type')).toBe('month');
    expect((month as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}$/);
    // Only active rewards can be a prize.
    const prize = await within(dialog).findByLabelText('Prize reward');
    expect(within(prize).queryByRole('option', { name: /Old offer/ })).toBeNull();

    const winners = within(dialog).getByLabelText('Number of winners');
    await userEvent.clear(winners);
    await userEvent.type(winners, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the draw' }));
    expect(await within(dialog).findByText('Choose a prize reward.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    expect(winners.getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(month, { target: { value: '2026-05' } });
    await userEvent.selectOptions(prize, 'r-nike');
    expect(within(dialog).getByText('Codes available: 340')).toBeTruthy();
    await userEvent.clear(winners);
    await userEvent.type(winners, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the draw' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/draws', {
        month: '2026-05',
        prizeRewardId: 'r-nike',
        winnerCount: 3,
      }),
    );
    expect(
      await screen.findByText('The May 2026 draw is open and its commitment is published.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeTruthy();
    const order = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(order).toEqual(['May 2026', 'April 2026', 'March 2026']);
  });

  it('puts a month already taken on the month field, in words', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError('7509', 409));
    renderDraws();
    await userEvent.click(await screen.findByRole('button', { name: 'New draw' }));
    const dialog = screen.getByRole('dialog', { name: 'New draw' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Prize reward'), 'r-nike');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the draw' }));
    expect(await within(dialog).findByText('A draw already exists for this month.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Month').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before running a draw, then shows its winners', async () => {
    const drawn: AdminDraw = {
      ...openDraw,
      status: 'drawn',
      drawnAt: '2026-04-30T20:00:00.000Z',
      seed,
      entrantListHash,
      entrantCount: 40,
      winners: [{ rank: 1, ticket: 't-9', name: 'Nour Benali', email: 'nour@example.com', code: 'NIKE-1' }],
    };
    let listed = [openDraw, drawnDraw];
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      listed = [drawn, drawnDraw];
      return { data: drawn };
    });
    renderDraws(async () => ({ data: listed }));
    const april = await card('April 2026');
    await userEvent.click(within(april).getByRole('button', { name: 'Run the draw' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Run the April 2026 draw?' });
    expect(confirm.textContent).toContain('The seed will be revealed');
    expect(confirm.textContent).toContain(`emailed a code from ${isolate('Nike −20%')}`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(within(april).getByRole('button', { name: 'Run the draw' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Run the draw' }),
    );
    expect(post).toHaveBeenCalledWith('/admin/draws/d-open/draw', undefined);
    expect(
      await screen.findByText('The April 2026 draw is done: the winners (1) have been emailed.'),
    ).toBeTruthy();
    const after = await card('April 2026');
    expect(within(after).getByRole('table', { name: 'Winners of the April 2026 draw' })).toBeTruthy();
    expect(within(after).getByText(seed)).toBeTruthy();
  });

  it.each([
    ['7510', 'This draw has already taken place.'],
    ['7511', 'The prize reward does not have a code for every winner.'],
    ['7512', 'Nobody is eligible for this draw yet.'],
    ['7515', 'A draw can only take place once its month has begun.'],
  ] as const)('says why a draw could not run (%s), in words', async (code, words) => {
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(code, 409));
    renderDraws();
    const april = await card('April 2026');
    const run = within(april).getByRole('button', { name: 'Run the draw' });
    await userEvent.click(run);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Run the draw' }),
    );
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText(code)).toBeNull();
    expect(within(april).getByRole('button', { name: 'Run the draw' })).toHaveProperty('disabled', false);
  });

  it('knows which months have not begun, in UTC', () => {
    const now = new Date('2026-04-30T23:30:00.000Z');
    expect(isFutureMonth('2026-05', now)).toBe(true);
    expect(isFutureMonth('2026-04', now)).toBe(false);
    expect(isFutureMonth('2025-12', now)).toBe(false);
  });
});
