import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberProfileCard, PersonCard } from '@vitalia/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import { initTestI18n } from '../../test/i18n';
import { renderScreenAt } from '../../test/render-screen';
import { signInAs } from '../../test/sign-in-as';
import { initialsOf } from './avatar';
import { PersonChip } from './person-card';

beforeAll(initTestI18n);
afterEach(() => vi.restoreAllMocks());

const karim: PersonCard = {
  id: '6f1c2f1e-0000-4000-8000-0000000000a1',
  displayName: 'Karim B.',
  pictureUrl: null,
  badge: 'ambassador',
};

function renderChip(person: PersonCard) {
  signInAs();
  renderScreenAt(<PersonChip person={person} />, '/app/feed');
}

describe('initials', () => {
  it('takes the first letter of each word of a display name, whole graphemes', () => {
    expect(initialsOf({ displayName: 'Nadia B.' })).toBe('NB');
    expect(initialsOf({ displayName: 'نادية ب.' })).toBe('نب');
    expect(initialsOf({ displayName: 'élodie_runs' })).toBe('É');
    expect(initialsOf({ displayName: null })).toBe('');
  });

  it('still takes a profile’s names, or its email', () => {
    expect(initialsOf({ firstname: 'Amina', lastname: 'El Idrissi', email: 'a@example.com' })).toBe('AE');
    expect(initialsOf({ firstname: null, lastname: null, email: 'sam@example.com' })).toBe('S');
  });
});

describe('a person as every list shows them', () => {
  it('shows the name, initials and the ambassador’s badge; the team’s for admins; none for members', () => {
    renderChip(karim);
    const chip = screen.getByRole('button', { name: /Karim B\./ });
    expect(within(chip).getByText('Ambassador')).toBeTruthy();
    expect(within(chip).getByText('KB')).toBeTruthy();
  });

  it.each([
    ['staff', 'Team'],
    [null, null],
  ] as const)('a %s badge reads %s', (badge, label) => {
    renderChip({ ...karim, displayName: 'Sami K.', badge });
    const chip = screen.getByRole('button', { name: /Sami K\./ });
    expect(chip.textContent).toBe(`SKSami K.${label ?? ''}`);
  });

  it('names someone without a name as a member, beside a silhouette', () => {
    renderChip({ ...karim, displayName: null, badge: null });
    expect(screen.getByRole('button', { name: 'Member' })).toBeTruthy();
  });

  it('opens their card on a tap: picture, bio and the month they joined', async () => {
    const card: MemberProfileCard = {
      person: { ...karim, pictureUrl: '/api/pictures/karim.webp' },
      bio: 'Coach and runner.',
      joinedMonth: '2025-03',
      currentStreak: 4,
      badges: [{ month: '2026-02', title: { text: '12 workouts in February', language: 'en' } }],
    };
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: card });
    renderChip(karim);
    await userEvent.click(screen.getByRole('button', { name: /Karim B\./ }));
    const dialog = screen.getByRole('dialog', { name: /Karim B\./ });
    expect(await within(dialog).findByText('Joined in March 2025')).toBeTruthy();
    expect(within(dialog).getByText('Coach and runner.')).toBeTruthy();
    expect(within(dialog).getByText('4 days in a row')).toBeTruthy();
    expect(within(dialog).getByText('12 workouts in February')).toBeTruthy();
    expect(within(dialog).getByText('Ambassador')).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/api/pictures/karim.webp');
    expect(get).toHaveBeenCalledWith(`/members/${karim.id}/card`);
  });

  it('says so when the card cannot be read, keeping what the row showed', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4004', 404));
    renderChip(karim);
    await userEvent.click(screen.getByRole('button', { name: /Karim B\./ }));
    const dialog = screen.getByRole('dialog', { name: /Karim B\./ });
    expect(await within(dialog).findByText('This profile could not be loaded.')).toBeTruthy();
  });
});
