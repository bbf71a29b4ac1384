import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, Role } from '@vitalia/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { initTestI18n } from '../../test/i18n';
import AppLayout from './app-layout';

beforeAll(() => initTestI18n());

function renderLayout(role: Role) {
  useAuthStore.setState({
    user: { uid: 'u1', email: 'm@example.com', displayName: null },
    profile: {
      role,
      isCompleted: true,
      subscription: { tier: 'free', isActive: true },
    } as Profile,
  });
  render(
    <MemoryRouter initialEntries={['/app/perks']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>screen</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  // The phone's tab bar is the second navigation landmark (the top bar's is hidden below lg by CSS only).
  return screen.getAllByRole('navigation', { name: 'Main navigation' })[1]!;
}

/** What a bar shows without opening anything: its links and its "More" button, in order. */
const slots = (bar: HTMLElement) =>
  Array.from(bar.children).map((slot) => slot.querySelector('span')?.textContent ?? slot.textContent);

describe('signed-in navigation', () => {
  it('gives a member five entries, Perks among them, with nothing hidden', () => {
    const bar = renderLayout('user');
    expect(slots(bar)).toEqual(['Home', 'Feed', 'Perks', 'Billing', 'Settings']);
    expect(within(bar).getByRole('link', { name: 'Perks' }).getAttribute('href')).toBe('/app/perks');
  });

  it('keeps an admin’s phone bar to six slots, billing and settings behind More', async () => {
    const bar = renderLayout('admin');
    expect(slots(bar)).toEqual(['Home', 'Feed', 'Perks', 'Rewards', 'Plans', 'More']);
    const more = within(bar).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(bar).queryByRole('link', { name: 'Settings' })).toBeNull();

    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(bar).getByRole('link', { name: 'Billing' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it('closes More once the admin goes somewhere', async () => {
    const bar = renderLayout('admin');
    await userEvent.click(within(bar).getByRole('button', { name: 'More' }));
    await userEvent.click(within(bar).getByRole('link', { name: 'Settings' }));
    expect(within(bar).getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
  });
});
