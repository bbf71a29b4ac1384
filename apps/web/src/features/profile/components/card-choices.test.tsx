import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import profileCopy from '../../../locales/en/profile.json';
import { initTestI18n } from '../../../test/i18n';
import { renderScreenAt } from '../../../test/render-screen';
import { CardChoices } from './card-choices';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'profile', profileCopy);
});
afterEach(() => vi.restoreAllMocks());

const nadia = {
  id: 'member-1',
  role: 'user',
  isCompleted: true,
  subscription: null,
  email: 'nadia@example.com',
  firstname: 'Nadia',
  lastname: 'Bennani',
  username: 'nadia_runs',
  gender: 'female',
  birthDate: '1990-05-04',
  bio: null,
  pictureUrl: null,
  nameDisplay: 'name',
  showPicture: true,
  language: 'en',
} satisfies Profile;

function renderChoices() {
  useAuthStore.setState({
    user: { uid: 'u1', email: nadia.email, displayName: null },
    profile: nadia,
  });
  renderScreenAt(<CardChoices />, '/app/profile');
}

describe('what others see of the member (issue 39)', () => {
  it('offers the name as first name and initial or as the username, with both examples', () => {
    renderChoices();
    expect(screen.getByRole('radio', { name: 'First name and initial (Nadia B.)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: 'Username (nadia_runs)' })).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: /Show my picture/ })).toHaveProperty('checked', true);
  });

  it('saves each choice as it is made, and says so', async () => {
    const put = vi.spyOn(api, 'put').mockImplementation(async (_path: string, body: unknown) => ({
      data: { ...nadia, ...(body as object) },
    }));
    renderChoices();
    await userEvent.click(screen.getByRole('radio', { name: /Username/ }));
    expect(put).toHaveBeenCalledWith('/users/me/profile', { nameDisplay: 'username' });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Username/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('switch', { name: /Show my picture/ }));
    expect(put).toHaveBeenLastCalledWith('/users/me/profile', { showPicture: false });
  });
});
