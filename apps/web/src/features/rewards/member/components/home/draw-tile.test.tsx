import { screen, within } from '@testing-library/react';
import type { MemberDraw } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../lib/api-client';
import perks from '../../../../../locales/en/perks.json';
import { initTestI18n } from '../../../../../test/i18n';
import { renderScreenAt } from '../../../../../test/render-screen';
import { signInAs } from '../../../../../test/sign-in-as';
import { DrawTile } from './draw-tile';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'perks', perks);
});
afterEach(() => vi.restoreAllMocks());

const draw = (overrides: Partial<MemberDraw> = {}): MemberDraw => ({
  id: 'd1',
  month: '2026-03',
  prizeRewardName: { text: 'A year of streaming', language: 'en' },
  prizePartner: 'Flix',
  winnerCount: 2,
  status: 'open',
  commitment: 'a'.repeat(64),
  seed: null,
  entrantListHash: null,
  entrantCount: null,
  method: 'weighted',
  entryKind: 'none',
  myTicket: null,
  myEntries: null,
  hasWon: false,
  ...overrides,
});

async function renderWith(draws: MemberDraw[]) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: draws });
  renderScreenAt(<DrawTile />, '/app/dashboard');
  return (await screen.findByRole('link', { name: 'This month’s draw' })).closest('article') as HTMLElement;
}

describe('the home screen’s draw block', () => {
  it('invites a member who has not entered to take the free entry, Free members included', async () => {
    signInAs({ tier: 'free' });
    const tile = await renderWith([draw()]);
    expect(await within(tile).findByText('A year of streaming')).toBeTruthy();
    expect(within(tile).getByText('You haven’t entered yet: the entry is free.')).toBeTruthy();
    expect(within(tile).getByText('Take your free entry')).toBeTruthy();
    expect(within(tile).getByRole('link').getAttribute('href')).toBe('/app/perks');
  });

  it('counts a Premium member’s entries, points included', async () => {
    signInAs();
    const entries = { free: 1, earned: 3, total: 4, pointsPerEntry: 100, maxEarned: 10 };
    const tile = await renderWith([draw({ entryKind: 'premium', myTicket: 't1', myEntries: entries })]);
    expect(await within(tile).findByText('You’re in with 4 entries.')).toBeTruthy();
  });

  it('tells a winner', async () => {
    signInAs();
    const tile = await renderWith([draw({ status: 'drawn', myTicket: 't1', hasWon: true })]);
    expect(await within(tile).findByText('You won! Your code is in your rewards.')).toBeTruthy();
  });

  it('says when there is no draw', async () => {
    signInAs();
    const tile = await renderWith([]);
    expect(await within(tile).findByText('No draw is open right now.')).toBeTruthy();
  });
});
